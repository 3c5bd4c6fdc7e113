import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireWhatsAppAction } from "~/features/whatsapp/guard.server";
import { deleteAction } from "~/features/whatsapp/form/form.server";
import { DeleteDialog } from "~/features/whatsapp/form/DeleteDialog";

/** /portal/whatsapp_numbers/:id/delete: the danger confirmation; its POST deletes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireWhatsAppAction(request, context, "delete");
  return null;
}
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteAction(request, context, params.id ?? "");

export default DeleteDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
