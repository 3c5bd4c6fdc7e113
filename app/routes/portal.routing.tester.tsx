import type { LoaderFunctionArgs } from "@remix-run/node";
import { RoutingTester } from "~/features/routing/RoutingTester";
import { loadRoutingTester } from "~/features/routing/tester.server";

/** /portal/routing/tester: the rule tester, a GET form whose answer is rendered on the server (JavaScript on or off). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRoutingTester(request, context);

export default RoutingTester;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
