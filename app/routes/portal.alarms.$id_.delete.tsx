import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/:id/delete: the danger confirmation; its POST deletes (ALARMS_DELETE). */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, ALARMS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, ALARMS_RESOURCE);

export default function DeleteAlarm() {
  return <EntityDeleteDialog resource={ALARMS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
