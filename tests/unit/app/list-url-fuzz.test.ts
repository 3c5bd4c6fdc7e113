import fc from "fast-check";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATISTICS_METRIC_IDS } from "../../../contract/enums/statistics";
import { loadAccounts } from "~/features/admin-accounts/list.server";
import { loadCallHistory } from "~/features/call-history/list.server";
import { CUSTOM_PARAMS, FILTER_PARAMS, MODE_PARAMS, RANGE_PARAMS } from "~/features/call-history/url";
import { GRID_PARAMS } from "~/features/grid/url-state";
import { ACCOUNT_SEARCH_PARAM } from "~/features/admin-accounts/picker/params";
import { loadNumbers } from "~/features/numbers/list.server";
import { loadSipConnectionList } from "~/features/sip-connections/list.server";
import { loadStatisticsExport } from "~/features/statistics/export.server";
import { loadStatistics } from "~/features/statistics/statistics.server";
import { STATS_PARAMS } from "~/features/statistics/url";
import { loadEntityList } from "~/features/entities/list.server";
import { STATUS_PARAM, WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";
import { loader as adminAccountOptions } from "~/routes/admin.account-options";
import {
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  randomRefreshToken,
  sessionCookieFor,
} from "../../mocks/platform";
import { startSeededPlatform, type SeededPlatform } from "../platform/support/seeded-platform";

/**
 * Every list URL with random query strings (issue 8 item 3): the loaders of the call history, the
 * WhatsApp numbers, the admin accounts and the statistics, run against the real embedded platform
 * (demo seed), never answer a 5xx or throw anything but a Response, and never make the platform
 * answer a 5xx or a 400 either: whatever the address bar holds, the console asks the platform only
 * well-formed questions (bad values are dropped or clamped, or refused with a message before any
 * platform call). The statistics chart export takes the same parameters plus format and metric. (tests/unit/app/fuzz.test.ts fuzzes the call-history URL parser on its own.)
 */

const server = mockPlatformServer();
let w: SeededPlatform;
const cookies = { owner: "", admin: "" };
let accountIds: string[] = [];

/** The embedded platform listens on 127.0.0.1 at an ephemeral port: its requests leave msw alone. */
const toEmbeddedPlatform = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

beforeAll(async () => {
  toEmbeddedPlatform();
  w = await startSeededPlatform();
  for (const who of ["owner", "admin"] as const) {
    cookies[who] = await sessionCookieFor({
      token: w.tokens[who]!,
      refreshToken: randomRefreshToken(),
      source: "password",
    });
  }
  accountIds = w.platform.db.prepare("SELECT id FROM accounts LIMIT 5").pluck().all() as string[];
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

const GRID = Object.values(GRID_PARAMS);
const CALLS = [
  ...GRID,
  ...Object.values(RANGE_PARAMS),
  ...Object.values(MODE_PARAMS),
  ...Object.values(CUSTOM_PARAMS),
  ...Object.values(FILTER_PARAMS),
  "account",
];

function values() {
  return fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.constantFrom(
      "",
      " ",
      "-1",
      "0",
      "1",
      "2",
      "10",
      "100",
      "1000000",
      "1e309",
      "NaN",
      "true",
      "false",
      "-setupTime",
      "name",
      "-name",
      "createdAt",
    ),
    fc.constantFrom(
      "(",
      ")",
      ",",
      "~",
      "=",
      "%",
      "\\",
      "'; DROP TABLE calls;--",
      "24h",
      "7d",
      "30d",
      "custom",
      "bot:x",
      ...STATISTICS_METRIC_IDS,
    ),
    fc.constantFrom(
      "print",
      "png",
      "jpeg",
      "svg",
      "csv",
      "pdf",
      "xlsx",
      "CountCalls",
      "MaxConcurrentCalls",
      "AvgCallDurationSec",
      "CountCallsQuality",
    ),
    fc.constantFrom(...accountIds),
    fc
      .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.integer().map(String),
  );
}
const queryOf = (names: readonly string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), values()), { maxLength: 10 })
    .map((pairs) => new URLSearchParams(pairs).toString());

type Loader = (request: Request, context: ReturnType<typeof makeTestContext>) => Promise<unknown>;

const LISTS: { name: string; path: string; who: keyof typeof cookies; params: readonly string[]; load: Loader }[] = [
  {
    name: "call history",
    path: "/portal/call_history",
    who: "owner",
    params: CALLS,
    load: (r, c) => loadCallHistory(r, c, "portal"),
  },
  {
    name: "admin calls",
    path: "/admin/calls",
    who: "admin",
    params: CALLS,
    load: (r, c) => loadCallHistory(r, c, "admin"),
  },
  {
    name: "WhatsApp numbers",
    path: "/portal/whatsapp_numbers",
    who: "owner",
    params: [...GRID, STATUS_PARAM],
    load: (r, c) => loadEntityList({ request: r, context: c }, WHATSAPP_RESOURCE, "portal"),
  },
  {
    name: "admin WhatsApp numbers",
    path: "/admin/whatsapp_numbers",
    who: "admin",
    params: [...GRID, STATUS_PARAM],
    load: (r, c) => loadEntityList({ request: r, context: c }, WHATSAPP_RESOURCE, "admin"),
  },
  { name: "admin accounts", path: "/admin/accounts", who: "admin", params: GRID, load: (r, c) => loadAccounts(r, c) },
  {
    name: "statistics",
    path: "/portal/statistics",
    who: "owner",
    params: Object.values(STATS_PARAMS),
    load: (r, c) => loadStatistics(r, c, "portal"),
  },
  {
    name: "admin statistics",
    path: "/admin/statistics",
    who: "admin",
    params: [...Object.values(STATS_PARAMS), ACCOUNT_SEARCH_PARAM],
    load: (r, c) => loadStatistics(r, c, "admin"),
  },
  {
    name: "statistics chart export",
    path: "/portal/statistics/export",
    who: "owner",
    params: [...Object.values(STATS_PARAMS), "format", "metric"],
    load: (r, c) => loadStatisticsExport(r, c, "portal"),
  },
  {
    name: "phone numbers",
    path: "/portal/numbers",
    who: "owner",
    params: [...GRID, "status", "type", "country"],
    load: (r, c) => loadNumbers({ request: r, context: c }, "portal"),
  },
  {
    name: "admin phone numbers",
    path: "/admin/numbers",
    who: "admin",
    params: [...GRID, "status", "type", "country"],
    load: (r, c) => loadNumbers({ request: r, context: c }, "admin"),
  },
  {
    name: "admin SIP connections",
    path: "/admin/sipConnections",
    who: "admin",
    params: GRID,
    load: (r, c) => loadSipConnectionList({ request: r, context: c }, "admin"),
  },
  {
    name: "admin account dropdown",
    path: "/admin/account-options",
    who: "admin",
    params: ["page", ACCOUNT_SEARCH_PARAM],
    load: (r, c) => adminAccountOptions({ request: r, context: c, params: {} }),
  },
];

describe("list URLs, fuzzed against the embedded platform", () => {
  for (const list of LISTS) {
    it(`${list.name}: any query string is answered without a server error, here or at the platform`, async () => {
      toEmbeddedPlatform();
      const before = w.statuses.length;
      await fc.assert(
        fc.asyncProperty(queryOf(list.params), async (query) => {
          const from = w.statuses.length;
          const request = consoleRequest(`${list.path}?${query}`, { cookie: cookies[list.who] });
          let result: unknown;
          try {
            result = await list.load(request, makeTestContext({ platformBaseUrl: w.base }));
          } catch (thrown) {
            if (!(thrown instanceof Response)) throw thrown;
            result = thrown;
          }
          if (result instanceof Response) {
            expect(result.status, `${list.path}?${query}`).toBeLessThan(500);
            // Still signed in: the list was really asked for, not answered by the sign-in redirect.
            expect(result.headers.get("Location") ?? "").not.toMatch(/^\/login/);
          }
          expect(
            w.statuses.slice(from).filter((s) => s >= 500),
            `${list.path}?${query}`,
          ).toEqual([]);
          // Invalid input never reaches the platform: what the console sends is never refused as bad.
          expect(
            w.statuses.slice(from).filter((s) => s === 400),
            `${list.path}?${query}`,
          ).toEqual([]);
        }),
        { numRuns: 40 },
      );
      expect(w.statuses.length - before, "the platform was asked").toBeGreaterThanOrEqual(40);
    });
  }
});
