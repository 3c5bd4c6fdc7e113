import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadSipConnections } from "~/features/admin-sip/list.server";
import { SipConnectionsPage } from "~/features/admin-sip/SipConnectionsPage";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminSip from "../../public/locales/en-us/admin-sip.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "admin-sip": adminSip, grid } };

/** /admin/sipConnections: every account's SIP connections (spec 000 §2; 001 §2 admin SIP dialogs as nested routes). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSipConnections(request, context);

/** Nothing to post here (the rows' forms post to their dialogs): 405 for administrators, 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default SipConnectionsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
