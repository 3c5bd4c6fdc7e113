import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /admin/routing/:id: any account's routing rule, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ROUTING_RULES_RESOURCE, "view", "admin", routingRuleDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminRoutingRuleDetails() {
  return <RoutingRuleDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
