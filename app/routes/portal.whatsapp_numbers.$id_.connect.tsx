import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { finalizeAction, loadConnect } from "~/features/whatsapp/connect/connect.server";
import { ConnectDialog } from "~/features/whatsapp/connect/ConnectDialog";

/** /portal/whatsapp_numbers/:id/connect: the provider's sign-up, then finalize (docs/product.md#whatsapp-numbers). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadConnect(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  finalizeAction(request, context, params.id ?? "", "connect");

export default ConnectDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
