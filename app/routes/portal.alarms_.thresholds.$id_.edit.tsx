import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { thresholdDialogData } from "~/features/alarms/dialog-data.server";

/** /portal/alarms/thresholds/:id/edit: the edit dialog (form mode Update). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ALARM_THRESHOLDS_RESOURCE, "edit", "portal", thresholdDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, ALARM_THRESHOLDS_RESOURCE);

export default function EditAlarmThreshold() {
  return <AlarmThresholdDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
