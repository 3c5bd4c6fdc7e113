import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { botDialogData } from "~/features/bots/dialog-data.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/bots/:id: any account's bot, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, BOTS_RESOURCE, "view", "admin", botDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminBotDetails() {
  return <BotDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
