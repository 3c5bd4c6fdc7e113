import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { chargeAction, loadMoneyDialog } from "~/features/admin-accounts/money.server";
import { ChargeDialog } from "~/features/admin-accounts/MoneyDialogs";

/** /admin/accounts/:id/charge: manual charge with its confirmation step (docs/product.md#manual-charge, #manual-charge "Manual charge"). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadMoneyDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  chargeAction(request, context, params.id ?? "");

export default ChargeDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
