import type { LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { campaignDialogData } from "~/features/campaigns/dialog-data.server";

/** /portal/campaigns/:id: the campaign's details, progress and rejected upload rows (form mode ReadOnly); its Start, Pause, Resume and Cancel post to ./transition. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, CAMPAIGNS_RESOURCE, "view", "portal", campaignDialogData);

export default function CampaignDetails() {
  return <CampaignDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
