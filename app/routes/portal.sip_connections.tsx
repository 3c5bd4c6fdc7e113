import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction } from "~/features/entities/list.server";
import { loadSipConnectionList } from "~/features/sip-connections/list.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { SipConnectionsPage } from "~/features/sip-connections/SipConnectionsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import sipConnections from "../../public/locales/en-us/sip-connections.json";
import adminSip from "../../public/locales/en-us/admin-sip.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "sip-connections": sipConnections, "admin-sip": adminSip, grid } };

/** /portal/sip_connections: the account's SIP connections (docs/product.md#portal-routes, #sip-connection; #sip-connections); create, view, edit and delete are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadSipConnectionList(args, "portal");

/** The CSV export of the current view (the SIP connections report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, SIP_CONNECTIONS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default SipConnectionsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
