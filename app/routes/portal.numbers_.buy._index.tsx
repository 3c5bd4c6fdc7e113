import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCountryStep } from "~/features/numbers-buy/buy.server";
import { CountryStep } from "~/features/numbers-buy/ChoiceSteps";

/** /portal/numbers/buy: step 1, the country (a GET form to the next step). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCountryStep(request, context);

export default CountryStep;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
