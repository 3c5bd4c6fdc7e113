import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteCampaign, loadCampaignDelete } from "~/features/campaigns/dialogs.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";

/** /portal/campaigns/:id/delete: the danger confirmation; its POST deletes (a campaign that may still call is cancelled first). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCampaignDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteCampaign(request, context, params.id ?? "");

export default function DeleteCampaign() {
  return <EntityDeleteDialog resource={CAMPAIGNS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
