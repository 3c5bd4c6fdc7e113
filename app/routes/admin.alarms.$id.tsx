import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AlarmDialog } from "~/features/alarms/AlarmDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { alarmDialogData } from "~/features/alarms/dialog-data.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/alarms/:id: any account's alarm, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ALARMS_RESOURCE, "view", "admin", alarmDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminAlarmDetails() {
  return <AlarmDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
