import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTypeStep } from "~/features/numbers-buy/buy.server";
import { TypeStep } from "~/features/numbers-buy/ChoiceSteps";

/** /portal/numbers/buy/type?country=&region=: step 3, the number type the country offers. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTypeStep(request, context);

export default TypeStep;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
