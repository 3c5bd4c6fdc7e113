import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadRecordAction } from "~/features/entities/record-action.server";
import { verifySipConnectionDns } from "~/features/sip-connections/verify.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";

/**
 * /portal/sip_connections/:id/verify: the view's "Verify DNS record" posts here (the FQDN's TXT
 * record is checked, then back to the view with the outcome). A GET shows the list, after the same
 * guard: the caller's own connection and the update role.
 */
export const loader = (args: LoaderFunctionArgs) => loadRecordAction(args, SIP_CONNECTIONS_RESOURCE, "verify");
export const action = (args: ActionFunctionArgs) => verifySipConnectionDns(args);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
