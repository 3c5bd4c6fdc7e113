import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/new: the create dialog (form mode Create); the platform then creates the connection (up to 10 minutes). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, TEAMS_CONNECTIONS_RESOURCE, "portal", teamsConnectionDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, TEAMS_CONNECTIONS_RESOURCE);

export default function NewTeamsConnection() {
  return <TeamsConnectionDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
