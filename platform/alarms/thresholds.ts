/**
 * The threshold evaluator (issue 17 "the simulator raises an alarm when a threshold is crossed and
 * clears it when traffic recovers"): pure functions from a threshold and what its window's calls
 * measured to "crossed", "normal" or "unknown". No database here: evaluate.ts measures the window in
 * SQL (the same sums `sampleOf` makes of a list of calls) and acts on the answer.
 *
 * - Failed-call percentage, average MOS and packet loss are judged over the calls that ended in the
 *   window; with fewer than ALARM_THRESHOLDS.MIN_SAMPLE_CALLS measured calls the answer is "unknown"
 *   and the threshold keeps its state (no alarm from two calls; an alarm stays until traffic shows it
 *   recovered).
 * - Call volume counts the calls set up in the window; concurrent calls the calls in progress now.
 * - "above" crosses strictly over the value and "below" strictly under it: a metric equal to the
 *   value is normal.
 */
import { ALARM_THRESHOLDS } from "../../contract/limits/alarm-thresholds";
import { THRESHOLD_METRIC_SPECS, type ThresholdMetric } from "../../contract/wire/alarmThresholds";
import { TIME } from "../../contract/limits/units";

/** A call as the evaluator sees it. */
export interface WindowCall {
  setupTime: number;
  /** null while in progress */
  endTime: number | null;
  successful: boolean;
  /** null when not measured */
  mos: number | null;
  packetLossPercent: number | null;
}

/** What a window's calls measured: counts and sums, so SQL can make the same in one query. */
export interface WindowSample {
  /** Calls that ended in the window. */
  ended: number;
  failed: number;
  mosCount: number;
  mosSum: number;
  packetLossCount: number;
  packetLossSum: number;
  /** Calls set up in the window. */
  started: number;
  /** Calls in progress at the evaluation. */
  inProgress: number;
}

export interface ThresholdRule {
  metric: ThresholdMetric;
  value: number;
}

export type ThresholdState = "crossed" | "normal" | "unknown";

export interface Evaluation {
  state: ThresholdState;
  /** The measured value (null when unknown). */
  measured: number | null;
}

/** The window of an evaluation at `now`: (now - minutes, now]. */
export function windowStartOf(now: number, windowMinutes: number): number {
  return now - windowMinutes * TIME.MINUTE_MS;
}

/** The sample of a list of calls for the window ending at `now`. */
export function sampleOf(calls: readonly WindowCall[], now: number, windowMinutes: number): WindowSample {
  const from = windowStartOf(now, windowMinutes);
  const inWindow = (t: number) => t > from && t <= now;
  const sample: WindowSample = {
    ended: 0,
    failed: 0,
    mosCount: 0,
    mosSum: 0,
    packetLossCount: 0,
    packetLossSum: 0,
    started: 0,
    inProgress: 0,
  };
  for (const c of calls) {
    if (inWindow(c.setupTime)) sample.started++;
    if (c.endTime === null) {
      if (c.setupTime <= now) sample.inProgress++;
      continue;
    }
    if (!inWindow(c.endTime)) continue;
    sample.ended++;
    if (!c.successful) sample.failed++;
    if (c.mos !== null) {
      sample.mosCount++;
      sample.mosSum += c.mos;
    }
    if (c.packetLossPercent !== null) {
      sample.packetLossCount++;
      sample.packetLossSum += c.packetLossPercent;
    }
  }
  return sample;
}

/** The metric's value over a sample, or null when too few calls were measured to judge. */
export function measure(metric: ThresholdMetric, sample: WindowSample): number | null {
  const enough = (n: number) => n >= ALARM_THRESHOLDS.MIN_SAMPLE_CALLS;
  switch (metric) {
    case "failedCallPercent":
      return enough(sample.ended) ? (100 * sample.failed) / sample.ended : null;
    case "averageMos":
      return enough(sample.mosCount) ? sample.mosSum / sample.mosCount : null;
    case "packetLossPercent":
      return enough(sample.packetLossCount) ? sample.packetLossSum / sample.packetLossCount : null;
    case "callVolume":
      return sample.started;
    case "concurrentCalls":
      return sample.inProgress;
  }
}

/** Whether the threshold is crossed by what its window measured. */
export function evaluateThreshold(rule: ThresholdRule, sample: WindowSample): Evaluation {
  const measured = measure(rule.metric, sample);
  if (measured === null) return { state: "unknown", measured: null };
  const crossed =
    THRESHOLD_METRIC_SPECS[rule.metric].direction === "above" ? measured > rule.value : measured < rule.value;
  return { state: crossed ? "crossed" : "normal", measured };
}

/** What to do with a threshold's alarm: raise one, clear the active one, or nothing. */
export type ThresholdAction = "raise" | "clear" | "none";

/**
 * The step of a threshold given its evaluation and whether its alarm is active: one alarm while
 * crossed (never a second), cleared once normal; a disabled threshold clears its alarm.
 */
export function thresholdAction(enabled: boolean, evaluation: Evaluation, alarmActive: boolean): ThresholdAction {
  if (!enabled) return alarmActive ? "clear" : "none";
  if (evaluation.state === "crossed" && !alarmActive) return "raise";
  if (evaluation.state === "normal" && alarmActive) return "clear";
  return "none";
}

/** The metric's words and unit for an alarm's text (the platform's texts are English, like its other alarms). */
const METRIC_TEXT: Readonly<Record<ThresholdMetric, { label: string; format: (v: number) => string }>> = {
  failedCallPercent: { label: "Failed calls", format: (v) => `${round(v, 1)}%` },
  averageMos: { label: "Average MOS", format: (v) => round(v, 2) },
  concurrentCalls: { label: "Concurrent calls", format: (v) => String(Math.round(v)) },
  packetLossPercent: { label: "Packet loss", format: (v) => `${round(v, 2)}%` },
  callVolume: { label: "Calls", format: (v) => String(Math.round(v)) },
};
const round = (v: number, digits: number) => String(Number(v.toFixed(digits)));

/**
 * An alarm's text: the metric, what it measured, the threshold, the window and the source, e.g.
 * "Failed calls 60% above 20% over 5 minutes on bot Support Bot".
 */
export function alarmText(rule: ThresholdRule & { windowMinutes: number }, measured: number, source: string): string {
  const { label, format } = METRIC_TEXT[rule.metric];
  const direction = THRESHOLD_METRIC_SPECS[rule.metric].direction;
  const window =
    rule.metric === "concurrentCalls"
      ? "now"
      : `over ${rule.windowMinutes} minute${rule.windowMinutes === 1 ? "" : "s"}`;
  return `${label} ${format(measured)} ${direction} ${format(rule.value)} ${window} on ${source}`;
}
