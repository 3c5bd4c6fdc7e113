import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { NumberDialog } from "~/features/whatsapp/NumberDialog";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /portal/whatsapp_numbers/:id/edit: the edit dialog (the pin is set on create only). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, WHATSAPP_RESOURCE, "edit", "portal", whatsAppDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, WHATSAPP_RESOURCE);

export default function EditWhatsAppNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
