import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { campaignTransitionAction, loadCampaignRecord } from "~/features/campaigns/dialogs.server";

/** /portal/campaigns/:id: the campaign's details, progress and rejected upload rows (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCampaignRecord(request, context, params.id ?? "", "view");

/** Start, pause, resume or cancel (intent): the update role, and the platform's check of the state. */
export const action = ({ request, context, params }: ActionFunctionArgs) => campaignTransitionAction(request, context, params.id ?? "");

export default function CampaignDetails() {
  return <CampaignDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
