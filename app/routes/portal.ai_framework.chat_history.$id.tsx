import type { LoaderFunctionArgs } from "@remix-run/node";
import { ChatDialog } from "~/features/ai-chats/ChatDialog";
import { AI_CHATS_RESOURCE } from "~/features/ai-chats/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/chat_history/:id: a conversation's transcript with each turn's record. */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, AI_CHATS_RESOURCE, "view", "portal");

export default function ChatDetails() {
  return <ChatDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
