import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { numberDialogData } from "~/features/numbers/dialog-data.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";

/** /portal/numbers/:id/edit: Configure (form mode Update): name, default, format, prefix, language and voice. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(request, context, NUMBERS_RESOURCE, params.id ?? "", "edit", "portal", numberDialogData);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, NUMBERS_RESOURCE, params.id ?? "");

export default function ConfigureNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
