import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmDialog } from "~/features/alarms/AlarmDialog";
import { loadAlarmRecord } from "~/features/alarms/dialogs.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/alarms/:id: any account's alarm, read-only. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAlarmRecord(request, context, params.id ?? "", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminAlarmDetails() {
  return <AlarmDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
