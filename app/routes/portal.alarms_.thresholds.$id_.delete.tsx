import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteThreshold, loadThresholdDelete } from "~/features/alarms/dialogs.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/thresholds/:id/delete: the danger confirmation; its POST deletes the threshold and clears its alarm. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadThresholdDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteThreshold(request, context, params.id ?? "");

export default function DeleteAlarmThreshold() {
  return <EntityDeleteDialog resource={ALARM_THRESHOLDS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
