import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createAction, loadCreateForm } from "~/features/whatsapp/form/form.server";
import { NumberDialog } from "~/features/whatsapp/form/NumberDialog";

/** /portal/whatsapp_numbers/new: the create dialog; its action POSTs the number, then the sign-up follows. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCreateForm(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createAction(request, context);

export default function NewWhatsAppNumber() {
  return <NumberDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
