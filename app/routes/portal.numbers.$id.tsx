import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { numberDialogData } from "~/features/numbers/dialog-data.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";

/** /portal/numbers/:id: the number's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, NUMBERS_RESOURCE, "view", "portal", numberDialogData);

export default function NumberDetails() {
  return <NumberDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
