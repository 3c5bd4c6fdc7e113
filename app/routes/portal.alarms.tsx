import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AlarmsPage } from "~/features/alarms/AlarmsPage";
import { loadAlarms } from "~/features/alarms/list.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { entityListAction } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import alarmThresholds from "../../public/locales/en-us/alarm-thresholds.json";
import alarms from "../../public/locales/en-us/alarms.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the alarms resources name both namespaces. */
export const handle: I18nHandle = { i18n: { alarms, "alarm-thresholds": alarmThresholds, grid } };

/**
 * /portal/alarms: the account's alarms (docs/product.md#portal-routes, #portal-gates ALARMS_READ), raised by the platform; view and
 * delete (ALARMS_DELETE) are nested-route dialogs. The thresholds are the screen's second tab.
 */
export const loader = (args: LoaderFunctionArgs) => loadAlarms(args, "portal");

/** The CSV export of the current view (the alarms report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, ALARMS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AlarmsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
