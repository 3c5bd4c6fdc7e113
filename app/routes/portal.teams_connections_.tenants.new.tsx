import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createTeamsTenant, loadTeamsTenantCreate } from "~/features/teams/dialogs.server";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTeamsTenantCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createTeamsTenant(request, context);

export default function NewTeamsTenant() {
  return <TeamsTenantDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
