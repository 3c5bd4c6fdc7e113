/**
 * The routing module (mounted at /routing/api; docs/product.md#base-paths "/routing/api", the routing rules and groups
 * report generators): the rules and groups collections of the entity store, what a rule's form may
 * choose from (GET /RoutingChoices), and the rule tester (POST /RoutingRules/test), which answers with
 * the matcher the simulator routes its calls with.
 */
import express from "express";
import { ROLES } from "../../../contract/roles";
import { parseEndpointValue, RoutingTestSchema, type RoutingChoices } from "../../../contract/wire/routing";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { matchRoute } from "../../routing/matcher";
import { accountEndpoints, loadRoutingTable } from "../../routing/table";
import { ROUTING_GROUPS_ENTITY } from "./groups";
import { ROUTING_RULES_ENTITY } from "./rules";

export function createRoutingRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const read = [authenticate(ctx), requireRoles([ROLES.ROUTINGRULES_READ])];

  // Before the rules collection: "test" is no rule id.
  router.post(
    "/RoutingRules/test",
    ...read,
    express.json(),
    route((req, res) => {
      const caller = callerOf(req);
      const test = RoutingTestSchema.parse(req.body);
      const table = loadRoutingTable(ctx.db, caller.accountId);
      res.json(
        matchRoute(table.rules, table.live, {
          origin: parseEndpointValue(test.origin)!,
          calling: test.calling,
          called: test.called,
          eventType: test.eventType,
        }),
      );
    }),
  );

  router.get(
    "/RoutingChoices",
    ...read,
    route((req, res) => {
      const caller = callerOf(req);
      const answer: RoutingChoices = {
        endpoints: accountEndpoints(ctx.db, caller.accountId),
        groups: ctx.db
          .prepare(
            "SELECT id, name FROM routing_groups WHERE account_id = ? AND deleted_at IS NULL ORDER BY name COLLATE NOCASE, id",
          )
          .all(caller.accountId) as RoutingChoices["groups"],
        regions: ctx.db
          .prepare("SELECT region_id AS regionId, region_name AS regionName FROM regions ORDER BY region_name")
          .all() as RoutingChoices["regions"],
      };
      res.json(answer);
    }),
  );
  router.use(["/RoutingRules/test", "/RoutingChoices"], jsonErrorHandler);

  mountEntity(ctx, router, ROUTING_RULES_ENTITY);
  mountEntity(ctx, router, ROUTING_GROUPS_ENTITY);
  return router;
}
