import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { whatsAppDialogData } from "~/features/whatsapp/dialog-data.server";
import { NumberDialog } from "~/features/whatsapp/NumberDialog";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";

/** /portal/whatsapp_numbers/new: the create dialog; its action POSTs the number, then opens its connect step (the sign-up). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, WHATSAPP_RESOURCE, "portal", whatsAppDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, WHATSAPP_RESOURCE);

export default function NewWhatsAppNumber() {
  return <NumberDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
