import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadViewForm } from "~/features/whatsapp/form/form.server";
import { NumberDialog } from "~/features/whatsapp/form/NumberDialog";

/** /portal/whatsapp_numbers/:id: the number's details, read-only, with its status and connection. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadViewForm(request, context, "portal", params.id ?? "");

export default function WhatsAppNumberDetails() {
  return <NumberDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
