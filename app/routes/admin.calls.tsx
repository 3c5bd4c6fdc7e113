import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { CallHistoryPage } from "~/features/call-history/components/CallHistoryPage";
import { callHistoryAction, loadCallHistory } from "~/features/call-history/list.server";

/** /admin/calls: every account's calls, in UTC, with an account column and filter (spec 001 §2). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCallHistory(request, context, "admin");

/** Exports of the current view (export records, monthly export, the notice's "do not show again"). */
export const action = ({ request, context }: ActionFunctionArgs) => callHistoryAction(request, context, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CallHistoryPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
