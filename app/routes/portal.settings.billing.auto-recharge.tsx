import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { autoRechargeAction, loadBillingDialog } from "~/features/billing/billing.server";
import { AutoRechargeDialog } from "~/features/billing/BillingDialogs";

/** /portal/settings/billing/auto-recharge: a dialog over the billing page (issue 19 item 1). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBillingDialog(request, context, "autoRecharge");
export const action = ({ request, context }: ActionFunctionArgs) => autoRechargeAction(request, context);

export default AutoRechargeDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
