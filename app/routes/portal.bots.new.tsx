import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { createBot, loadBotCreate } from "~/features/bots/dialogs.server";

/** /portal/bots/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBotCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createBot(request, context);

export default function NewBot() {
  return <BotDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
