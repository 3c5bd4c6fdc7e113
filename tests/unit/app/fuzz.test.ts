import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_LIST_SPEC, DEFAULT_MOS_THRESHOLDS } from "../../../contract/calls";
import { parseListQuery } from "../../../contract/listQuery";
import { LoginSchema, RegisterSchema } from "../../../app/features/auth/schemas";
import { exportActionSchema } from "../../../app/features/call-history/export/schema";
import { platformListQuery } from "../../../app/features/call-history/url";
import { parseCallHistoryUrl } from "../../../app/features/call-history/url-parse";
import { parseGridParams } from "../../../app/features/grid/url-state";

/**
 * Bad input, generated (issue 8): random and boundary values never make a parser throw, an invalid
 * form never passes its schema, and every refusal names a field of the form.
 */

const NOW = new Date("2026-11-22T12:00:00.000Z");
const PARAMS = [
  "from",
  "to",
  "dateField",
  "page",
  "limit",
  "sort",
  "search",
  "related",
  "entityType",
  "entityId",
  "metric",
  "dimension",
  "callingName",
  "callingNumber",
  "calledName",
  "calledNumber",
  "successful",
  "minDuration",
  "maxDuration",
  "campaign",
  "recorded",
  "externalRecording",
  "agentAssist",
  "voiceTranslation",
  "quality",
  "account",
  "panel",
  "dialog",
];
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "1e309",
    "NaN",
    "true",
    "false",
    "null",
    "-setupTime",
    "%",
    "(",
    ")",
    ",",
    "\\",
    "=",
    "~",
    "'; DROP TABLE calls;--",
  ),
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);
const query = fc.array(fc.tuple(fc.constantFrom(...PARAMS), nasty), { maxLength: 12 });

describe("the call history URL, fuzzed", () => {
  it("never throws, and always yields a platform query the platform's own parser accepts", () => {
    fc.assert(
      fc.property(query, fc.constantFrom("portal" as const, "admin" as const), (pairs, mode) => {
        const params = new URLSearchParams(pairs);
        const state = parseCallHistoryUrl(params, { mode, now: NOW, timeZone: "Europe/Paris" });
        expect(state.grid.page).toBeGreaterThanOrEqual(1);
        expect([10, 20, 50, 100]).toContain(state.grid.limit);
        expect(state.range.from.getTime()).toBeLessThan(state.range.to.getTime());
        // What the console sends is always well-formed for the platform (so a 400 means a platform rule, never our query).
        const built = platformListQuery(state, { thresholds: DEFAULT_MOS_THRESHOLDS });
        expect(() => parseListQuery(built, CALL_LIST_SPEC)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });

  it("the grid's own parameters never throw either", () => {
    fc.assert(
      fc.property(query, (pairs) => {
        const grid = parseGridParams(new URLSearchParams(pairs), {
          defaultSort: { field: "name", direction: "asc" },
          sortable: ["name"],
        });
        expect(Number.isInteger(grid.page)).toBe(true);
      }),
    );
  });
});

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
}

describe("form schemas, fuzzed", () => {
  it("sign-in: anything without a valid e-mail and a password is refused on its field", () => {
    fc.assert(
      fc.property(fc.record({ email: nasty, password: fc.oneof(nasty, fc.constant("")) }), (fields) => {
        const result = parseWithZod(form(fields), { schema: LoginSchema });
        if (result.status === "success") {
          expect(result.value.email).toMatch(/@/);
          expect(result.value.password.length).toBeGreaterThan(0);
        } else {
          const errorFields = Object.keys(result.reply().error ?? {});
          expect(errorFields.length).toBeGreaterThan(0);
          for (const f of errorFields) expect(["email", "password", "redirectTo", ""]).toContain(f);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("registration: a weak password, a bad e-mail or an unticked box never passes, and the error is on that field", () => {
    const fields = fc.record({
      firstName: nasty,
      lastName: nasty,
      email: nasty,
      password: nasty,
      accountName: nasty,
      acceptTerms: fc.constantFrom("", "on"),
    });
    fc.assert(
      fc.property(fields, (f) => {
        const result = parseWithZod(form(f), { schema: RegisterSchema });
        if (result.status === "success") {
          expect(f.acceptTerms).toBe("on");
          expect(result.value.password.length).toBeGreaterThanOrEqual(8);
        } else {
          for (const key of Object.keys(result.reply().error ?? {})) {
            expect(["firstName", "lastName", "email", "password", "accountName", "acceptTerms"]).toContain(key);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("monthly export: only the last 24 months pass; anything else is an error on month or year", () => {
    const schema = exportActionSchema(NOW);
    fc.assert(
      fc.property(fc.record({ month: nasty, year: nasty }), ({ month, year }) => {
        const result = parseWithZod(form({ intent: "export-monthly", returnTo: "/portal/call_history", month, year }), {
          schema,
        });
        if (result.status === "success" && result.value.intent === "export-monthly") {
          const months = (NOW.getUTCFullYear() - result.value.year) * 12 + (NOW.getUTCMonth() + 1 - result.value.month);
          expect(months).toBeGreaterThanOrEqual(0);
          expect(months).toBeLessThan(24);
        } else if (result.status !== "success") {
          for (const key of Object.keys(result.reply().error ?? {})) expect(["month", "year"]).toContain(key);
        }
      }),
      { numRuns: 300 },
    );
  });
});
