import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ChatDialog } from "~/features/ai-chats/ChatDialog";
import { AI_CHATS_RESOURCE } from "~/features/ai-chats/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/ai_framework/chat_history/:id: any account's conversation, read-only. */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, AI_CHATS_RESOURCE, "view", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminChatDetails() {
  return <ChatDialog screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
