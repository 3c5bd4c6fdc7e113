import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { createThreshold, loadThresholdCreate } from "~/features/alarms/dialogs.server";

/** /portal/alarms/thresholds/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadThresholdCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createThreshold(request, context);

export default function NewAlarmThreshold() {
  return <AlarmThresholdDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
