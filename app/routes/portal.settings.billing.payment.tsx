import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadPayment, paymentAction } from "~/features/billing/billing.server";
import { PaymentDialog } from "~/features/billing/BillingDialogs";

/**
 * /portal/settings/billing/payment?pfToken=...: where the provider's card page returns. Shows the
 * 3-D Secure outcome and the confirmation, which deposits once however often it is posted.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPayment(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => paymentAction(request, context);

export default PaymentDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
