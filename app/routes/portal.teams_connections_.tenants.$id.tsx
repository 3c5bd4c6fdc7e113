import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /portal/teams_connections/tenants/:id: the tenant's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, TEAMS_TENANTS_RESOURCE, "view", "portal");

export default function TeamsTenantDetails() {
  return <TeamsTenantDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
