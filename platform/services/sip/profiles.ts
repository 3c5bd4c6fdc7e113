/**
 * Call-limit profiles (mounted at /sip-connection/api; docs/product.md#admin-and-ai-calls "GET the call-limit profiles
 * (cacProfile endpoint)"): the profiles the platform defines and the default (unlimited, docs/product.md#ranges), in
 * the same shape as the admin cacProfilesDefs answer. Any signed-in user: the WhatsApp form offers them.
 */
import express from "express";
import type { CacProfileDefsResponse } from "../../../contract/wire/admin";
import type { PlatformContext } from "../../context";
import { authenticate } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";

export function cacProfileDefs(ctx: PlatformContext): CacProfileDefsResponse {
  const rows = ctx.db
    .prepare(
      "SELECT profile_id, display, is_default FROM cac_profiles ORDER BY is_default DESC, max_concurrent_calls IS NULL DESC, max_concurrent_calls",
    )
    .all() as { profile_id: string; display: string; is_default: number }[];
  return {
    adminConfigParams: [
      {
        enum: rows.map((r) => ({ display: r.display, profileId: r.profile_id })),
        default: rows.find((r) => r.is_default === 1)?.profile_id ?? null,
      },
    ],
  };
}

export function createCacProfilesRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.get(
    "/cacProfile",
    authenticate(ctx),
    route((_req, res) => {
      res.json(cacProfileDefs(ctx));
    }),
  );
  router.use("/cacProfile", jsonErrorHandler);
  return router;
}
