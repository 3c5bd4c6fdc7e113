/**
 * The bots module (mounted at /bots/api; docs/product.md#endpoint-names "Bots", #lookup-calls): the bots collection of the entity
 * store (the grid, its dialogs, the report generator, and the lookups of statistics and the dashboard:
 * GET /bots?limit=1000), the frameworks catalogue (AvailableFrameworks) and the regions (Config/regions).
 */
import express from "express";
import { BOT_MAIN_FRAMEWORKS } from "../../../contract/enums/bots";
import { BOT_FRAMEWORKS } from "../../../contract/wire/bots";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { authenticate, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { BOTS_ENTITY } from "./definition";

export function createBotsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  mountEntity(ctx, router, BOTS_ENTITY);

  router.get(
    "/AvailableFrameworks",
    authenticate(ctx),
    requireRoles([ROLES.BOTS_READ]),
    route((_req, res) => {
      res.json({ mainFrameworks: BOT_MAIN_FRAMEWORKS, frameworks: BOT_FRAMEWORKS });
    }),
  );

  router.get(
    "/Config/regions",
    authenticate(ctx),
    requireRoles([ROLES.BOTS_READ]),
    route((_req, res) => {
      res.json({
        regions: ctx.db
          .prepare("SELECT region_id AS regionId, region_name AS regionName FROM regions ORDER BY region_name")
          .all(),
      });
    }),
  );

  router.use(["/AvailableFrameworks", "/Config"], jsonErrorHandler);
  return router;
}
