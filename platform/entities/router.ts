/**
 * The one entity router (ADR 010): the REST collection of contract/entities.ts for any entity
 * definition, mounted on its service's router. Customers read and write their own account;
 * administrators read every account (or the one a filter names) and write only their own, like the
 * customer screens. Every endpoint checks the token and its roles first.
 */
import express from "express";
import { ENTITY_LOCATE_MAX_LENGTH, ENTITY_LOCATE_PARAM } from "../../contract/entities";
import { EXPORT } from "../../contract/limits/export";
import { buildListQuery } from "../../contract/listQuery";
import type { PlatformContext } from "../context";
import { authenticate, callerOf, requireRoles } from "../http/auth";
import { badRequest, forbidden, HttpError, jsonErrorHandler, route } from "../http/errors";
import { createExportJob, MAX_PENDING_EXPORTS_PER_USER, pendingExportCount } from "../jobs/exports";
import { parseQuery, searchParams } from "../http/query";
import { equalsFilter, sendList, sharedScope } from "../services/lookups";
import { isWritableEntity, type AnyEntityReadDefinition } from "./definition";
import { registerEntity } from "./registry";
import {
  accountLimit,
  createEntity,
  deleteEntity,
  detailOf,
  getEntity,
  listEntities,
  positionOf,
  updateEntity,
} from "./store";

/** Largest JSON body of an entity write (a bot's form with its configuration JSON). */
export const ENTITY_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The account a write is for: the caller's own; with `adminWrites`, an administrator's only (403
 * otherwise), for the account the create's form names or, on update and delete, the record's (null).
 */
function writeAccount(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  caller: ReturnType<typeof callerOf>,
  body: unknown,
  op: "create" | "change",
): string | null {
  if (!def.adminWrites) return caller.accountId;
  if (!caller.isAdmin) throw forbidden();
  if (op === "change") return null;
  const field = def.adminWrites.accountField;
  const named = (body as Record<string, unknown> | null)?.[field];
  const live =
    typeof named === "string" &&
    ctx.db.prepare("SELECT 1 FROM accounts WHERE id = ? AND deleted_at IS NULL").get(named);
  if (!live) throw badRequest(`${field}: validation_account_choice`);
  return named as string;
}

/** The `locate` parameter: at most once, at most ENTITY_LOCATE_MAX_LENGTH characters (400 otherwise). */
function locateParam(params: URLSearchParams): string | undefined {
  const all = params.getAll(ENTITY_LOCATE_PARAM);
  if (all.length > 1) throw badRequest(`Parameter "${ENTITY_LOCATE_PARAM}" is given more than once`);
  const id = all[0]?.trim();
  if (id === undefined || id === "") return undefined;
  if (id.length > ENTITY_LOCATE_MAX_LENGTH) throw badRequest(`${ENTITY_LOCATE_PARAM} is too long`);
  return id;
}

/** An entity the platform writes itself (alarms: an EntityReadDefinition) has no create or update endpoint. */
export function mountEntity(ctx: PlatformContext, router: express.Router, def: AnyEntityReadDefinition): void {
  registerEntity(def);
  const auth = authenticate(ctx);
  const { collection, report, rowsKey } = def.api;
  const one = `${collection}/:id`;
  router.use([collection, report], express.json({ limit: ENTITY_BODY_LIMIT_BYTES }));

  router.get(
    collection,
    auth,
    requireRoles(def.roles.read),
    route((req, res) => {
      const caller = callerOf(req);
      const params = searchParams(req);
      let query = parseQuery(params, def.listSpec);
      const scope = sharedScope(ctx, caller, equalsFilter(query, "accountId"));
      // ?locate=<id>: the page holding that record, under the same sort, filter and search.
      const locate = locateParam(params);
      const position = locate === undefined ? null : positionOf(ctx, def, query, scope, locate);
      if (position !== null) query = { ...query, page: Math.floor(position / query.limit) + 1 };
      const { rows, total } = listEntities(ctx, def, query, scope);
      // The caller's own account: its maximum and count, for the list's limit warning.
      const limit = scope.accountId === caller.accountId ? accountLimit(ctx, def, caller.accountId) : undefined;
      const pages = {
        totalElements: total,
        number: query.page,
        ...(locate !== undefined && { located: position !== null }),
      };
      sendList(res, rows, () => ({ [rowsKey]: rows, pages, ...(limit && { limit }) }));
    }),
  );

  if (isWritableEntity(def)) {
    router.post(
      collection,
      auth,
      requireRoles(def.roles.create),
      route(async (req, res) => {
        const caller = callerOf(req);
        const id = await createEntity(
          ctx,
          def,
          writeAccount(ctx, def, caller, req.body, "create")!,
          req.body,
          caller.sub,
        );
        res.status(201).json({ id });
      }),
    );
  }

  router.get(
    one,
    auth,
    requireRoles(def.roles.read),
    route((req, res) => {
      const caller = callerOf(req);
      const row = getEntity(ctx, def, String(req.params.id), caller.isAdmin ? null : caller.accountId);
      res.json(detailOf(def, row, caller.isAdmin));
    }),
  );

  if (isWritableEntity(def)) {
    router.patch(
      one,
      auth,
      requireRoles(def.roles.update),
      route(async (req, res) => {
        const caller = callerOf(req);
        const id = String(req.params.id);
        // An administrator's write (adminWrites) changes the record in its own account.
        const accountId =
          writeAccount(ctx, def, caller, req.body, "change") ?? getEntity(ctx, def, id, null).account_id;
        await updateEntity(ctx, def, accountId, id, req.body, caller.sub);
        res.json(detailOf(def, getEntity(ctx, def, id, accountId), def.adminWrites !== undefined));
      }),
    );
  }

  router.delete(
    one,
    auth,
    requireRoles(def.roles.delete),
    route((req, res) => {
      const caller = callerOf(req);
      // An admin-only delete (deleteScope "admin") takes any account's record; customers are refused.
      if (def.deleteScope === "admin") {
        if (!caller.isAdmin) throw forbidden();
        deleteEntity(ctx, def, null, String(req.params.id));
      } else deleteEntity(ctx, def, writeAccount(ctx, def, caller, null, "change"), String(req.params.id));
      res.status(204).end();
    }),
  );

  // The report generator (docs/product.md#endpoint-names "Generate*"): the list's CSV, delivered through the notifications.
  router.post(
    report,
    auth,
    requireRoles(def.roles.read),
    route((req, res) => {
      const caller = callerOf(req);
      const query = parseQuery(searchParams(req), def.listSpec);
      const scope = sharedScope(ctx, caller, equalsFilter(query, "accountId"));
      if (pendingExportCount(ctx, caller.sub) >= MAX_PENDING_EXPORTS_PER_USER) {
        throw new HttpError(429, "Too many exports are in progress. Please wait for them to finish.");
      }
      const day = new Date(ctx.now()).toISOString().slice(0, 10);
      const kind = scope.withAccount ? `admin-${def.key}` : def.key;
      const jobId = createExportJob(ctx, {
        accountId: caller.accountId,
        userId: caller.sub,
        kind,
        query: buildListQuery({ sort: query.sort, filter: query.filter, search: query.search }, def.listSpec),
        fileName: `${kind}-${day}.csv`,
      });
      res.status(EXPORT.ACCEPTED_STATUS).json({ jobId });
    }),
  );

  router.use([collection, report], jsonErrorHandler);
}
