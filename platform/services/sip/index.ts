/**
 * The SIP module's connections (mounted at /sip-connection/api; docs/product.md#sip-connection "SIP connection", #sip-connections
 * "SIP", #lookup-calls): the SIP connections collection of the entity store — GET /connections is the grid and
 * the customer lookup of statistics and call history (docs/product.md#lookup-calls "GET {sip module}/connections ... The
 * answer has sipConnections") — and its admin form GET /Connections/admin (withStatus=true, page=1,
 * limit=50, a filter on accountId): the same list, every account, rows named "name (account name)".
 * POST /connections/{id}/verify-dns checks the FQDN's TXT record (dnsVerification.ts). Express
 * matches paths case-insensitively, as the spec writes both cases: /Connections/admin is mounted
 * before the collection's /connections/:id.
 */
import express from "express";
import { ADMIN_SIP_LIST_SPEC } from "../../../contract/lookups";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { getEntity, listEntities } from "../../entities/store";
import { authenticate, callerOf, requireAdmin, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { flag, parseQuery, searchParams } from "../../http/query";
import { adminScope, equalsFilter, sendList } from "../lookups";
import { SIP_CONNECTIONS_ENTITY } from "./definition";
import { verifySipDns } from "./dnsVerification";

export function createSipRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.get(
    "/Connections/admin",
    auth,
    requireAdmin([ROLES.SIPCONNECTIONS_READ]),
    route((req, res) => {
      const params = searchParams(req);
      const query = parseQuery(params, ADMIN_SIP_LIST_SPEC);
      const withStatus = flag(params, "withStatus", false);
      const { rows, total } = listEntities(
        ctx,
        SIP_CONNECTIONS_ENTITY,
        query,
        adminScope(ctx, equalsFilter(query, "accountId")),
      );
      // Without withStatus the admin form carries no status (docs/product.md#lookup-calls).
      const answer = withStatus ? rows : rows.map(({ status: _status, ...rest }) => rest);
      sendList(res, rows, () => ({ sipConnections: answer, pages: { totalElements: total } }));
    }),
  );

  mountEntity(ctx, router, SIP_CONNECTIONS_ENTITY);

  router.post(
    "/connections/:id/verify-dns",
    auth,
    requireRoles(SIP_CONNECTIONS_ENTITY.roles.update),
    route(async (req, res) => {
      const caller = callerOf(req);
      const row = getEntity(ctx, SIP_CONNECTIONS_ENTITY, String(req.params.id), caller.accountId);
      res.json(
        await verifySipDns(ctx, {
          id: row.id,
          fqdn: (row.fqdn as string | null) ?? null,
          status: String(row.status),
          dns_txt_value: (row.dns_txt_value as string | null) ?? null,
        }),
      );
    }),
  );

  router.use("/connections", jsonErrorHandler);
  return router;
}
