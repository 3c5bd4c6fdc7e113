import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ALARMS_RESOURCE } from "~/features/alarms/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/alarms/:id/delete: the danger confirmation; its POST deletes (ALARMS_DELETE). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, ALARMS_RESOURCE, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, ALARMS_RESOURCE, params.id ?? "");

export default function DeleteAlarm() {
  return <EntityDeleteDialog resource={ALARMS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
