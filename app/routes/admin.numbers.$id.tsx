import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { numberDialogData } from "~/features/numbers/dialog-data.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/numbers/:id: any account's number, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, NUMBERS_RESOURCE, "view", "admin", numberDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminNumberDetails() {
  return <NumberDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
