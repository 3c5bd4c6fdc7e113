import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteRoutingRule, loadRoutingRuleDelete } from "~/features/routing/dialogs.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";

/** /portal/routing/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRoutingRuleDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteRoutingRule(request, context, params.id ?? "");

export default function DeleteRoutingRule() {
  return <EntityDeleteDialog resource={ROUTING_RULES_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
