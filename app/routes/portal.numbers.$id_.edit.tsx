import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { numberDialogData } from "~/features/numbers/dialog-data.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";

/** /portal/numbers/:id/edit: Configure (form mode Update): name, default, format, prefix, language and voice. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, NUMBERS_RESOURCE, "edit", "portal", numberDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, NUMBERS_RESOURCE);

export default function ConfigureNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
