/**
 * Calls list benchmark: the shapes the call-history grid sends, against 1,000,000 Acme calls,
 * timed over HTTP through the real billing router and as the raw SQL alone. Prints figures; it
 * asserts nothing about time.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { CALL_LIST_SPEC } from "../contract/calls";
import { CALL_HISTORY } from "../contract/limits/call-history";
import { parseListQuery } from "../contract/listQuery";
import { issueAccessToken } from "../platform/auth/issue";
import { buildCallsListSql } from "../platform/calls/query";
import { createBillingRouter } from "../platform/services/billing/index";
import { ensureDataset, openBenchPlatform } from "./dataset";
import { report } from "./summary";
import { printTable, stats, time, WARMUP } from "./timing";
import { TIME } from "../contract/limits/units";

const RUNS = 50;

interface Shape {
  name: string;
  /** Query string of GET /billing/api/v1/Calls (the console always adds includeExternalServers=true). */
  query: string;
}

function shapes(anchor: number, afterCursor: string | undefined): Shape[] {
  const range = (days: number, extra = "") =>
    `(setupTime>=${anchor - days * TIME.DAY_MS},setupTime<=${anchor}${extra})`;
  const list: Shape[] = [
    { name: "24 h, -setupTime, page 1", query: `filter=${range(1)}&sort=-setupTime&page=1&limit=10` },
    {
      name: "7 d, successful=false, -durationSeconds",
      query: `filter=${range(7, ",successful=false")}&sort=-durationSeconds&page=1&limit=10`,
    },
    {
      name: "30 d, CalledEntityName~bot",
      query: `filter=${range(30, ",CalledEntityName~bot")}&sort=-setupTime&page=1&limit=10`,
    },
    { name: "30 d, deep page 500", query: `filter=${range(30)}&sort=-setupTime&page=500&limit=10` },
    { name: "24 h, totalItems=true", query: `filter=${range(1)}&sort=-setupTime&page=1&limit=10&totalItems=true` },
    // Further shapes the grid produces, for context.
    { name: "7 d, -voiceMosQuality", query: `filter=${range(7)}&sort=-voiceMosQuality&page=1&limit=10` },
    {
      name: "24 h, CallingEntityName asc, 100 rows",
      query: `filter=${range(1)}&sort=CallingEntityName&page=1&limit=100`,
    },
    { name: "2 d, search", query: `filter=${range(2)}&sort=-setupTime&page=1&limit=10&search=bot` },
    { name: "60 d, totalItems=true", query: `filter=${range(60)}&sort=-setupTime&page=1&limit=10&totalItems=true` },
  ];
  if (afterCursor)
    list.push({
      name: "30 d, cursor page (after)",
      query: `filter=${range(30)}&sort=-setupTime&limit=10&after=${afterCursor}`,
    });
  return list.map((s) => ({ ...s, query: `${s.query}&includeTestCalls=false&includeExternalServers=true` }));
}

export async function runCallsListBench(): Promise<void> {
  const file = ensureDataset();
  const { ctx, owner, anchor } = openBenchPlatform(file);
  const { db } = ctx;
  const token = await issueAccessToken(ctx, owner.id);
  const accountCalls = (
    db.prepare("SELECT COUNT(*) AS n FROM calls WHERE account_id = ?").get(owner.account_id) as { n: number }
  ).n;

  const app = express();
  app.use("/billing/api", createBillingRouter(ctx));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/billing/api/v1/Calls`;
  const get = async (query: string) => {
    const res = await fetch(`${base}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status === 204) return { status: 204, rows: 0, next: undefined as string | undefined };
    const body = (await res.json()) as { calls?: unknown[]; pages?: { next?: string }; message?: string };
    if (res.status !== 200) throw new Error(`calls-list bench: ${res.status} ${body.message ?? ""} for ${query}`);
    return { status: 200, rows: body.calls?.length ?? 0, next: body.pages?.next };
  };

  try {
    console.log(
      `\ncalls list: ${accountCalls.toLocaleString("en-US")} calls of "Acme Voice"; ${RUNS} runs per shape after ${WARMUP} warm-up runs`,
    );
    const first = await get(
      `filter=(setupTime>=${anchor - 30 * TIME.DAY_MS},setupTime<=${anchor})&sort=-setupTime&limit=10`,
    );
    const rowsTable: string[][] = [];
    for (const shape of shapes(anchor, first.next)) {
      let rows = 0;
      const http = stats(await time(RUNS, async () => void (rows = (await get(shape.query)).rows)));
      // The same query as the router builds it, run straight on the database (list, plus the count when asked).
      const params = new URLSearchParams(shape.query);
      const q = parseListQuery(params, CALL_LIST_SPEC);
      const built = buildCallsListSql({
        accountId: owner.account_id,
        filters: q.filter,
        sort: q.sort,
        search: q.search,
        page: q.page,
        limit: q.limit,
        before: q.before,
        after: q.after,
        includeTestCalls: false,
        maxSearchDays: CALL_HISTORY.SEARCH_MAX_DAYS,
      });
      const list = db.prepare(built.list.sql);
      const count = db.prepare(built.count.sql);
      const sql = stats(
        await time(RUNS, () => {
          list.all(...built.list.params);
          if (q.totalItems) count.get(...built.count.params);
        }),
      );
      report(
        "Calls list, platform (1M calls)",
        shape.name,
        `HTTP ${http.median.toFixed(1)} ms (p95 ${http.p95.toFixed(1)}), SQL ${sql.median.toFixed(1)} ms`,
      );
      rowsTable.push([
        shape.name,
        http.median.toFixed(2),
        http.p95.toFixed(2),
        sql.median.toFixed(2),
        sql.p95.toFixed(2),
        (http.median - sql.median).toFixed(2),
        String(rows),
      ]);
    }
    printTable(
      ["query", "HTTP median ms", "HTTP p95 ms", "SQL median ms", "SQL p95 ms", "HTTP-SQL ms", "rows"],
      rowsTable,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCallsListBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
