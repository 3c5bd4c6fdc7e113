import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadOrder } from "~/features/numbers-buy/buy.server";
import { OrderPage } from "~/features/numbers-buy/OrderPage";

/** /portal/numbers/buy/orders/:orderId: the order's numbers and statuses, until the provider has answered. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadOrder(request, context, params.orderId ?? "");

export default OrderPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
