import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireOwnRecord } from "~/features/entities/guard.server";
import { verifySipConnectionDns } from "~/features/sip-connections/dialogs.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";

/** /portal/sip_connections/:id/verify: POST checks the FQDN's DNS TXT record (the view's Verify); a GET shows the view. */
export const loader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? "";
  await requireOwnRecord(request, context, SIP_CONNECTIONS_RESOURCE, "edit", id);
  throw redirect(`/portal/sip_connections/${encodeURIComponent(id)}${new URL(request.url).search}`);
};
export const action = ({ request, context, params }: ActionFunctionArgs) => verifySipConnectionDns(request, context, params.id ?? "");

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
