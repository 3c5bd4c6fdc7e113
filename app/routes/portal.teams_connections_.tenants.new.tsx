import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) => loadEntityCreate(args, TEAMS_TENANTS_RESOURCE, "portal");
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, TEAMS_TENANTS_RESOURCE);

export default function NewTeamsTenant() {
  return <TeamsTenantDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
