import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addressAction, loadBillingDialog } from "~/features/billing/billing.server";
import { AddressDialog } from "~/features/billing/BillingDialogs";

/** /portal/settings/billing/address: a dialog over the billing page (issue 19 item 1). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBillingDialog(request, context, "address");
export const action = ({ request, context }: ActionFunctionArgs) => addressAction(request, context);

export default AddressDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
