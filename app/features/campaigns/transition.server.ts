import type { RouteArgs } from "~/features/entities/route-args";
import { json } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import {
  CAMPAIGN_TRANSITION_NAMES,
  campaignTransitionPath,
  type CampaignTransition,
} from "../../../contract/wire/campaigns";
import { runRecordAction } from "~/features/entities/record-action.server";
import { CAMPAIGNS_RESOURCE } from "./resource";

const TRANSITION_TOASTS = {
  start: MSG.success_campaign_start,
  pause: MSG.success_campaign_pause,
  resume: MSG.success_campaign_resume,
  cancel: MSG.success_campaign_cancel,
} as const satisfies Record<CampaignTransition, string>;

/**
 * POST /portal/campaigns/<id>/transition with intent start, pause, resume or cancel (back to the view):
 * the platform checks the transition against the state in one transaction, so a refused one (a double
 * start, a start after completion) comes back as its message.
 */
export const campaignTransitionAction = (args: RouteArgs) =>
  runRecordAction(args, CAMPAIGNS_RESOURCE, "transition", async ({ api }) => {
    const id = args.params?.id ?? "";
    const intent = (await args.request.formData()).get("intent");
    if (typeof intent !== "string" || !(CAMPAIGN_TRANSITION_NAMES as string[]).includes(intent))
      throw json({ messages: [] }, { status: 400 });
    const transition = intent as CampaignTransition;
    await api.post(campaignTransitionPath(id, transition), {});
    return { type: "success", message: TRANSITION_TOASTS[transition] };
  });
