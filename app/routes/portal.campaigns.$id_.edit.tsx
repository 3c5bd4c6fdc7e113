import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { editCampaign, loadCampaignRecord } from "~/features/campaigns/dialogs.server";

/** /portal/campaigns/:id/edit: the edit dialog (form mode Update), drafts only; without a new file the contacts stay. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCampaignRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editCampaign(request, context, params.id ?? "");

export default function EditCampaign() {
  return <CampaignDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
