import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dnsAction, loadDnsDialog } from "~/features/admin-accounts/dns.server";
import { DnsVerificationDialog } from "~/features/admin-accounts/DnsVerificationDialog";

/** /admin/accounts/:id/dns: the per-client DNS verification toggle (docs/product.md#account-status, #endpoint-names "EnableDNSVerification"). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadDnsDialog(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  dnsAction(request, context, params.id ?? "");

export default DnsVerificationDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
