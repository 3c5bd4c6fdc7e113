import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { campaignDialogData } from "~/features/campaigns/dialog-data.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/campaigns/:id: any account's campaign, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, CAMPAIGNS_RESOURCE, "view", "admin", campaignDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminCampaignDetails() {
  return <CampaignDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
