/**
 * The campaigns module (mounted at /bots/api beside the bots: a campaign is a bot calling out): the
 * campaigns collection of the entity store (grid, dialogs, report generator) and the state
 * transitions, POST /campaigns/{id}/start|pause|resume|cancel (CAMPAIGNS_UPDATE; the caller's own
 * account's campaigns only, administrators' included).
 */
import express from "express";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import { ROLES } from "../../../contract/roles";
import { CAMPAIGN_TRANSITION_NAMES, CAMPAIGNS_API } from "../../../contract/wire/campaigns";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { detailOf, getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { CAMPAIGNS_ENTITY } from "./definition";
import { transitionCampaign } from "./transitions";

export function createCampaignsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const { collection, report } = CAMPAIGNS_API;
  // Before the entity router's own parser (which then finds the body read): a form carries its CSV.
  router.use([collection, report], express.json({ limit: CAMPAIGNS.PLATFORM_BODY_MAX_BYTES }));

  for (const transition of CAMPAIGN_TRANSITION_NAMES) {
    router.post(
      `${collection}/:id/${transition}`,
      authenticate(ctx),
      requireRoles([ROLES.CAMPAIGNS_UPDATE]),
      route((req, res) => {
        const caller = callerOf(req);
        const id = String(req.params.id);
        transitionCampaign(ctx, caller.accountId, caller.sub, id, transition);
        res.json(detailOf(CAMPAIGNS_ENTITY, getEntity(ctx, CAMPAIGNS_ENTITY, id, caller.accountId), false));
      }),
    );
  }

  mountEntity(ctx, router, CAMPAIGNS_ENTITY);
  router.use([collection, report], jsonErrorHandler);
  return router;
}
