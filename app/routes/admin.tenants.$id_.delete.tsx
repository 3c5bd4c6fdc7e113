import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteTeamsTenantAsAdmin, loadTeamsTenantAdminDelete } from "~/features/teams/dialogs.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";

/** /admin/tenants/:id/delete: an administrator deletes any account's Teams tenant (000 §6 "Admin-only actions"), behind a danger confirmation. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsTenantAdminDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteTeamsTenantAsAdmin(request, context, params.id ?? "");

export default function AdminDeleteTeamsTenant() {
  return <EntityDeleteDialog resource={TEAMS_TENANTS_RESOURCE} screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
