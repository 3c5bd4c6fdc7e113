import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { campaignTransitionAction } from "~/features/campaigns/transition.server";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { loadRecordAction } from "~/features/entities/record-action.server";

/**
 * /portal/campaigns/:id/transition: the view's Start, Pause, Resume and Cancel post here (intent),
 * then back to the view. A GET shows the list, after the same guard: the caller's own campaign and
 * the update role.
 */
export const loader = (args: LoaderFunctionArgs) => loadRecordAction(args, CAMPAIGNS_RESOURCE, "transition");
export const action = (args: ActionFunctionArgs) => campaignTransitionAction(args);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
