/** GET {alarms}/activeAlarms/summary (spec 000 §7, 001 §3 "Alarm summary"): severity -> count, all six present. */
import { z } from "zod";
import type { AlarmSummary } from "../alarms";

const count = z.number().int().nonnegative();

export const AlarmSummarySchema = z.object({
  critical: count,
  major: count,
  minor: count,
  warning: count,
  indeterminate: count,
  cleared: count,
}) satisfies z.ZodType<AlarmSummary>;
