import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editTeamsTenant, loadTeamsTenantRecord } from "~/features/teams/dialogs.server";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsTenantRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editTeamsTenant(request, context, params.id ?? "");

export default function EditTeamsTenant() {
  return <TeamsTenantDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
