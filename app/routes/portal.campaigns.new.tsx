import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { campaignDialogData } from "~/features/campaigns/dialog-data.server";

/** /portal/campaigns/new: the create dialog (form mode Create), a multipart form with the contact list; then the campaign's view. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, CAMPAIGNS_RESOURCE, "portal", campaignDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, CAMPAIGNS_RESOURCE);

export default function NewCampaign() {
  return <CampaignDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
