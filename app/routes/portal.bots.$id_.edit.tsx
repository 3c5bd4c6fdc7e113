import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BotDialog } from "~/features/bots/BotDialog";
import { editBot, loadBotRecord } from "~/features/bots/dialogs.server";

/** /portal/bots/:id/edit: the edit dialog (form mode Update); an empty secret keeps the stored one. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBotRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editBot(request, context, params.id ?? "");

export default function EditBot() {
  return <BotDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
