import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { numberTestCallAction } from "~/features/numbers/test-call.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { loadRecordAction } from "~/features/entities/record-action.server";

/**
 * /portal/numbers/:id/test-call: the number view's "Place a test call" posts here; the call then opens
 * in the call history. A GET shows the list, after the same guard (the caller's own number, the test call's roles).
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadRecordAction(request, context, NUMBERS_RESOURCE, params.id ?? "", "test-call");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  numberTestCallAction(request, context, params.id ?? "");

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
