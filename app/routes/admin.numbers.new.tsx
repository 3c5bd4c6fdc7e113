import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadManualNumber, manualNumberAction } from "~/features/admin-numbers/manual/manual-number.server";
import { ManualNumberDialog } from "~/features/admin-numbers/manual/ManualNumberDialog";

/** /admin/numbers/new: the manual number (spec 001 §2 "Admin dialogs", §5, §7 PATCH {phones}/Admin/ManualNumber). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadManualNumber(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => manualNumberAction(request, context);

export default ManualNumberDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
