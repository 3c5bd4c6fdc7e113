import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";

/** /admin/tenants/:id: any account's Teams tenant, read-only. */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, TEAMS_TENANTS_RESOURCE, "view", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminTeamsTenantDetails() {
  return <TeamsTenantDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
