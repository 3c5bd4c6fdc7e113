import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { ChatHistoryPage } from "~/features/ai-chats/ChatHistoryPage";
import { AI_CHATS_RESOURCE } from "~/features/ai-chats/resource";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiChats from "../../public/locales/en-us/ai-chats.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "ai-chats": aiChats, grid } };

/** /admin/ai_framework/chat_history: every account's conversations, with the account columns. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_CHATS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_CHATS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default ChatHistoryPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
