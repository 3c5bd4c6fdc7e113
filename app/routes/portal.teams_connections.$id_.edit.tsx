import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/:id/edit: the edit dialog (form mode Update): the name; the tenant and region stay. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, TEAMS_CONNECTIONS_RESOURCE, "edit", "portal", teamsConnectionDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, TEAMS_CONNECTIONS_RESOURCE);

export default function EditTeamsConnection() {
  return <TeamsConnectionDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
