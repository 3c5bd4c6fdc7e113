import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(request, context, TEAMS_TENANTS_RESOURCE, params.id ?? "", "edit", "portal");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, TEAMS_TENANTS_RESOURCE, params.id ?? "");

export default function EditTeamsTenant() {
  return <TeamsTenantDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
