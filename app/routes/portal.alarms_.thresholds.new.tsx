import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { thresholdDialogData } from "~/features/alarms/dialog-data.server";

/** /portal/alarms/thresholds/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, ALARM_THRESHOLDS_RESOURCE, "portal", thresholdDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, ALARM_THRESHOLDS_RESOURCE);

export default function NewAlarmThreshold() {
  return <AlarmThresholdDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
