import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { CallHistoryPage } from "~/features/call-history/components/CallHistoryPage";
import { callHistoryAction, loadCallHistory } from "~/features/call-history/list.server";
import type { JoyHandle } from "~/components/joy/scoped-outlet";
import type { I18nHandle } from "~/i18n/route-namespaces";
import calls from "../../public/locales/en-us/calls.json";
import grid from "../../public/locales/en-us/grid.json";
import callExport from "../../public/locales/en-us/call-export.json";

/**
 * The translations this route adds to its parents' (route-namespaces.ts). Plain: the list draws no
 * Joy component; its islands and the details' outlet bring their own scope.
 */
export const handle: I18nHandle & JoyHandle = { i18n: { calls, grid, "call-export": callExport }, plain: true };

/** /portal/call_history: the account's calls (docs/product.md#call-history). Details open in the nested $callId route. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCallHistory(request, context, "portal");

/** Exports of the current view (export records, monthly export, the notice's "do not show again"). */
export const action = ({ request, context }: ActionFunctionArgs) => callHistoryAction(request, context, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CallHistoryPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
