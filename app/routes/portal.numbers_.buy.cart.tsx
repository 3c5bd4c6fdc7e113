import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cartAction, loadCart } from "~/features/numbers-buy/buy.server";
import { CartPage } from "~/features/numbers-buy/CartPage";

/** /portal/numbers/buy/cart: the cart; POST removes a number or checks out (once per idempotency key). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCart(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context);

export default CartPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
