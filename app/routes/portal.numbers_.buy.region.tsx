import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadRegionStep } from "~/features/numbers-buy/buy.server";
import { RegionStep } from "~/features/numbers-buy/ChoiceSteps";

/** /portal/numbers/buy/region?country=: step 2, the state or city (skipped where the country has none). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegionStep(request, context);

export default RegionStep;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
