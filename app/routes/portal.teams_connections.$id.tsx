import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/:id: the connection's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, TEAMS_CONNECTIONS_RESOURCE, "view", "portal", teamsConnectionDialogData);

export default function TeamsConnectionDetails() {
  return <TeamsConnectionDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
