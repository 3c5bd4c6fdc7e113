import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { NumberDialog } from "~/features/whatsapp/NumberDialog";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /portal/whatsapp_numbers/:id/edit: the edit dialog (the pin is set on create only). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(request, context, WHATSAPP_RESOURCE, params.id ?? "", "edit", "portal", whatsAppDialogData);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, WHATSAPP_RESOURCE, params.id ?? "");

export default function EditWhatsAppNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
