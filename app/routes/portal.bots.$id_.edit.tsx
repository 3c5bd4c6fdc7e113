import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { botDialogData } from "~/features/bots/dialog-data.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/bots/:id/edit: the edit dialog (form mode Update); an empty secret keeps the stored one. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, BOTS_RESOURCE, "edit", "portal", botDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, BOTS_RESOURCE);

export default function EditBot() {
  return <BotDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
