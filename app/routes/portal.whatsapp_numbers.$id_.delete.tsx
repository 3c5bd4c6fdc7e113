import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteAction, loadDeleteDialog } from "~/features/whatsapp/form/form.server";
import { DeleteDialog } from "~/features/whatsapp/form/DeleteDialog";

/** /portal/whatsapp_numbers/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDeleteDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteAction(request, context, params.id ?? "");

export default DeleteDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
