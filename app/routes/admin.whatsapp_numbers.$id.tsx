import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadViewForm } from "~/features/whatsapp/form/form.server";
import { NumberDialog } from "~/features/whatsapp/form/NumberDialog";

/** /admin/whatsapp_numbers/:id: the read-only view dialog of the admin table (docs/product.md#whatsapp-numbers "read-only for admin"). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadViewForm(request, context, "admin", params.id ?? "");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminWhatsAppNumberDetails() {
  return <NumberDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
