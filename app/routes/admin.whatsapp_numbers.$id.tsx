import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { NumberDialog } from "~/features/whatsapp/NumberDialog";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /admin/whatsapp_numbers/:id: the read-only view dialog of the admin table (docs/product.md#whatsapp-numbers "read-only for admin"). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, WHATSAPP_RESOURCE, "view", "admin", whatsAppDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminWhatsAppNumberDetails() {
  return <NumberDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
