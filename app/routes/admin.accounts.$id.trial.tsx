import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ExtendTrialDialog } from "~/features/admin-accounts/ExtendTrialDialog";
import { extendTrialAction, loadTrialDialog } from "~/features/admin-accounts/trial.server";

/** /admin/accounts/:id/trial: extend a trial account by 30 days (docs/product.md#account-status). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadTrialDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  extendTrialAction(request, context, params.id ?? "");

export default ExtendTrialDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
