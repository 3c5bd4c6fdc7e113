import type { LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { loadBotRecord } from "~/features/bots/dialogs.server";

/** /portal/bots/:id: the bot's details (form mode ReadOnly); its secrets only as set or not. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBotRecord(request, context, params.id ?? "", "view");

export default function BotDetails() {
  return <BotDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
