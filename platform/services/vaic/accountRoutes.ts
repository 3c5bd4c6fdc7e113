import express from "express";
import { readFileSync } from "node:fs";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf } from "../../http/auth";
import { notFound, route } from "../../http/errors";
import { loadCurrentUser } from "./currentUser";
import { baseSettings, termsVersion } from "./settings";

// The product version is the package version, read once at start-up.
const VERSION = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** The session's companions: current user, settings, version, terms acceptance. */
export function accountRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.get(
    "/Accounts/Current",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      res.setHeader("Cache-Control", "no-store");
      res.json(loadCurrentUser(ctx, caller.sub, caller.role, caller.accountId));
    }),
  );

  router.get(
    "/Settings/baseSettings",
    route((_req, res) => {
      res.json(baseSettings(ctx));
    }),
  );

  router.get(
    "/Settings/clientSettings",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const provider = ctx.db
        .prepare("SELECT connectivity_provider FROM accounts WHERE id = ? AND deleted_at IS NULL")
        .pluck()
        .get(caller.accountId) as string | undefined;
      if (provider === undefined) throw notFound("Account not found");
      res.json({ connectivityProvider: provider });
    }),
  );

  router.get("/version", (_req, res) => {
    res.json({ version: VERSION });
  });

  const acceptTerms = (userId: string) =>
    ctx.db.prepare("UPDATE users SET terms_accepted_version = ? WHERE id = ?").run(termsVersion(ctx), userId);

  // A user accepts terms for themselves only; another id answers 404 (ids are not probeable).
  router.patch(
    "/Users/:id/UpdateTerms",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      if (req.params.id !== caller.sub) throw notFound("User not found");
      acceptTerms(caller.sub);
      res.status(204).end();
    }),
  );

  router.post(
    "/Accounts/AcceptTerms",
    auth,
    route((req, res) => {
      acceptTerms(callerOf(req).sub);
      res.status(204).end();
    }),
  );

  return router;
}
