import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadTryIt, tryItAction } from "~/features/ai-agents/try.server";
import { TryDialog } from "~/features/ai-agents/TryDialog";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiChats from "../../public/locales/en-us/ai-chats.json";

/** The transcript's words (the chat history's namespace). */
export const handle: I18nHandle = { i18n: { "ai-chats": aiChats } };

/** /portal/ai_framework/agents/:id/try: a chat with the agent, each answer with its turn record (docs/features/ai-framework.md#try-it). */
export const loader = (args: LoaderFunctionArgs) => loadTryIt(args);
export const action = (args: ActionFunctionArgs) => tryItAction(args);

export default TryDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
