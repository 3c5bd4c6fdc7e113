import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createTeamsConnection, loadTeamsConnectionCreate } from "~/features/teams/dialogs.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/new: the create dialog (form mode Create); the platform then creates the connection (up to 10 minutes). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTeamsConnectionCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createTeamsConnection(request, context);

export default function NewTeamsConnection() {
  return <TeamsConnectionDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
