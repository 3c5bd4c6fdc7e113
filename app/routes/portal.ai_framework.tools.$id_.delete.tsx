import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isBuiltInToolKey } from "../../contract/wire/aiTools";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { recordHref } from "~/features/entities/resource";

/**
 * /portal/ai_framework/tools/:id/delete: the danger confirmation; its POST deletes. A pre-defined tool
 * (its name is its key: no tool of the account can take one) opens its view, and the platform refuses
 * its delete.
 */
export const loader = async (args: LoaderFunctionArgs) => {
  const confirm = await loadEntityDelete(args, AI_TOOLS_RESOURCE);
  if (isBuiltInToolKey(confirm.name))
    throw redirect(recordHref(AI_TOOLS_RESOURCE, "portal", confirm.id, "view", new URL(args.request.url).search));
  return confirm;
};
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, AI_TOOLS_RESOURCE);

export default function DeleteTool() {
  return <EntityDeleteDialog resource={AI_TOOLS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
