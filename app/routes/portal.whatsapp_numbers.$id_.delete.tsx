import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /portal/whatsapp_numbers/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, WHATSAPP_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, WHATSAPP_RESOURCE);

export default function DeleteWhatsAppNumber() {
  return <EntityDeleteDialog resource={WHATSAPP_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
