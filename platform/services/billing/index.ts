/**
 * The billing service (mounted at /billing/api): the call history list and a call's details.
 * Every row is scoped to the caller's account; administrators read any account through /v1/Admin/Calls.
 */
import express from "express";
import { CALL_LIST_SPEC, type CallsListResponse } from "../../../contract/calls";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { TIME } from "../../../contract/limits/units";
import type { ListQuery } from "../../../contract/listQuery";
import { hasRoles, ROLES } from "../../../contract/roles";
import { buildCallsListSql, cursorOfRow, LIST_COLUMNS } from "../../calls/query";
import { callToWire, type CallWireRow } from "../../calls/toWire";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles, scopeAccount, type Caller } from "../../http/auth";
import { badRequest, jsonErrorHandler, notFound, route } from "../../http/errors";
import { flag, parseQuery, searchParams } from "../../http/query";
import { callLadderOf, transcriptLatencies } from "./callLog";
import { recordingWav } from "./recording";

/** Pages of the calls list: totalElements only with totalItems=true; next/prev are keyset cursors. */
export interface CallsPages {
  page: number;
  limit: number;
  totalElements?: number;
  /** Pass as `after` for the following page; absent on the last page. */
  next?: string;
  /** Pass as `before` for the preceding page; absent on the first page. */
  prev?: string;
}

interface ListScope {
  /** null: every account (administrator list). */
  accountId: string | null;
  admin: boolean;
}

/**
 * The account a customer list reads: always the caller's own. An accountId filter naming another
 * account answers 404 (as a record of another account does), unless the caller is an administrator.
 */
function customerScope(caller: Caller, query: ListQuery): ListScope {
  let accountId = caller.accountId;
  for (const f of query.filter) {
    if (f.field === "accountId" && f.op === "=") accountId = scopeAccount(caller, String(f.value));
  }
  return { accountId, admin: false };
}

function listCalls(ctx: PlatformContext, params: URLSearchParams, query: ListQuery, scope: ListScope) {
  const includeTestCalls = flag(params, "includeTestCalls", false);
  const includeExternalServers = flag(params, "includeExternalServers", false);
  const built = buildCallsListSql({
    accountId: scope.accountId,
    filters: query.filter,
    sort: query.sort,
    search: query.search,
    page: query.page,
    limit: query.limit,
    before: query.before,
    after: query.after,
    includeTestCalls,
    withAccountName: scope.admin,
    maxSearchDays: CALL_HISTORY.SEARCH_MAX_DAYS,
  });
  let rows = ctx.db.prepare(built.list.sql).all(...built.list.params) as (CallWireRow & Record<string, unknown>)[];
  const more = rows.length > query.limit;
  rows = rows.slice(0, query.limit);
  // "before" reads backwards from the cursor: put the page back in the list's order.
  if (built.mode === "before") rows.reverse();
  if (rows.length === 0) return null;

  const pages: CallsPages = { page: query.page, limit: query.limit };
  if (query.totalItems) {
    pages.totalElements = (ctx.db.prepare(built.count.sql).get(...built.count.params) as { n: number }).n;
  }
  const first = cursorOfRow(rows[0], built.order);
  const last = cursorOfRow(rows[rows.length - 1], built.order);
  if (built.mode === "before") {
    if (more) pages.prev = first;
    pages.next = last;
  } else {
    if (more) pages.next = last;
    if (built.mode === "after" || query.page > 1) pages.prev = first;
  }
  const calls = rows.map((r) => callToWire(r, { externalServers: includeExternalServers, account: scope.admin }));
  return { calls, pages } satisfies CallsListResponse & { pages: CallsPages };
}

const DETAIL_COLUMNS = LIST_COLUMNS.map((c) => `c.${c}`).join(", ");

/** One call by its callId, of the caller's account (any account for an administrator); 404 otherwise. */
function findCall(ctx: PlatformContext, caller: Caller, callId: string): CallWireRow & { account_name: string | null } {
  const row = ctx.db
    .prepare(
      `SELECT ${DETAIL_COLUMNS}, a.name AS account_name FROM calls c LEFT JOIN accounts a ON a.id = c.account_id WHERE c.call_id = ?`,
    )
    .get(callId) as (CallWireRow & { account_name: string | null }) | undefined;
  if (!row || (!caller.isAdmin && row.account_id !== caller.accountId)) throw notFound("Call not found");
  return row;
}

/** The call's turns, each bot answer with its STT/bot/TTS delays. */
function transcriptOf(ctx: PlatformContext, row: CallWireRow) {
  const turns = ctx.db
    .prepare("SELECT role, text, at FROM call_transcripts WHERE call_id = ? ORDER BY seq")
    .all(row.id) as { role: string; text: string; at: number }[];
  const latencies = transcriptLatencies(
    row,
    turns.map((t) => t.role),
  );
  return turns.map((t, i) => ({
    role: t.role,
    text: t.text,
    datetime: new Date(t.at).toISOString(),
    latency: latencies[i] ?? undefined,
  }));
}

function analysesOf(ctx: PlatformContext, id: number) {
  const rows = ctx.db.prepare("SELECT type, result FROM call_analyses WHERE call_id = ? ORDER BY type").all(id) as {
    type: string;
    result: string;
  }[];
  return rows.map((r) => {
    let result: unknown = r.result;
    try {
      result = JSON.parse(r.result);
    } catch {
      // stored as plain text: answer it as it is
    }
    return { type: r.type, result };
  });
}

export function createBillingRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const callsRead = requireRoles([ROLES.CALLS_READ]);

  router.get(
    "/v1/Calls",
    auth,
    callsRead,
    route((req, res) => {
      const params = searchParams(req);
      const query = parseQuery(params, CALL_LIST_SPEC);
      const body = listCalls(ctx, params, query, customerScope(callerOf(req), query));
      if (!body) return void res.status(204).end();
      res.json(body);
    }),
  );

  router.get(
    "/v1/Admin/Calls",
    auth,
    requireAdmin(),
    route((req, res) => {
      const params = searchParams(req);
      const query = parseQuery(params, CALL_LIST_SPEC);
      const body = listCalls(ctx, params, query, { accountId: null, admin: true });
      if (!body) return void res.status(204).end();
      res.json(body);
    }),
  );

  /** Every leg of a global session (transfers), from one day before to one day after the given setup time. */
  router.get(
    "/v1/GetTransferCallBySessionId",
    auth,
    callsRead,
    route((req, res) => {
      const params = searchParams(req);
      const globalSessionId = params.get("globalSessionId")?.trim();
      if (!globalSessionId) throw badRequest("globalSessionId is required");
      const setupText = params.get("setupTime")?.trim() ?? "";
      const setupTime = /^\d+$/.test(setupText) ? Number(setupText) : Date.parse(setupText);
      if (!Number.isFinite(setupTime)) throw badRequest("setupTime must be a date");
      // An administrator names the account of the call (accountId); everyone else reads their own.
      const accountId = scopeAccount(callerOf(req), params.get("accountId")?.trim() || null);
      const related = CALL_HISTORY.RELATED_WINDOW_DAYS * TIME.DAY_MS;
      const rows = ctx.db
        .prepare(
          `SELECT ${DETAIL_COLUMNS}, a.name AS account_name FROM calls c LEFT JOIN accounts a ON a.id = c.account_id
           WHERE c.account_id = ? AND c.global_session_id = ? AND c.setup_time BETWEEN ? AND ?
           ORDER BY c.setup_time, c.id`,
        )
        .all(accountId, globalSessionId, setupTime - related, setupTime + related) as CallWireRow[];
      if (rows.length === 0) return void res.status(204).end();
      res.json({ calls: rows.map((r) => callToWire(r, { externalServers: true, account: false })) });
    }),
  );

  router.get(
    "/v1/Calls/:callId",
    auth,
    callsRead,
    route((req, res) => {
      const caller = callerOf(req);
      const row = findCall(ctx, caller, req.params.callId);
      const call = callToWire(row, { externalServers: true, account: caller.isAdmin });
      // The transcript and its analysis are shown only to holders of the transcript role.
      const transcripts = hasRoles(caller.role, [ROLES.CALLTRANSCRIPT_READ]);
      res.json({
        ...call,
        transcript: transcripts ? transcriptOf(ctx, row) : undefined,
        postCallAnalysis: transcripts ? analysesOf(ctx, row.id) : undefined,
      });
    }),
  );

  router.get(
    "/v1/Calls/:callId/transcript",
    auth,
    requireRoles([ROLES.CALLTRANSCRIPT_READ]),
    route((req, res) => {
      const row = findCall(ctx, callerOf(req), req.params.callId);
      res.json({ callId: row.call_id, transcript: transcriptOf(ctx, row), postCallAnalysis: analysesOf(ctx, row.id) });
    }),
  );

  router.get(
    "/v1/Calls/:callId/log",
    auth,
    callsRead,
    route((req, res) => {
      const row = findCall(ctx, callerOf(req), req.params.callId);
      const lines = ctx.db
        .prepare("SELECT at, level, message FROM call_logs WHERE call_id = ? ORDER BY seq")
        .all(row.id) as { at: number; level: string; message: string }[];
      res.json({
        callId: row.call_id,
        log: lines.map((l) => ({ datetime: new Date(l.at).toISOString(), level: l.level, message: l.message })),
      });
    }),
  );

  /** The SIP ladder of one call leg (docs/product.md#endpoint-names Calls "GetCallLog"), of the caller's account (any for an administrator). */
  router.get(
    "/v1/GetCallLog",
    auth,
    callsRead,
    route((req, res) => {
      const callId = searchParams(req).get("callId")?.trim();
      if (!callId) throw badRequest("callId is required");
      const row = findCall(ctx, callerOf(req), callId);
      res.json(callLadderOf(ctx.db, row, ctx.now()));
    }),
  );

  router.get(
    "/v1/Calls/:callId/recording",
    auth,
    requireRoles([ROLES.CALLRECORDING_READ]),
    route((req, res) => {
      const row = findCall(ctx, callerOf(req), req.params.callId);
      if (row.recorded !== 1) throw notFound("This call was not recorded");
      const wav = recordingWav(row.call_id, row.duration_seconds);
      res.setHeader("Content-Type", "audio/wav");
      res.setHeader("Content-Disposition", `attachment; filename="call-${row.call_id}.wav"`);
      // Byte ranges make the recording seekable in a player (the timeline plays a turn from its offset).
      res.setHeader("Accept-Ranges", "bytes");
      const ranges = req.headers.range ? req.range(wav.length, { combine: true }) : undefined;
      if (ranges === -1) {
        res.setHeader("Content-Range", `bytes */${wav.length}`);
        return void res.status(416).end();
      }
      if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1) {
        const { start, end } = ranges[0];
        res.status(206);
        res.setHeader("Content-Range", `bytes ${start}-${end}/${wav.length}`);
        res.setHeader("Content-Length", String(end - start + 1));
        return void res.end(wav.subarray(start, end + 1));
      }
      res.setHeader("Content-Length", String(wav.length));
      res.end(wav);
    }),
  );

  router.use(["/v1/Calls", "/v1/Admin/Calls", "/v1/GetTransferCallBySessionId", "/v1/GetCallLog"], jsonErrorHandler);
  return router;
}
