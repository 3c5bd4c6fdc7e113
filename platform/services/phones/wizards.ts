/**
 * The launch wizards' drafts (issue 18; mounted at /phones/api beside the spec's WizardCanceled, docs/product.md#endpoint-names
 * "Phone numbers: ... DefaultConfig, LanguageVoiceNames, WizardCanceled"): a signed-in user's own
 * draft per wizard — never another user's, never another account's. A draft only remembers choices:
 * the entities are created through their own endpoints (and their role gates), the rule through the
 * routing rules'; so any signed-in user may keep drafts, and what a step may do is checked where it
 * is done. WizardCanceled forgets the draft and is audited (a closed wizard is an account event).
 * Drafts untouched for WIZARDS.DRAFT_MAX_AGE_DAYS are forgotten when the user's drafts are read.
 */
import express from "express";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { TIME } from "../../../contract/limits/units";
import { WIZARDS } from "../../../contract/limits/wizards";
import {
  isWizardKind,
  WizardCanceledSchema,
  WizardDraftBodySchema,
  WIZARDS_API,
  type WizardDraft,
} from "../../../contract/wire/wizards";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, type Caller } from "../../http/auth";
import { badRequest, jsonErrorHandler, notFound, route } from "../../http/errors";

interface DraftRow {
  kind: string;
  draft: string;
  created_at: number;
  updated_at: number;
}

const toDraft = (row: DraftRow): WizardDraft => {
  const body = JSON.parse(row.draft) as Omit<WizardDraft, "createdAt" | "updatedAt">;
  return {
    ...body,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
};

function forgetStale(ctx: PlatformContext, caller: Caller) {
  ctx.db
    .prepare("DELETE FROM wizard_drafts WHERE account_id = ? AND user_id = ? AND updated_at < ?")
    .run(caller.accountId, caller.sub, ctx.now() - WIZARDS.DRAFT_MAX_AGE_DAYS * TIME.DAY_MS);
}

export function userDrafts(ctx: PlatformContext, caller: Caller): WizardDraft[] {
  forgetStale(ctx, caller);
  const rows = ctx.db
    .prepare(
      "SELECT kind, draft, created_at, updated_at FROM wizard_drafts WHERE account_id = ? AND user_id = ? ORDER BY updated_at DESC, kind",
    )
    .all(caller.accountId, caller.sub) as DraftRow[];
  return rows.map(toDraft);
}

function kindOf(value: unknown) {
  if (!isWizardKind(value)) throw notFound();
  return value;
}

/** The paths under the phones module's mount (/phones/api). */
const MOUNT = "/phones/api";
const DRAFTS = WIZARDS_API.drafts.slice(MOUNT.length);
const CANCELED = WIZARDS_API.canceled.slice(MOUNT.length);

export function createWizardsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const body = express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_WIZARD_DRAFT_BYTES });

  router.get(
    DRAFTS,
    auth,
    route((req, res) => {
      const drafts = userDrafts(ctx, callerOf(req));
      res.json({ drafts });
    }),
  );

  router.get(
    `${DRAFTS}/:kind`,
    auth,
    route((req, res) => {
      const kind = kindOf(req.params.kind);
      const draft = userDrafts(ctx, callerOf(req)).find((d) => d.kind === kind);
      if (!draft) throw notFound();
      res.json(draft);
    }),
  );

  router.put(
    `${DRAFTS}/:kind`,
    body,
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const kind = kindOf(req.params.kind);
      const input = WizardDraftBodySchema.parse(req.body);
      if (input.kind !== kind) throw badRequest("kind: not the wizard of the path");
      const now = ctx.now();
      const text = JSON.stringify({ kind, values: input.values, created: input.created, failure: input.failure });
      writeTransaction(ctx.db, () => {
        ctx.db
          .prepare(
            `INSERT INTO wizard_drafts (account_id, user_id, kind, draft, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (account_id, user_id, kind) DO UPDATE SET draft = excluded.draft, updated_at = excluded.updated_at`,
          )
          .run(caller.accountId, caller.sub, kind, text, now, now);
      });
      const row = ctx.db
        .prepare(
          "SELECT kind, draft, created_at, updated_at FROM wizard_drafts WHERE account_id = ? AND user_id = ? AND kind = ?",
        )
        .get(caller.accountId, caller.sub, kind) as DraftRow;
      res.json(toDraft(row));
    }),
  );

  // A wizard that succeeded: its draft is done with (no cancel to audit).
  router.delete(
    `${DRAFTS}/:kind`,
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const kind = kindOf(req.params.kind);
      ctx.db
        .prepare("DELETE FROM wizard_drafts WHERE account_id = ? AND user_id = ? AND kind = ?")
        .run(caller.accountId, caller.sub, kind);
      res.status(204).end();
    }),
  );

  // docs/product.md#endpoint-names "WizardCanceled": the wizard was closed without success. Its draft is forgotten (the
  // entities it created stay: they are the account's, on their own screens); answered 204 also when
  // there was none, so a second cancel (the button pressed twice) is no error.
  router.post(
    CANCELED,
    body,
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const { kind } = WizardCanceledSchema.parse(req.body);
      writeTransaction(ctx.db, () => {
        const row = ctx.db
          .prepare("SELECT draft FROM wizard_drafts WHERE account_id = ? AND user_id = ? AND kind = ?")
          .get(caller.accountId, caller.sub, kind) as { draft: string } | undefined;
        ctx.db
          .prepare("DELETE FROM wizard_drafts WHERE account_id = ? AND user_id = ? AND kind = ?")
          .run(caller.accountId, caller.sub, kind);
        recordAudit(ctx, caller, caller.accountId, "phones.WizardCanceled", row ? JSON.parse(row.draft) : null, null);
      });
      res.status(204).end();
    }),
  );

  router.use([DRAFTS, CANCELED], jsonErrorHandler);
  return router;
}
