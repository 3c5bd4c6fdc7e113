import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";

/** /admin/tenants/:id/delete: an administrator deletes any account's Teams tenant (docs/product.md#admin-only-actions "Admin-only actions"), behind a danger confirmation. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, TEAMS_TENANTS_RESOURCE, "admin");
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, TEAMS_TENANTS_RESOURCE, "admin");

export default function AdminDeleteTeamsTenant() {
  return <EntityDeleteDialog resource={TEAMS_TENANTS_RESOURCE} screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
