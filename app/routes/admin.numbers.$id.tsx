import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadNumberRecord } from "~/features/numbers/dialogs.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/numbers/:id: any account's number, read-only. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNumberRecord(request, context, params.id ?? "", "view", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminNumberDetails() {
  return <NumberDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
