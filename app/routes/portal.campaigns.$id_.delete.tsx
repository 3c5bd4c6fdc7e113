import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/campaigns/:id/delete: the danger confirmation; its POST deletes (a campaign that may still call is cancelled first). */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, CAMPAIGNS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, CAMPAIGNS_RESOURCE);

export default function DeleteCampaign() {
  return <EntityDeleteDialog resource={CAMPAIGNS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
