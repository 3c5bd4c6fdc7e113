import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cacProfileAction, loadCacProfileDialog } from "~/features/admin-sip/dialogs.server";
import { CacProfileDialog } from "~/features/admin-sip/SipDialogs";

/** /admin/sipConnections/:id/cacProfile: the connection's call-limit profile (docs/product.md#sip-settings, #admin-and-ai-calls). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCacProfileDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  cacProfileAction(request, context, params.id ?? "");

export default CacProfileDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
