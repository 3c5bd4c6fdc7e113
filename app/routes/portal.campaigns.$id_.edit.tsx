import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { campaignDialogData } from "~/features/campaigns/dialog-data.server";

/** /portal/campaigns/:id/edit: the edit dialog (form mode Update), drafts only; without a new file the contacts stay. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, CAMPAIGNS_RESOURCE, "edit", "portal", campaignDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, CAMPAIGNS_RESOURCE);

export default function EditCampaign() {
  return <CampaignDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
