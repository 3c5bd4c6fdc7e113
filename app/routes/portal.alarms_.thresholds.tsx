import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AlarmThresholdsPage } from "~/features/alarms/AlarmThresholdsPage";
import { loadAlarmThresholds } from "~/features/alarms/list.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { entityListAction } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import alarmThresholds from "../../public/locales/en-us/alarm-thresholds.json";
import alarms from "../../public/locales/en-us/alarms.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the tabs and severities are the alarms'. */
export const handle: I18nHandle = { i18n: { "alarm-thresholds": alarmThresholds, alarms, grid } };

/**
 * /portal/alarms/thresholds: the account's alarm thresholds (docs/product.md#role-names ALARMS_THRESHOLDS_READ), a screen
 * of the alarms page; create, view, edit and delete (ALARMS_THRESHOLDS_UPDATE) are nested-route dialogs.
 */
export const loader = (args: LoaderFunctionArgs) => loadAlarmThresholds(args);

/** The CSV export of the current view (the thresholds report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, ALARM_THRESHOLDS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AlarmThresholdsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
