import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { numberTestCallAction } from "~/features/numbers/test-call.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { listPath } from "~/features/entities/resource";
import { requireOwnRecord } from "~/features/entities/guard.server";

/**
 * /portal/numbers/:id/test-call: the number view's "Place a test call" posts here; the call then opens
 * in the call history. A GET goes to the numbers list, after the same guard (the caller's own number).
 */
export const loader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? "";
  await requireOwnRecord(request, context, NUMBERS_RESOURCE, "edit", id);
  throw redirect(listPath(NUMBERS_RESOURCE, "portal"));
};
export const action = ({ request, context, params }: ActionFunctionArgs) => numberTestCallAction(request, context, params.id ?? "");

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
