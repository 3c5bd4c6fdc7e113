import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { monthlyLimitAction, loadBillingDialog } from "~/features/billing/billing.server";
import { MonthlyLimitDialog } from "~/features/billing/BillingDialogs";

/** /portal/settings/billing/monthly-limit: a dialog over the billing page (issue 19 item 1). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBillingDialog(request, context, "monthlyLimit");
export const action = ({ request, context }: ActionFunctionArgs) => monthlyLimitAction(request, context);

export default MonthlyLimitDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
