import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { numberTestCallAction } from "~/features/numbers/test-call.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { loadRecordAction } from "~/features/entities/record-action.server";

/**
 * /portal/numbers/:id/test-call: the number view's "Place a test call" posts here; the call then opens
 * in the call history. A GET shows the list, after the same guard (the caller's own number, the test call's roles).
 */
export const loader = (args: LoaderFunctionArgs) => loadRecordAction(args, NUMBERS_RESOURCE, "test-call");
export const action = (args: ActionFunctionArgs) => numberTestCallAction(args);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
