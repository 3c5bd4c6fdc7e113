import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteTeamsConnection, loadTeamsConnectionDelete } from "~/features/teams/dialogs.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";

/** /portal/teams_connections/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsConnectionDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteTeamsConnection(request, context, params.id ?? "");

export default function DeleteTeamsConnection() {
  return <EntityDeleteDialog resource={TEAMS_CONNECTIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
