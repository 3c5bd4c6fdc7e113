import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { creditAction, loadMoneyDialog } from "~/features/admin-accounts/money.server";
import { CreditDialog } from "~/features/admin-accounts/MoneyDialogs";

/** /admin/accounts/:id/credit: manual credit (docs/product.md#manual-credit, #manual-credit "Manual credit"). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadMoneyDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  creditAction(request, context, params.id ?? "");

export default CreditDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
