import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AvailableNumbers } from "~/features/numbers-buy/AvailableNumbers";
import { addToCartAction, loadAvailableStep } from "~/features/numbers-buy/buy.server";

/** /portal/numbers/buy/available?country=&region=&type=&search=&page=: step 4, the numbers; POST adds one to the cart. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAvailableStep(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => addToCartAction(request, context);

export default AvailableNumbers;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
