import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";

/** /portal/bots/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, BOTS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, BOTS_RESOURCE);

export default function DeleteBot() {
  return <EntityDeleteDialog resource={BOTS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
