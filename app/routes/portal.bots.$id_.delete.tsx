import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteBot, loadBotDelete } from "~/features/bots/dialogs.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/bots/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBotDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteBot(request, context, params.id ?? "");

export default function DeleteBot() {
  return <EntityDeleteDialog resource={BOTS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
