/**
 * The campaign form (contract/wire/campaigns): calls per second 1–20 and concurrency 0–300 at their
 * boundaries, retries and their delay, the window (times of day, its order, days, time zone), the form
 * as an HTML form posts it (through conform, like the console's action), and the transitions each
 * state allows.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import {
  CAMPAIGN_STATES,
  CAMPAIGN_TRANSITION_NAMES,
  CampaignFormSchema,
  canDeleteCampaign,
  canEditCampaign,
  canTransition,
} from "../../../contract/wire/campaigns";

const form = {
  name: "Spring renewals",
  botId: "bot-1",
  callerNumberId: "number-1",
  windowStart: "09:00",
  windowEnd: "17:00",
  days: ["mon", "fri"],
  timeZone: "Europe/London",
  callsPerSecond: 5,
  concurrency: 10,
  retries: 1,
  retryDelayMinutes: 30,
};
const errorsOf = (value: unknown) => {
  const result = CampaignFormSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the campaign form", () => {
  it("accepts a complete form; the contact list is optional (an update keeps the stored one)", () => {
    expect(errorsOf(form)).toEqual({});
    expect(CampaignFormSchema.parse({ ...form, contactsCsv: "" }).contactsCsv).toBeUndefined();
    expect(CampaignFormSchema.parse({ ...form, contactsCsv: "+447700900100\n" }).contactsCsv).toBe("+447700900100\n");
  });

  it.each([
    [0, "validation_campaign_calls_per_second"],
    [1, undefined],
    [20, undefined],
    [21, "validation_campaign_calls_per_second"],
    [2.5, "validation_campaign_calls_per_second"],
  ])("calls per second %s", (callsPerSecond, error) => {
    expect(errorsOf({ ...form, callsPerSecond }).callsPerSecond).toBe(error);
  });

  it.each([
    [-1, "validation_campaign_concurrency"],
    [0, undefined],
    [300, undefined],
    [301, "validation_campaign_concurrency"],
  ])("concurrency %s", (concurrency, error) => {
    expect(errorsOf({ ...form, concurrency }).concurrency).toBe(error);
  });

  it("takes 0 to 5 retries, 1 to 1440 minutes apart", () => {
    expect(
      errorsOf({ ...form, retries: CAMPAIGNS.RETRIES_MIN, retryDelayMinutes: CAMPAIGNS.RETRY_DELAY_MINUTES_MIN }),
    ).toEqual({});
    expect(
      errorsOf({ ...form, retries: CAMPAIGNS.RETRIES_MAX, retryDelayMinutes: CAMPAIGNS.RETRY_DELAY_MINUTES_MAX }),
    ).toEqual({});
    expect(errorsOf({ ...form, retries: -1 }).retries).toBe("validation_campaign_retries");
    expect(errorsOf({ ...form, retries: 6 }).retries).toBe("validation_campaign_retries");
    expect(errorsOf({ ...form, retryDelayMinutes: 0 }).retryDelayMinutes).toBe("validation_campaign_retry_delay");
    expect(errorsOf({ ...form, retryDelayMinutes: 1441 }).retryDelayMinutes).toBe("validation_campaign_retry_delay");
  });

  it("takes a window of 24-hour times that ends at another time than it starts (overnight when earlier), on one or more days, in an IANA time zone", () => {
    expect(errorsOf({ ...form, windowStart: "00:00", windowEnd: "23:59", days: ["sun"], timeZone: "UTC" })).toEqual({});
    expect(errorsOf({ ...form, windowStart: "9:00" }).windowStart).toBe("validation_campaign_time");
    expect(errorsOf({ ...form, windowEnd: "24:00" }).windowEnd).toBe("validation_campaign_time");
    expect(errorsOf({ ...form, windowStart: "17:00", windowEnd: "17:00" }).windowEnd).toBe(
      "validation_campaign_window_order",
    );
    // Overnight: it ends the next morning.
    expect(errorsOf({ ...form, windowStart: "22:00", windowEnd: "06:00" })).toEqual({});
    expect(errorsOf({ ...form, days: [] }).days).toBe("validation_campaign_days");
    expect(errorsOf({ ...form, days: ["mon", "mon"] }).days).toBe("validation_campaign_days");
    expect(errorsOf({ ...form, days: ["someday"] })["days.0"]).toBe("validation_campaign_days");
    expect(errorsOf({ ...form, timeZone: "Mars/Olympus_Mons" }).timeZone).toBe("validation_campaign_time_zone");
  });

  it("refuses an empty name, one past 40 characters and invalid characters", () => {
    expect(errorsOf({ ...form, name: "  " }).name).toBe("validation_campaign_name");
    expect(errorsOf({ ...form, name: "x".repeat(CAMPAIGNS.NAME_MAX) })).toEqual({});
    expect(errorsOf({ ...form, name: "x".repeat(CAMPAIGNS.NAME_MAX + 1) }).name).toBe("validation_campaign_name");
    expect(errorsOf({ ...form, name: 'say "hi"' }).name).toBe("validation_invalid_characters");
  });

  it("reads the form as an HTML form posts it (one checkbox per day, numbers as text)", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      ...form,
      callsPerSecond: "20",
      concurrency: "0",
      retries: "0",
      retryDelayMinutes: "1",
    })) {
      if (Array.isArray(v)) for (const d of v) data.append(k, d);
      else data.append(k, String(v));
    }
    const submission = parseWithZod(data, { schema: CampaignFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      days: ["mon", "fri"],
      callsPerSecond: 20,
      concurrency: 0,
    });
    const one = new FormData();
    for (const [k, v] of Object.entries({ ...form, days: "sat" })) one.append(k, String(v));
    const single = parseWithZod(one, { schema: CampaignFormSchema });
    expect(single.status === "success" && single.value.days).toEqual(["sat"]);
  });
});

describe("the campaign states", () => {
  it("start only a draft; pause a scheduled or running one; resume a paused one; cancel any not ended", () => {
    const allowed = Object.fromEntries(
      CAMPAIGN_TRANSITION_NAMES.map((t) => [t, CAMPAIGN_STATES.filter((s) => canTransition(s, t))]),
    );
    expect(allowed).toEqual({
      start: ["draft"],
      pause: ["scheduled", "running"],
      resume: ["paused"],
      cancel: ["draft", "scheduled", "running", "paused"],
    });
  });

  it("edits only a draft, and deletes one that can no longer call", () => {
    expect(CAMPAIGN_STATES.filter(canEditCampaign)).toEqual(["draft"]);
    expect(CAMPAIGN_STATES.filter(canDeleteCampaign)).toEqual(["draft", "completed", "cancelled"]);
  });
});
