import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CampaignDialog } from "~/features/campaigns/CampaignDialog";
import { createCampaign, loadCampaignCreate } from "~/features/campaigns/dialogs.server";

/** /portal/campaigns/new: the create dialog (form mode Create), a multipart form with the contact list; then the campaign's view. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCampaignCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createCampaign(request, context);

export default function NewCampaign() {
  return <CampaignDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
