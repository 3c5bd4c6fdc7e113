import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";

/** /portal/routing/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, ROUTING_RULES_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, ROUTING_RULES_RESOURCE);

export default function DeleteRoutingRule() {
  return <EntityDeleteDialog resource={ROUTING_RULES_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
