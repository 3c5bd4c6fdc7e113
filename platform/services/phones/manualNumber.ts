/**
 * The manual number (mounted at /phones/api; docs/product.md#admin-and-ai-calls "PATCH {phones}/Admin/ManualNumber with
 * phoneNumber, countryName, monthlyCharge, regionId, clientId and accountName"): an administrator
 * adds a number to an account by hand (status "Manually Added"), with one of the connectivity
 * providers ("System default" when none is named). Audited.
 */
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import express from "express";
import { randomUUID } from "node:crypto";
import { ManualNumberSchema } from "../../../contract/wire/admin";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin } from "../../http/auth";
import { badRequest, conflict, jsonErrorHandler, route } from "../../http/errors";
import { ROLES } from "../../../contract/roles";
import { requireAccount } from "../lookups";
import { connectivityProviders } from "./providers";

/** The number as stored: digits with a leading plus (separators dropped). */
export const e164Of = (phoneNumber: string) => `+${phoneNumber.replace(/\D/g, "")}`;

export function createManualNumberRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.use("/Admin/ManualNumber", express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_MANUAL_NUMBER_BYTES }));
  router.patch(
    "/Admin/ManualNumber",
    authenticate(ctx),
    requireAdmin([ROLES.NUMBERS_UPDATE]),
    route((req, res) => {
      const input = ManualNumberSchema.parse(req.body);
      requireAccount(ctx, input.clientId);
      if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(input.regionId))
        throw badRequest("regionId: unknown region");
      const providers = connectivityProviders(ctx);
      const provider = input.provider ?? providers[0];
      if (!providers.includes(provider)) throw badRequest("provider: unknown provider");
      const e164 = e164Of(input.phoneNumber);
      const id = randomUUID();
      writeTransaction(ctx.db, () => {
        if (ctx.db.prepare("SELECT 1 FROM phone_numbers WHERE e164 = ? AND deleted_at IS NULL").get(e164))
          throw conflict("phoneNumber: this number is already in use");
        ctx.db
          .prepare(
            `INSERT INTO phone_numbers (id, account_id, name, e164, country, type, provider, status, region_id, monthly_charge, manually_added, created_at)
             VALUES (?, ?, ?, ?, ?, 'geographic', ?, 'Manually Added', ?, ?, 1, ?)`,
          )
          .run(
            id,
            input.clientId,
            e164,
            e164,
            input.countryName.trim(),
            provider,
            input.regionId,
            input.monthlyCharge,
            ctx.now(),
          );
        // A new number: nothing stood before it.
        recordAudit(ctx, callerOf(req), input.clientId, "phones.manualNumber", null, {
          id,
          e164,
          monthlyCharge: input.monthlyCharge,
          countryName: input.countryName,
          regionId: input.regionId,
          provider,
        });
      });
      res.json({ id, phoneNumber: e164 });
    }),
  );
  router.use("/Admin/ManualNumber", jsonErrorHandler);
  return router;
}
