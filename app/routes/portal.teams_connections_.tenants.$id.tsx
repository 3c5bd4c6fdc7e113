import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTeamsTenantRecord } from "~/features/teams/dialogs.server";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/:id: the tenant's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsTenantRecord(request, context, params.id ?? "", "view");

export default function TeamsTenantDetails() {
  return <TeamsTenantDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
