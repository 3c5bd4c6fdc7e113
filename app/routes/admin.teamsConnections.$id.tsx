import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadTeamsConnectionRecord } from "~/features/teams/dialogs.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /admin/teamsConnections/:id: any account's Teams connection, read-only. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsConnectionRecord(request, context, params.id ?? "", "view", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminTeamsConnectionDetails() {
  return <TeamsConnectionDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
