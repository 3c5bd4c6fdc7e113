import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";

/** /portal/numbers/:id/delete: the danger confirmation; its POST releases the number (status Deleted). */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, NUMBERS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, NUMBERS_RESOURCE);

export default function DeleteNumber() {
  return <EntityDeleteDialog resource={NUMBERS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
