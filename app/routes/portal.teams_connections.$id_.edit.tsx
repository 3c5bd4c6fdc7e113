import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editTeamsConnection, loadTeamsConnectionRecord } from "~/features/teams/dialogs.server";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";

/** /portal/teams_connections/:id/edit: the edit dialog (form mode Update): the name; the tenant and region stay. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTeamsConnectionRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editTeamsConnection(request, context, params.id ?? "");

export default function EditTeamsConnection() {
  return <TeamsConnectionDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
