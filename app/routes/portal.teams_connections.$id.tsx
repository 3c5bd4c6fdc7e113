import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTeamsConnectionRecord } from "~/features/teams/dialogs.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/:id: the connection's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsConnectionRecord(request, context, params.id ?? "", "view");

export default function TeamsConnectionDetails() {
  return <TeamsConnectionDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
