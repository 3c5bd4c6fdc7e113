import type { LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { thresholdDialogData } from "~/features/alarms/dialog-data.server";

/** /portal/alarms/thresholds/:id: the threshold's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ALARM_THRESHOLDS_RESOURCE, "view", "portal", thresholdDialogData);

export default function AlarmThresholdDetails() {
  return <AlarmThresholdDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
