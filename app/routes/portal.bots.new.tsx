import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { botDialogData } from "~/features/bots/dialog-data.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";

/** /portal/bots/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) => loadEntityCreate(args, BOTS_RESOURCE, "portal", botDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, BOTS_RESOURCE);

export default function NewBot() {
  return <BotDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
