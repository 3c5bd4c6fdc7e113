import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction } from "~/features/entities/list.server";
import { loadSipConnectionList } from "~/features/sip-connections/list.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { SipConnectionsPage } from "~/features/sip-connections/SipConnectionsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminSip from "../../public/locales/en-us/admin-sip.json";
import sipConnections from "../../public/locales/en-us/sip-connections.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "sip-connections": sipConnections, "admin-sip": adminSip, grid } };

/**
 * /admin/sipConnections: every account's SIP connections with the account columns (docs/product.md#admin-routes), the
 * entity screen's admin mode; its rows keep the admin-only dialogs (call-limit profile, SBC
 * override, SIP charge: docs/product.md#sip-settings) as nested routes.
 */
export const loader = (args: LoaderFunctionArgs) => loadSipConnectionList(args, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, SIP_CONNECTIONS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default SipConnectionsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
