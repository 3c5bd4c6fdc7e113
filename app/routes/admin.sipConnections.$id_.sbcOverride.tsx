import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadSbcOverrideDialog, sbcOverrideAction } from "~/features/admin-sip/dialogs.server";
import { SbcOverrideDialog } from "~/features/admin-sip/SipDialogs";

/** /admin/sipConnections/:id/sbcOverride: the connection's session-border configuration override (docs/product.md#sip-settings, #admin-and-ai-calls). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadSbcOverrideDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  sbcOverrideAction(request, context, params.id ?? "");

export default SbcOverrideDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
