/**
 * Admin settings of one SIP connection (mounted at /sip-connection/api; docs/product.md#admin-and-ai-calls): the call-limit
 * profile (GET cacProfilesDefs, PATCH cacProfile, both with id and userId), the SBC override (GET and
 * PATCH overrideSbcConfig, the PATCH body is the object) and the SIP charge flag (PATCH
 * connections/admin/{id}/shouldChargeSip). Administrators only; every change is audited.
 */
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import express, { type Request } from "express";
import { z } from "zod";
import { ROLES } from "../../../contract/roles";
import { SipCacProfileUpdateSchema, SipChargeSchema, SipOverrideBodySchema } from "../../../contract/wire/admin";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin } from "../../http/auth";
import { badRequest, jsonErrorHandler, notFound, route } from "../../http/errors";
import { cacProfileDefs } from "./profiles";

interface ConnectionRow {
  id: string;
  account_id: string;
  cac_profile_id: string | null;
  override_sbc_config: string;
  should_charge: number;
}

const TargetSchema = z.object({ id: z.string().min(1), userId: z.string().min(1).optional() });

/** The live connection `id` (of account `userId` when given, as the spec's query names it). */
function connectionOf(ctx: PlatformContext, id: string, accountId?: string): ConnectionRow {
  const row = ctx.db
    .prepare(
      "SELECT id, account_id, cac_profile_id, override_sbc_config, should_charge FROM sip_connections WHERE id = ? AND deleted_at IS NULL",
    )
    .get(id) as ConnectionRow | undefined;
  if (!row || (accountId !== undefined && row.account_id !== accountId)) throw notFound("SIP connection not found");
  return row;
}

function target(ctx: PlatformContext, req: Request): ConnectionRow {
  const parsed = TargetSchema.safeParse(req.query);
  if (!parsed.success) throw badRequest("id is required");
  return connectionOf(ctx, parsed.data.id, parsed.data.userId);
}

/**
 * One audited change: the connection is read, changed and the audit row written in one write
 * transaction, so the "before" is what was really replaced and no change lands unaudited.
 */
function changeAudited<T>(
  ctx: PlatformContext,
  req: Request,
  action: string,
  find: () => ConnectionRow,
  change: (row: ConnectionRow) => { before: unknown; after: unknown; answer: T },
): T {
  return writeTransaction(ctx.db, () => {
    const row = find();
    const { before, after, answer } = change(row);
    recordAudit(
      ctx,
      callerOf(req),
      row.account_id,
      action,
      { id: row.id, ...(before as object) },
      { id: row.id, ...(after as object) },
    );
    return answer;
  });
}

export function createSipAdminSettingsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const admin = [authenticate(ctx), requireAdmin([ROLES.SIPCONNECTIONS_UPDATE])];
  router.use(
    ["/Connections/admin/cacProfile", "/Connections/admin/overrideSbcConfig", "/connections/admin"],
    express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_SIP_ADMIN_BYTES }),
  );

  router.get(
    "/Connections/admin/cacProfilesDefs",
    ...admin,
    route((req, res) => {
      const row = target(ctx, req);
      res.json({ ...cacProfileDefs(ctx), current: row.cac_profile_id });
    }),
  );

  router.patch(
    "/Connections/admin/cacProfile",
    ...admin,
    route((req, res) => {
      target(ctx, req); // an unknown connection is 404 before a bad body is 400
      const { cacProfile } = SipCacProfileUpdateSchema.parse(req.body);
      if (!ctx.db.prepare("SELECT 1 FROM cac_profiles WHERE profile_id = ?").get(cacProfile))
        throw badRequest("cacProfile: unknown call-limit profile");
      const answer = changeAudited(
        ctx,
        req,
        "sip.cacProfile",
        () => target(ctx, req),
        (row) => {
          ctx.db.prepare("UPDATE sip_connections SET cac_profile_id = ? WHERE id = ?").run(cacProfile, row.id);
          return { before: { cacProfile: row.cac_profile_id }, after: { cacProfile }, answer: { cacProfile } };
        },
      );
      res.json(answer);
    }),
  );

  router.get(
    "/Connections/admin/overrideSbcConfig",
    ...admin,
    route((req, res) => {
      res.json({ overrideSbcConfig: JSON.parse(target(ctx, req).override_sbc_config) as unknown });
    }),
  );

  router.patch(
    "/Connections/admin/overrideSbcConfig",
    ...admin,
    route((req, res) => {
      target(ctx, req); // an unknown connection is 404 before a bad body is 400
      const parsed = SipOverrideBodySchema.safeParse(req.body);
      if (!parsed.success || Array.isArray(req.body)) throw badRequest("labels_invalid_json_format");
      const overrideSbcConfig = parsed.data;
      const answer = changeAudited(
        ctx,
        req,
        "sip.overrideSbcConfig",
        () => target(ctx, req),
        (row) => {
          ctx.db
            .prepare("UPDATE sip_connections SET override_sbc_config = ? WHERE id = ?")
            .run(JSON.stringify(overrideSbcConfig), row.id);
          return {
            before: { overrideSbcConfig: JSON.parse(row.override_sbc_config) as unknown },
            after: { overrideSbcConfig },
            answer: { overrideSbcConfig },
          };
        },
      );
      res.json(answer);
    }),
  );

  router.patch(
    "/connections/admin/:id/shouldChargeSip",
    ...admin,
    route((req, res) => {
      connectionOf(ctx, req.params.id); // an unknown connection is 404 before a bad body is 400
      const { shouldCharge } = SipChargeSchema.parse(req.body);
      const answer = changeAudited(
        ctx,
        req,
        "sip.shouldChargeSip",
        () => connectionOf(ctx, req.params.id),
        (row) => {
          ctx.db.prepare("UPDATE sip_connections SET should_charge = ? WHERE id = ?").run(shouldCharge ? 1 : 0, row.id);
          return {
            before: { shouldCharge: row.should_charge === 1 },
            after: { shouldCharge },
            answer: { shouldCharge },
          };
        },
      );
      res.json(answer);
    }),
  );

  router.use(
    [
      "/Connections/admin/cacProfile",
      "/Connections/admin/cacProfilesDefs",
      "/Connections/admin/overrideSbcConfig",
      "/connections/admin",
    ],
    jsonErrorHandler,
  );
  return router;
}
