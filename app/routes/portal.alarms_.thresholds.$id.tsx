import type { LoaderFunctionArgs } from "@remix-run/node";
import { AlarmThresholdDialog } from "~/features/alarms/AlarmThresholdDialog";
import { loadThresholdRecord } from "~/features/alarms/dialogs.server";

/** /portal/alarms/thresholds/:id: the threshold's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadThresholdRecord(request, context, params.id ?? "", "view");

export default function AlarmThresholdDetails() {
  return <AlarmThresholdDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
