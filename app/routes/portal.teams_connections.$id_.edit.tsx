import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/:id/edit: the edit dialog (form mode Update): the name; the tenant and region stay. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(
    request,
    context,
    TEAMS_CONNECTIONS_RESOURCE,
    params.id ?? "",
    "edit",
    "portal",
    teamsConnectionDialogData,
  );
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, TEAMS_CONNECTIONS_RESOURCE, params.id ?? "");

export default function EditTeamsConnection() {
  return <TeamsConnectionDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
