import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editRoutingRule, loadRoutingRuleRecord } from "~/features/routing/dialogs.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRoutingRuleRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editRoutingRule(request, context, params.id ?? "");

export default function EditRoutingRule() {
  return <RoutingRuleDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
