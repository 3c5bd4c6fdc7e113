import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { editThreshold, loadThresholdRecord } from "~/features/alarms/dialogs.server";

/** /portal/alarms/thresholds/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadThresholdRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editThreshold(request, context, params.id ?? "");

export default function EditAlarmThreshold() {
  return <AlarmThresholdDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
