import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /admin/teamsConnections/:id: any account's Teams connection, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, TEAMS_CONNECTIONS_RESOURCE, "view", "admin", teamsConnectionDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminTeamsConnectionDetails() {
  return <TeamsConnectionDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
