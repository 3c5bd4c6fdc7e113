import type { LoaderFunctionArgs } from "@remix-run/node";
import { AlarmDialog } from "~/features/alarms/AlarmDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { alarmDialogData } from "~/features/alarms/dialog-data.server";

/** /portal/alarms/:id: the alarm's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ALARMS_RESOURCE, "view", "portal", alarmDialogData);

export default function AlarmDetails() {
  return <AlarmDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
