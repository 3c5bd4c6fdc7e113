import { describe, expect, it } from "vitest";
import { CALL_LIST_SPEC, DEFAULT_MOS_THRESHOLDS } from "../../../contract/calls";
import { BILLING } from "../../../contract/limits/billing";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { GRID } from "../../../contract/limits/grid";
import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import { PATTERNS } from "../../../contract/limits/patterns";
import { POLLING } from "../../../contract/limits/polling";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { SESSION } from "../../../contract/limits/session";
import { THEME } from "../../../contract/limits/theme";

/** Every area's module of contract/limits, merged. */
const limits: Record<string, Record<string, unknown>> = Object.assign(
  {},
  ...Object.values(import.meta.glob("../../../contract/limits/*.ts", { eager: true })),
);

describe("limits", () => {
  it("holds the spec values the issue names", () => {
    expect(SESSION.TIMEOUT_SECONDS_DEFAULT).toBe(900);
    expect(POLLING.CURRENT_USER_MS).toBe(15_000);
    expect(POLLING.ALARM_SUMMARY_MS).toBe(60_000);
    expect(LIMITS_PER_ACCOUNT).toMatchObject({ BOTS: 20, NUMBERS: 100, SIP_CONNECTIONS: 40, SPEECH_SERVICES: 30 });
    expect(CALL_HISTORY.CSV_PAGE_LIMIT).toBe(250);
    expect(GRID.PAGE_SIZE_OPTIONS).toEqual([20, 50, 100]);
    expect(NOTIFICATIONS.MAX_RETRY_ATTEMPTS).toBe(24);
    expect(THEME.PRIMARY_GRADIENT).toContain("#005DB1");
    expect(THEME.PRIMARY_GRADIENT).toContain("#00AAC6");
  });

  it("is the source of the call list's page sizes and MOS defaults", () => {
    expect(CALL_LIST_SPEC.defaultLimit).toBe(CALL_HISTORY.ROWS_PER_PAGE);
    expect(CALL_LIST_SPEC.maxLimit).toBeGreaterThanOrEqual(CALL_HISTORY.CSV_PAGE_LIMIT);
    expect(DEFAULT_MOS_THRESHOLDS).toEqual({ poorToFair: 2.8, fairToGood: 3.5 });
  });

  it("keeps every min below its max", () => {
    for (const group of Object.values(limits)) {
      const entries = Object.entries(group as Record<string, unknown>);
      for (const [name, value] of entries) {
        const max = name.replace(/_MIN(?=_|$)/, "_MAX");
        if (max === name || typeof value !== "number") continue;
        const other = (group as Record<string, unknown>)[max];
        if (typeof other === "number") expect(value, name).toBeLessThan(other);
      }
    }
    expect(BILLING.MIN_ESSENTIAL_PLAN_FEE_USD).toBeLessThan(BILLING.MANUAL_CREDIT_MAX_USD);
  });

  it("has patterns that accept and reject what the spec says", () => {
    expect(PATTERNS.NAME.test("My bot_1-a")).toBe(true);
    expect(PATTERNS.NAME.test("ab")).toBe(false);
    expect(PATTERNS.NAME.test("x".repeat(33))).toBe(false);
    expect(PATTERNS.NAME.test("semi;colon")).toBe(false);
    expect(PATTERNS.MANUAL_PHONE_NUMBER.test("+123 456 7890")).toBe(true);
    expect(PATTERNS.MANUAL_PHONE_NUMBER.test("123-456-7890123456")).toBe(true);
    expect(PATTERNS.MANUAL_PHONE_NUMBER.test("12 34")).toBe(false);
    expect(PATTERNS.URL.test("")).toBe(true);
    expect(PATTERNS.URL.test("wss://bot.example.com/stream")).toBe(true);
    expect(PATTERNS.URL.test("https://10.0.0.1:8443/x")).toBe(true);
    expect(PATTERNS.URL.test("ftp://example.com")).toBe(false);
    expect(PATTERNS.INVALID_CHARACTERS.test('say "hi"')).toBe(true);
    expect(PATTERNS.INVALID_CHARACTERS.test("plain text")).toBe(false);
    expect(PATTERNS.WHATSAPP_PIN.test("123456")).toBe(true);
    expect(PATTERNS.WHATSAPP_PIN.test("12345")).toBe(false);
    expect(PATTERNS.DIAL_OUT_NUMBER.test("+4930123")).toBe(true);
    expect(PATTERNS.DIAL_OUT_NUMBER.test("4930123")).toBe(false);
    expect(PATTERNS.DIAL_OUT_NUMBER.test(`+${"1".repeat(20)}`)).toBe(false);
  });
});
