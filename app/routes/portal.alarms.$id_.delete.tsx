import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteAlarm, loadAlarmDelete } from "~/features/alarms/dialogs.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/:id/delete: the danger confirmation; its POST deletes (ALARMS_DELETE). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAlarmDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteAlarm(request, context, params.id ?? "");

export default function DeleteAlarm() {
  return <EntityDeleteDialog resource={ALARMS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
