import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadSipConnections } from "~/features/admin-sip/list.server";
import { SipConnectionsPage } from "~/features/admin-sip/SipConnectionsPage";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/sipConnections: every account's SIP connections (spec 000 §2; 001 §2 admin SIP dialogs as nested routes). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSipConnections(request, context);

/** Nothing to post here (the rows' forms post to their dialogs): 405 for administrators, 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default SipConnectionsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
