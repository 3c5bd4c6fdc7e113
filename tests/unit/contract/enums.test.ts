import { describe, expect, it } from "vitest";
import { ALARM_SEVERITIES } from "../../../contract/enums/alarms";
import { PHONE_NUMBER_STATUSES } from "../../../contract/enums/phone-numbers";
import {
  DEFAULT_STATISTICS_METRICS,
  OFFERED_STATISTICS_METRICS,
  STATISTICS_METRICS,
  STATISTICS_SERVER_METRICS,
} from "../../../contract/enums/statistics";
import { WHATSAPP_STATUS_FILTER_VALUES, WHATSAPP_STATUS_LABELS } from "../../../contract/enums/whatsapp";
import { AlarmSeveritySchema, PhoneNumberStatusSchema } from "../../../contract/wire/enums";
import { isMessageKey } from "../../../contract/messages";

describe("enums", () => {
  it("has the 17 phone-number statuses and rejects others", () => {
    expect(PHONE_NUMBER_STATUSES).toHaveLength(17);
    expect(PhoneNumberStatusSchema.safeParse("Requirement Info Under Review").success).toBe(true);
    expect(PhoneNumberStatusSchema.safeParse("active").success).toBe(false);
  });

  it("orders alarm severities as the spec does", () => {
    expect(ALARM_SEVERITIES).toEqual(["critical", "major", "minor", "warning", "indeterminate", "cleared"]);
    expect(AlarmSeveritySchema.safeParse("fatal").success).toBe(false);
  });

  it("offers the five picker metrics, defaults to them, and maps every server metric", () => {
    expect(OFFERED_STATISTICS_METRICS).toEqual([
      "callSuccess",
      "concurrentCalls",
      "callAttempts",
      "callDuration",
      "voiceQuality",
    ]);
    expect([...DEFAULT_STATISTICS_METRICS].sort()).toEqual([...OFFERED_STATISTICS_METRICS].sort());
    const mapped = Object.values(STATISTICS_METRICS).flatMap((m) => m.serverMetrics);
    expect([...mapped].sort()).toEqual([...STATISTICS_SERVER_METRICS].sort());
  });

  it("labels every metric with a message key", () => {
    for (const m of Object.values(STATISTICS_METRICS)) expect(isMessageKey(m.labelKey)).toBe(true);
  });

  it("shows WhatsApp statuses as the spec says and filters them by 0/1/2", () => {
    expect(WHATSAPP_STATUS_LABELS).toEqual({ InProgress: "In progress", Connected: "Configured", Failed: "Failed" });
    expect(WHATSAPP_STATUS_FILTER_VALUES).toEqual({ InProgress: 0, Connected: 1, Failed: 2 });
  });
});
