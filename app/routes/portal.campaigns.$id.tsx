import type { LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { loadCampaignRecord } from "~/features/campaigns/dialogs.server";

/** /portal/campaigns/:id: the campaign's details, progress and rejected upload rows (form mode ReadOnly); its Start, Pause, Resume and Cancel post to ./transition. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCampaignRecord(request, context, params.id ?? "", "view");

export default function CampaignDetails() {
  return <CampaignDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
