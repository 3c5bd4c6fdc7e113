import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "~/features/teams/resource";

/** /portal/teams_connections/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, TEAMS_CONNECTIONS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, TEAMS_CONNECTIONS_RESOURCE);

export default function DeleteTeamsConnection() {
  return <EntityDeleteDialog resource={TEAMS_CONNECTIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
