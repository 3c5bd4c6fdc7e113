import type { LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { botDialogData } from "~/features/bots/dialog-data.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/bots/:id: the bot's details (form mode ReadOnly); its secrets only as set or not. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, BOTS_RESOURCE, "view", "portal", botDialogData);

export default function BotDetails() {
  return <BotDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
