import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/thresholds/:id/delete: the danger confirmation; its POST deletes the threshold and clears its alarm. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, ALARM_THRESHOLDS_RESOURCE, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, ALARM_THRESHOLDS_RESOURCE, params.id ?? "");

export default function DeleteAlarmThreshold() {
  return <EntityDeleteDialog resource={ALARM_THRESHOLDS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
