/**
 * The pure threshold evaluator (platform/alarms/thresholds.ts): each metric crossing and recovering,
 * at its boundaries; too few calls to judge; one alarm while crossed (never a second); the alarm's
 * text. The database side (per account and per entity, raising and clearing) is alarm-thresholds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ALARM_THRESHOLDS } from "../../../contract/limits/alarm-thresholds";
import {
  alarmText,
  evaluateThreshold,
  measure,
  sampleOf,
  thresholdAction,
  type WindowCall,
} from "../../../platform/alarms/thresholds";
import { TIME } from "../../../contract/limits/units";

const NOW = 1_800_000_000_000;
/** A call that ended `agoMs` before NOW, after 30 s. */
const ended = (agoMs: number, f: Partial<WindowCall> = {}): WindowCall => ({
  setupTime: NOW - agoMs - 30_000,
  endTime: NOW - agoMs,
  successful: true,
  mos: 4.2,
  packetLossPercent: 0.2,
  ...f,
});
const open = (agoMs: number): WindowCall => ({
  setupTime: NOW - agoMs,
  endTime: null,
  successful: true,
  mos: null,
  packetLossPercent: null,
});
const calls = (n: number, f: Partial<WindowCall> = {}) =>
  Array.from({ length: n }, (_, i) => ended(i * 1000 + 1000, f));

describe("sampleOf", () => {
  it("counts the calls that ended in the window (from excluded, now included) and the calls in progress", () => {
    const sample = sampleOf(
      [
        ended(0),
        ended(5 * TIME.MINUTE_MS),
        ended(5 * TIME.MINUTE_MS - 1),
        ended(6 * TIME.MINUTE_MS),
        open(1000),
        open(10 * TIME.MINUTE_MS),
      ],
      NOW,
      5,
    );
    // ended(0) at NOW and ended(5 min - 1 ms) count; ended exactly 5 min ago is the window's excluded start.
    expect(sample.ended).toBe(2);
    expect(sample.inProgress).toBe(2);
    // Set up in the window: ended(0) (30 s before now), ended(5 min - 1 ms) is set up 30 s earlier: out; open(1000) in.
    expect(sample.started).toBe(2);
  });

  it("leaves calls without MOS or packet loss out of those averages", () => {
    const sample = sampleOf(
      [ended(1000, { mos: null, packetLossPercent: null }), ended(2000, { mos: 3 }), ended(3000, { mos: 4 })],
      NOW,
      5,
    );
    expect(sample.mosCount).toBe(2);
    expect(sample.mosSum).toBe(7);
    expect(sample.packetLossCount).toBe(2);
  });
});

describe("failed-call percentage (above)", () => {
  const rule = { metric: "failedCallPercent" as const, value: 20 };
  it("crosses strictly above the value and is normal at it", () => {
    // 1 of 5 failed: 20%, equal, normal; 2 of 5: 40%, crossed.
    expect(evaluateThreshold(rule, sampleOf([...calls(4), ended(9000, { successful: false })], NOW, 5))).toEqual({
      state: "normal",
      measured: 20,
    });
    expect(
      evaluateThreshold(
        rule,
        sampleOf([...calls(3), ended(8000, { successful: false }), ended(9000, { successful: false })], NOW, 5),
      ),
    ).toEqual({ state: "crossed", measured: 40 });
  });
  it("recovers when enough successful calls follow", () => {
    const failing = [
      ended(8000, { successful: false }),
      ended(9000, { successful: false }),
      ended(10_000, { successful: false }),
    ];
    expect(evaluateThreshold(rule, sampleOf(failing, NOW, 5)).state).toBe("crossed");
    expect(evaluateThreshold(rule, sampleOf([...failing, ...calls(12)], NOW, 5)).state).toBe("normal");
  });
  it("is unknown with fewer calls than the minimum sample, and judged at the minimum", () => {
    const fewer = Array.from({ length: ALARM_THRESHOLDS.MIN_SAMPLE_CALLS - 1 }, (_, i) =>
      ended(i * 1000 + 1000, { successful: false }),
    );
    expect(evaluateThreshold(rule, sampleOf(fewer, NOW, 5))).toEqual({ state: "unknown", measured: null });
    expect(evaluateThreshold(rule, sampleOf([...fewer, ended(60_000, { successful: false })], NOW, 5)).state).toBe(
      "crossed",
    );
  });
  it("forgets the calls once they leave the window", () => {
    const failing = [
      ended(4 * TIME.MINUTE_MS, { successful: false }),
      ended(4 * TIME.MINUTE_MS, { successful: false }),
      ended(4 * TIME.MINUTE_MS, { successful: false }),
    ];
    expect(evaluateThreshold(rule, sampleOf(failing, NOW, 5)).state).toBe("crossed");
    expect(evaluateThreshold(rule, sampleOf(failing, NOW + 2 * TIME.MINUTE_MS, 5)).state).toBe("unknown");
  });
});

describe("average MOS (below)", () => {
  const rule = { metric: "averageMos" as const, value: 3.5 };
  it("crosses strictly below the value and is normal at it", () => {
    expect(evaluateThreshold(rule, sampleOf(calls(3, { mos: 3.5 }), NOW, 5)).state).toBe("normal");
    expect(evaluateThreshold(rule, sampleOf(calls(3, { mos: 3.4 }), NOW, 5)).state).toBe("crossed");
  });
  it("recovers when the average comes back up", () => {
    const poor = calls(3, { mos: 2 });
    expect(evaluateThreshold(rule, sampleOf(poor, NOW, 5)).state).toBe("crossed");
    expect(evaluateThreshold(rule, sampleOf([...poor, ...calls(6, { mos: 4.5 })], NOW, 5)).state).toBe("normal");
  });
  it("needs the minimum of calls with a MOS measured", () => {
    expect(evaluateThreshold(rule, sampleOf([...calls(2, { mos: 1 }), ...calls(5, { mos: null })], NOW, 5)).state).toBe(
      "unknown",
    );
  });
});

describe("concurrent calls (above)", () => {
  const rule = { metric: "concurrentCalls" as const, value: 2 };
  it("counts the calls in progress now, whatever the window, crossing above the value", () => {
    expect(evaluateThreshold(rule, sampleOf([open(1000), open(2000)], NOW, 1))).toEqual({
      state: "normal",
      measured: 2,
    });
    expect(evaluateThreshold(rule, sampleOf([open(1000), open(2000), open(60 * TIME.MINUTE_MS)], NOW, 1))).toEqual({
      state: "crossed",
      measured: 3,
    });
    // No calls is a measurement (0), never unknown: an alarm clears when the calls end.
    expect(evaluateThreshold(rule, sampleOf([], NOW, 1))).toEqual({ state: "normal", measured: 0 });
  });
});

describe("packet loss and call volume (above)", () => {
  it("averages the packet loss of the window's calls", () => {
    const rule = { metric: "packetLossPercent" as const, value: 2 };
    expect(evaluateThreshold(rule, sampleOf(calls(3, { packetLossPercent: 2 }), NOW, 5)).state).toBe("normal");
    expect(evaluateThreshold(rule, sampleOf(calls(3, { packetLossPercent: 2.01 }), NOW, 5)).state).toBe("crossed");
  });
  it("counts the calls set up in the window", () => {
    const rule = { metric: "callVolume" as const, value: 3 };
    expect(measure("callVolume", sampleOf([...calls(3), open(1000)], NOW, 5))).toBe(4);
    expect(evaluateThreshold(rule, sampleOf([...calls(3), open(1000)], NOW, 5)).state).toBe("crossed");
    expect(evaluateThreshold(rule, sampleOf(calls(3), NOW, 5)).state).toBe("normal");
  });
});

describe("thresholdAction", () => {
  const crossed = { state: "crossed" as const, measured: 50 };
  const normal = { state: "normal" as const, measured: 1 };
  const unknown = { state: "unknown" as const, measured: null };
  it("raises once while crossed and never a second alarm", () => {
    expect(thresholdAction(true, crossed, false)).toBe("raise");
    expect(thresholdAction(true, crossed, true)).toBe("none");
  });
  it("clears the alarm on recovery, and only then", () => {
    expect(thresholdAction(true, normal, true)).toBe("clear");
    expect(thresholdAction(true, normal, false)).toBe("none");
    expect(thresholdAction(true, unknown, true)).toBe("none");
    expect(thresholdAction(true, unknown, false)).toBe("none");
  });
  it("a disabled threshold raises nothing and clears its alarm", () => {
    expect(thresholdAction(false, crossed, false)).toBe("none");
    expect(thresholdAction(false, crossed, true)).toBe("clear");
  });
});

describe("alarmText", () => {
  it("names the metric, what it measured, the threshold, the window and the source", () => {
    expect(alarmText({ metric: "failedCallPercent", value: 20, windowMinutes: 5 }, 60, "bot Support Bot")).toBe(
      "Failed calls 60% above 20% over 5 minutes on bot Support Bot",
    );
    expect(alarmText({ metric: "averageMos", value: 3.5, windowMinutes: 1 }, 2.345, "the account")).toBe(
      "Average MOS 2.35 below 3.5 over 1 minute on the account",
    );
    expect(alarmText({ metric: "concurrentCalls", value: 10, windowMinutes: 15 }, 12, "SIP connection Trunk")).toBe(
      "Concurrent calls 12 above 10 now on SIP connection Trunk",
    );
  });
});
