/**
 * The alarm threshold form (contract/wire/alarmThresholds): each metric's value bounds and step, the
 * source, the window, as JSON (the platform) and as an HTML form posts it (conform, the console's
 * action); and the seed's demo thresholds, which the form must accept as they are.
 */
import { parseWithZod } from "@conform-to/zod";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALARM_THRESHOLDS } from "../../../contract/limits/alarm-thresholds";
import {
  AlarmThresholdFormSchema,
  isThresholdValueValid,
  parseThresholdSource,
  THRESHOLD_METRIC_SPECS,
  THRESHOLD_METRICS,
  thresholdSource,
} from "../../../contract/wire/alarmThresholds";
import { openDatabase } from "../../../platform/db/database";
import { seed } from "../../../platform/seed/index";

const form = {
  name: "Failed calls",
  metric: "failedCallPercent",
  value: 20,
  severity: "major",
  source: "",
  windowMinutes: 5,
  enabled: true,
};
const errorsOf = (value: unknown) => {
  const result = AlarmThresholdFormSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the threshold value", () => {
  it("lies within each metric's bounds, the bounds included", () => {
    for (const metric of THRESHOLD_METRICS) {
      const { MIN, MAX, STEP } = THRESHOLD_METRIC_SPECS[metric].bounds;
      expect(errorsOf({ ...form, metric, value: MIN }), `${metric} ${MIN}`).toEqual({});
      expect(errorsOf({ ...form, metric, value: MAX }), `${metric} ${MAX}`).toEqual({});
      expect(errorsOf({ ...form, metric, value: Number((MIN - STEP).toFixed(1)) }).value, `${metric} below`).toBe(
        "validation_alarm_threshold_value",
      );
      expect(errorsOf({ ...form, metric, value: Number((MAX + STEP).toFixed(1)) }).value, `${metric} above`).toBe(
        "validation_alarm_threshold_value",
      );
    }
  });

  it("takes the metric's step: MOS and packet loss in tenths, percentages and counts whole", () => {
    expect(isThresholdValueValid("averageMos", 3.5)).toBe(true);
    expect(isThresholdValueValid("averageMos", 3.55)).toBe(false);
    expect(isThresholdValueValid("packetLossPercent", 0.1)).toBe(true);
    expect(isThresholdValueValid("packetLossPercent", 0.05)).toBe(false);
    expect(isThresholdValueValid("failedCallPercent", 20.5)).toBe(false);
    expect(isThresholdValueValid("concurrentCalls", 300)).toBe(true);
    expect(isThresholdValueValid("concurrentCalls", 2.5)).toBe(false);
    expect(isThresholdValueValid("callVolume", Number.NaN)).toBe(false);
  });

  it("names the bounds in one place (contract/limits ALARM_THRESHOLDS)", () => {
    expect(THRESHOLD_METRIC_SPECS.failedCallPercent.bounds).toBe(ALARM_THRESHOLDS.FAILED_CALL_PERCENT);
    expect(THRESHOLD_METRIC_SPECS.averageMos.bounds).toEqual({ MIN: 1, MAX: 5, STEP: 0.1 });
    expect(THRESHOLD_METRIC_SPECS.averageMos.direction).toBe("below");
    expect(THRESHOLD_METRIC_SPECS.concurrentCalls.direction).toBe("above");
  });

  it("is a number: text is refused on the value, missing is required", () => {
    expect(errorsOf({ ...form, value: "twenty" }).value).toBe("validation_alarm_threshold_value");
    const { value: _value, ...without } = form;
    expect(errorsOf(without).value).toBe("validation_field_required");
  });
});

describe("the rest of the form", () => {
  it("takes a name of 1 to 40 characters, a known metric and severity (never cleared), a window offered", () => {
    expect(errorsOf({ ...form, name: "x".repeat(ALARM_THRESHOLDS.NAME_MAX) })).toEqual({});
    expect(errorsOf({ ...form, name: "x".repeat(ALARM_THRESHOLDS.NAME_MAX + 1) }).name).toBe(
      "validation_alarm_threshold_name",
    );
    expect(errorsOf({ ...form, name: "  " }).name).toBe("validation_alarm_threshold_name");
    expect(errorsOf({ ...form, metric: "jitter" }).metric).toBe("validation_field_invalid");
    expect(errorsOf({ ...form, severity: "cleared" }).severity).toBe("validation_field_invalid");
    for (const w of ALARM_THRESHOLDS.WINDOW_MINUTES) expect(errorsOf({ ...form, windowMinutes: w })).toEqual({});
    for (const w of [0, 2, 61, 1.5])
      expect(errorsOf({ ...form, windowMinutes: w }).windowMinutes, String(w)).toBe("validation_field_invalid");
  });

  it("takes the whole account or one entity as its source", () => {
    expect(errorsOf({ ...form, source: "bot:0f8fad5b-d9cb-469f-a165-70867728950e" })).toEqual({});
    expect(errorsOf({ ...form, source: undefined })).toEqual({});
    for (const bad of ["bot", "bot:", "wa-conn:abc", "account:1", "bot:a b", "bot:x;DROP"])
      expect(errorsOf({ ...form, source: bad }).source, bad).toBe("validation_alarm_threshold_source");
    expect(parseThresholdSource("sip-conn:abc-1")).toEqual({ entityType: "sip-conn", entityId: "abc-1" });
    expect(parseThresholdSource("")).toBeNull();
    expect(thresholdSource("teams-conn", "t1")).toBe("teams-conn:t1");
    expect(thresholdSource(null, null)).toBe("");
  });

  it("reads an HTML form's strings (conform): numbers, the checkbox, an empty source", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "MOS",
      metric: "averageMos",
      value: "3.2",
      severity: "minor",
      source: "",
      windowMinutes: "15",
    }))
      data.set(k, v);
    const submission = parseWithZod(data, { schema: AlarmThresholdFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "MOS",
      metric: "averageMos",
      value: 3.2,
      severity: "minor",
      source: "",
      windowMinutes: 15,
      enabled: false,
    });
  });
});

describe("the seed's demo thresholds", () => {
  it("are forms the console accepts as they are", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vc-thresholds-seed-"));
    const db = openDatabase(join(dir, "db.sqlite"));
    try {
      await seed(db, { calls: 0 });
      const rows = db.prepare("SELECT * FROM alarm_thresholds WHERE deleted_at IS NULL").all() as Record<
        string,
        unknown
      >[];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const r of rows) {
        const stored = {
          name: r.name,
          metric: r.metric,
          value: r.value,
          severity: r.severity,
          source: thresholdSource(r.entity_type as string | null, r.entity_id as string | null),
          windowMinutes: r.window_minutes,
          enabled: r.enabled === 1,
        };
        expect(errorsOf(stored), String(r.name)).toEqual({});
      }
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
