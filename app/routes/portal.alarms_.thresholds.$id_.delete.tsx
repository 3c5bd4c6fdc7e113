import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ALARM_THRESHOLDS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/thresholds/:id/delete: the danger confirmation; its POST deletes the threshold and clears its alarm. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, ALARM_THRESHOLDS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, ALARM_THRESHOLDS_RESOURCE);

export default function DeleteAlarmThreshold() {
  return <EntityDeleteDialog resource={ALARM_THRESHOLDS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
