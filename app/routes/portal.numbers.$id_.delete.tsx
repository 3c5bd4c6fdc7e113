import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteNumber, loadNumberDelete } from "~/features/numbers/dialogs.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";

/** /portal/numbers/:id/delete: the danger confirmation; its POST releases the number (status Deleted). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNumberDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteNumber(request, context, params.id ?? "");

export default function DeleteNumber() {
  return <EntityDeleteDialog resource={NUMBERS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
