/**
 * One writer process of the "SQLite busy" test (tests/unit/platform/sqlite-busy.test.ts): it opens
 * the shared database file with the platform's own openDatabase, waits for the parent's "go" (so
 * every writer starts at once), then writes as fast as it can through the platform's own functions:
 * a manual credit (runIdempotent + applyEntry, the money path), a notification, and every other
 * round a "clear all" of its user's notifications (a read-then-write transaction). It reports what
 * it did and every error it saw, and never retries anything itself.
 *
 * Run with `node --import tsx`; argv: <database file> <account id> <user id> <rounds> <credit amount>.
 */
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { PlatformContext } from "../../../../platform/context";
import { openDatabase } from "../../../../platform/db/database";
import type { Caller } from "../../../../platform/http/auth";
import { runIdempotent } from "../../../../platform/money/idempotency";
import { applyEntry, liveAccount } from "../../../../platform/money/ledger";
import { clearNotifications, createNotification } from "../../../../platform/services/vaic/notifications";

export interface WriterReport {
  credits: number;
  notifications: number;
  cleared: number;
  errors: string[];
}

const [file, accountId, userId, roundsText, creditText] = process.argv.slice(2);
const rounds = Number(roundsText);
const credit = Number(creditText);
const db = openDatabase(file);
const ctx: PlatformContext = {
  db,
  config: {
    dataDir: "",
    jwtSecret: new Uint8Array(32),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    refreshReuseWindowSeconds: 10,
    publicOrigin: "http://127.0.0.1",
    simulate: false,
  },
  events: new EventEmitter(),
  now: () => Date.now(),
};
const caller: Caller = {
  sub: userId,
  accountId,
  email: "writer@example.com",
  role: [],
  teamsOnlyMode: false,
  isAdmin: true,
};
const who = { accountId, userId };

function work(): WriterReport {
  const report: WriterReport = { credits: 0, notifications: 0, cleared: 0, errors: [] };
  const attempt = (operation: string, what: () => void) => {
    try {
      what();
    } catch (error) {
      report.errors.push(`${operation}: ${(error as { code?: string }).code ?? ""} ${(error as Error).message}`);
    }
  };
  for (let i = 0; i < rounds; i++) {
    attempt("credit", () => {
      const key = randomUUID();
      runIdempotent(ctx, { key, caller, action: "addCredit", payload: { accountId, creditAmount: credit } }, () => {
        const result = applyEntry(ctx, {
          account: liveAccount(ctx, accountId),
          kind: "credit",
          amount: credit,
          description: "busy test",
          idempotencyKey: key,
          caller,
          action: "addCredit",
        });
        return { status: 200, contentType: "application/json", body: JSON.stringify(result) };
      });
      report.credits++;
    });
    attempt("notify", () => {
      createNotification(ctx, { accountId, userId, title: `round ${i}`, type: "info" });
      report.notifications++;
    });
    if (i % 2 === 1) attempt("clear", () => void (report.cleared += clearNotifications(ctx, who).length));
  }
  return report;
}

process.send?.({ ready: true });
process.on("message", (message: { go?: boolean }) => {
  if (!message.go) return;
  const report = work();
  db.close();
  process.send?.({ report }, () => process.exit(0));
});
