import { describe, expect, it } from "vitest";
import { ListQueryError } from "../../../contract/listQuery";
import {
  ManualChargeSchema,
  ManualCreditSchema,
  ManualNumberSchema,
  SipOverrideTextSchema,
} from "../../../contract/wire/admin";
import { emptyAlarmSummary, topAlarmSeverity } from "../../../contract/alarms";
import { AlarmSummarySchema } from "../../../contract/wire/alarms";
import { LoginRequestSchema, RefreshRequestSchema, TokenPairSchema } from "../../../contract/wire/auth";
import { CurrentUserSchema, effectiveMaxBots } from "../../../contract/wire/currentUser";
import { decimalPlaces } from "../../../contract/wire/decimals";
import { downloadUrl, isDownloadable, NotificationSchema } from "../../../contract/wire/notifications";
import { BaseSettingsSchema } from "../../../contract/wire/settings";
import {
  buildStatisticsQuery,
  parseStatisticsQuery,
  StatisticsResponseSchema,
} from "../../../contract/wire/statistics";
import {
  isWhatsAppConnected,
  WhatsAppNumberCreateSchema,
  WhatsAppNumberUpdateSchema,
} from "../../../contract/wire/whatsapp";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("auth", () => {
  it("validates login and refresh bodies and the token pair", () => {
    expect(LoginRequestSchema.parse({ email: " owner@example.com ", password: "x" }).email).toBe("owner@example.com");
    expect(LoginRequestSchema.safeParse({ email: "nope", password: "x" }).success).toBe(false);
    expect(RefreshRequestSchema.safeParse({ grant_type: "password", refresh_token: "r" }).success).toBe(false);
    expect(TokenPairSchema.safeParse({ token: "a", refresh_token: "b" }).success).toBe(true);
  });
});

describe("current user and settings", () => {
  const user = {
    id: "u1",
    firstName: "Olive",
    lastName: "Owner",
    email: "owner@example.com",
    accountId: "a1",
    accountName: "Acme Voice",
    accountDescription: "",
    accountType: "LiveHub",
    accountStatus: "active",
    roles: ["LIVEHUB_CALLS_READ"],
    tid: null,
    isActive: true,
    isNewAccountCreated: false,
    isMessageShown: true,
    noIamAccount: false,
    teamsOnlyMode: false,
    msSubId: null,
    msSubName: null,
    subscription: "Essential Plan",
    paymentType: "prepaid",
    walletBalance: 120.5,
    monthlyAmount: 0,
    monthlyLimit: 0,
    paymentDetails: { autoRechargeAlarm: false },
    createdAt: "2024-01-01T00:00:00.000Z",
    marketplaceOffer: null,
    featuresActivation: {},
    isTestUser: false,
    cacProfileDisplay: "Unlimited",
    nationalNumberFormat: false,
    clientMaxAccountCallDurationInMinutes: 0,
    adminMaxAccountCallDurationInMinutes: 0,
    shareAiLogs: false,
    forwardAlarmViaEmail: false,
    emailAddresses: [],
    supportPlan: "Basic",
    supportEmailAddress: null,
    supportContractNumber: null,
    accountMaxBotsCount: -1,
    systemMaxBotsCount: 20,
    maxTeamsConnections: 10,
    termsUpdateRequired: false,
  };
  it("accepts the platform's current user and resolves the bots limit", () => {
    const parsed = CurrentUserSchema.parse(user);
    expect(effectiveMaxBots(parsed)).toBe(20);
    expect(effectiveMaxBots({ accountMaxBotsCount: 5, systemMaxBotsCount: 20 })).toBe(5);
    expect(CurrentUserSchema.safeParse({ ...user, accountStatus: "sleeping" }).success).toBe(false);
  });

  it("accepts base settings", () => {
    const settings = {
      regionsSettings: [{ regionId: "eu", regionName: "Europe" }],
      registrationEnabled: true,
      sessionTimeoutSeconds: 900,
      dnsTxtRegex: "^x$",
      mosThresholds: { poorToFair: 2.8, fairToGood: 3.5 },
      brand: { name: "Voice Console" },
      widgets: { chatSupportEnabled: true },
      termsVersion: 1,
    };
    expect(BaseSettingsSchema.parse(settings).regionsSettings[0].regionName).toBe("Europe");
  });
});

describe("alarms", () => {
  it("needs all six severities and finds the most severe", () => {
    expect(AlarmSummarySchema.safeParse({ critical: 1 }).success).toBe(false);
    const s = { ...emptyAlarmSummary(), minor: 3, cleared: 9 };
    expect(AlarmSummarySchema.parse(s)).toEqual(s);
    expect(topAlarmSeverity(s)).toBe("minor");
    expect(topAlarmSeverity(emptyAlarmSummary())).toBeUndefined();
  });
});

describe("notifications", () => {
  const base = {
    id: "n1",
    title: "Export",
    message: "done",
    type: "download",
    status: 0,
    createdAt: "2024-01-01T00:00:00Z",
    ttl: 3600,
  };
  it("downloads only with both fileName and url, relative urls under the main base", () => {
    const n = NotificationSchema.parse({ ...base, data: { fileName: "calls.csv", url: "exports/1/file" } });
    expect(isDownloadable(n)).toBe(true);
    expect(isDownloadable(NotificationSchema.parse({ ...base, data: { fileName: "calls.csv" } }))).toBe(false);
    expect(downloadUrl("exports/1/file")).toBe("/vaic/api/exports/1/file");
    expect(downloadUrl("/exports/1/file")).toBe("/vaic/api/exports/1/file");
    expect(downloadUrl("/vaic/api/exports/1/file")).toBe("/vaic/api/exports/1/file");
    expect(downloadUrl("https://cdn.example.com/f.csv")).toBe("https://cdn.example.com/f.csv");
  });
  it("rejects an unknown status", () => {
    expect(NotificationSchema.safeParse({ ...base, status: 2, data: {} }).success).toBe(false);
  });
});

describe("statistics", () => {
  it("builds and parses a metrics request", () => {
    const req = {
      from: Date.UTC(2024, 4, 1),
      to: Date.UTC(2024, 4, 2),
      metricNames: ["CountCalls", "MaxConcurrentCalls"] as const,
      entityId: "bot-1",
      groupBy: "dimension-exists" as const,
      timezoneOffset: 2,
    };
    const text = buildStatisticsQuery({ ...req, metricNames: [...req.metricNames] });
    expect(text).toContain("metricName=CountCalls;MaxConcurrentCalls");
    expect(parseStatisticsQuery(text)).toEqual({ ...req, metricNames: [...req.metricNames] });
  });
  it("rejects an unknown metric and missing bounds with a 400 error", () => {
    expect(() => parseStatisticsQuery("filter=(timestamp>=1,timestamp<=2,metricName=Nope)")).toThrow(ListQueryError);
    expect(() => parseStatisticsQuery("filter=(metricName=CountCalls)")).toThrow(/lower and upper bounds/);
    expect(() => parseStatisticsQuery("filter=(timestamp>=1,timestamp<=2,metricName=CountCalls)&groupBy=x")).toThrow(
      ListQueryError,
    );
  });
  it("accepts a series answer", () => {
    const answer = {
      series: [
        {
          metricName: "CountCallsQuality",
          dimensionValue: "good",
          values: [{ value: 3, timestamp: "2024-05-01T00:00:00Z" }],
        },
      ],
      windowMinutes: 5,
    };
    expect(StatisticsResponseSchema.parse(answer).windowMinutes).toBe(5);
  });
});

describe("admin dialogs", () => {
  it("manual charge: $1..$10,000, at most 9 decimals, description required", () => {
    const ok = { accountId: "a1", amount: 1, description: "setup fee" };
    expect(ManualChargeSchema.safeParse(ok).success).toBe(true);
    expect(ManualChargeSchema.safeParse({ ...ok, amount: 10_000 }).success).toBe(true);
    expect(ManualChargeSchema.safeParse({ ...ok, amount: 1.123456789 }).success).toBe(true);
    for (const amount of [0.5, 10_000.01, 1.1234567891]) {
      expect(issues(ManualChargeSchema.safeParse({ ...ok, amount }))).toContain("validation_manual_charge_value");
    }
    expect(ManualChargeSchema.safeParse({ ...ok, description: " " }).success).toBe(false);
  });

  it("manual credit: between the essential fee (2) and 10000", () => {
    expect(ManualCreditSchema.safeParse({ clientId: "a", creditAmount: 2 }).success).toBe(true);
    expect(ManualCreditSchema.safeParse({ clientId: "a", creditAmount: 1.99 }).success).toBe(false);
    expect(ManualCreditSchema.safeParse({ clientId: "a", creditAmount: 10_001 }).success).toBe(false);
  });

  it("manual number: phone pattern, country 1..30, monthly charge > 0 with 4 decimals", () => {
    const ok = {
      phoneNumber: "+123 456 7890",
      countryName: "Germany",
      monthlyCharge: 1.2345,
      regionId: "eu",
      clientId: "a1",
      accountName: "Acme",
    };
    expect(ManualNumberSchema.safeParse(ok).success).toBe(true);
    expect(ManualNumberSchema.safeParse({ ...ok, monthlyCharge: 1.23456 }).success).toBe(false);
    expect(ManualNumberSchema.safeParse({ ...ok, monthlyCharge: 0 }).success).toBe(false);
    expect(ManualNumberSchema.safeParse({ ...ok, countryName: "x".repeat(31) }).success).toBe(false);
    expect(ManualNumberSchema.safeParse({ ...ok, phoneNumber: "12" }).success).toBe(false);
  });

  it("SIP override must be a JSON object", () => {
    expect(SipOverrideTextSchema.parse('{"a":1}')).toEqual({ a: 1 });
    expect(issues(SipOverrideTextSchema.safeParse("{a:1}"))).toEqual(["labels_invalid_json_format"]);
    expect(SipOverrideTextSchema.safeParse("[1]").success).toBe(false);
  });

  it("counts decimals, also in exponent notation", () => {
    expect(decimalPlaces(1)).toBe(0);
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-8)).toBe(9);
    expect(decimalPlaces(1e21)).toBe(0);
  });
});

describe("WhatsApp", () => {
  it("create: name, 6-digit pin, region, duration 0..35791 (default no limit)", () => {
    const ok = { name: "Support", pinCode: "123456", regionId: "eu" };
    expect(WhatsAppNumberCreateSchema.parse(ok).maxCallDurationInMinutes).toBe(0);
    expect(issues(WhatsAppNumberCreateSchema.safeParse({ ...ok, pinCode: "12345" }))).toContain(
      "validation_whatsapp_pin",
    );
    expect(WhatsAppNumberCreateSchema.safeParse({ ...ok, maxCallDurationInMinutes: 35_792 }).success).toBe(false);
    expect(WhatsAppNumberCreateSchema.safeParse({ ...ok, name: "" }).success).toBe(false);
  });
  it("update carries no pin and allows partial bodies", () => {
    expect(WhatsAppNumberUpdateSchema.parse({ name: "New", pinCode: "123456" })).toEqual({ name: "New" });
  });
  it("is connected only when all four checks pass", () => {
    const all = { waCalling: true, waSip: true, connectionOk: true, sipFqdnOk: true };
    expect(isWhatsAppConnected(all)).toBe(true);
    expect(isWhatsAppConnected({ ...all, sipFqdnOk: false })).toBe(false);
  });
});
