import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AI_CHATS_RESOURCE } from "~/features/ai-chats/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";

/** /portal/ai_framework/chat_history/:id/delete: the danger confirmation; its POST deletes the conversation. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, AI_CHATS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, AI_CHATS_RESOURCE);

export default function DeleteChat() {
  return <EntityDeleteDialog resource={AI_CHATS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
