import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { chargeAction, loadChargeDialog } from "~/features/admin-sip/dialogs.server";
import { ChargeDialog } from "~/features/admin-sip/SipDialogs";

/** /admin/sipConnections/:id/charge: the SIP charge toggle (docs/product.md#sip-settings, #admin-and-ai-calls, #export-call-and-ai-messages); the grid's switches post here. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadChargeDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  chargeAction(request, context, params.id ?? "");

export default ChargeDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
