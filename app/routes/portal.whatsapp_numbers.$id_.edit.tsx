import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editAction, loadEditForm } from "~/features/whatsapp/form/form.server";
import { NumberDialog } from "~/features/whatsapp/form/NumberDialog";

/** /portal/whatsapp_numbers/:id/edit: the edit dialog (the pin is set on create only). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadEditForm(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => editAction(request, context, params.id ?? "");

export default function EditWhatsAppNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
