import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addCreditAction, loadBillingDialog } from "~/features/billing/billing.server";
import { AddCreditDialog } from "~/features/billing/BillingDialogs";

/** /portal/settings/billing/add-credit: a dialog over the billing page (issue 19 item 1). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBillingDialog(request, context, "addCredit");
export const action = ({ request, context }: ActionFunctionArgs) => addCreditAction(request, context);

export default AddCreditDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
