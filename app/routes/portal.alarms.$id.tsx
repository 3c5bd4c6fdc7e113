import type { LoaderFunctionArgs } from "@remix-run/node";
import { AlarmDialog } from "~/features/alarms/AlarmDialog";
import { loadAlarmRecord } from "~/features/alarms/dialogs.server";

/** /portal/alarms/:id: the alarm's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAlarmRecord(request, context, params.id ?? "", "portal");

export default function AlarmDetails() {
  return <AlarmDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
