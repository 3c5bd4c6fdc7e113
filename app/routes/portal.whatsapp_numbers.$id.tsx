import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { NumberDialog } from "~/features/whatsapp/NumberDialog";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /portal/whatsapp_numbers/:id: the number's details, read-only, with its status and connection. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, WHATSAPP_RESOURCE, "view", "portal", whatsAppDialogData);

export default function WhatsAppNumberDetails() {
  return <NumberDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
