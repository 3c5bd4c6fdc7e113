import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";

/** /portal/bots/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, BOTS_RESOURCE, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, BOTS_RESOURCE, params.id ?? "");

export default function DeleteBot() {
  return <EntityDeleteDialog resource={BOTS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
