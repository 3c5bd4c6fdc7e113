import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/:id/edit: the edit dialog (form mode Update). */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, TEAMS_TENANTS_RESOURCE, "edit", "portal");
export const action = (args: ActionFunctionArgs) => entityEditAction(args, TEAMS_TENANTS_RESOURCE);

export default function EditTeamsTenant() {
  return <TeamsTenantDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
