import { z } from "zod";
import { AlarmSummarySchema } from "../../contract/wire/alarms";
import type { PlatformClient } from "./platform.server";

/** GET /vaic/api/dashboard/summary: the portal dashboard's counts; each key only with its read role. */

export const DASHBOARD_SUMMARY_PATH = "/vaic/api/dashboard/summary";

const count = z.number().int().nonnegative();

export const DashboardSummarySchema = z.object({
  bots: count.optional(),
  numbers: count.optional(),
  sipConnections: count.optional(),
  whatsappNumbers: count.optional(),
  teamsConnections: count.optional(),
  routingRules: count.optional(),
  calls24h: z.object({ total: count, successful: count }).optional(),
  alarms: AlarmSummarySchema.optional(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export function fetchDashboardSummary(api: PlatformClient): Promise<DashboardSummary> {
  return api.get(DASHBOARD_SUMMARY_PATH, { schema: DashboardSummarySchema });
}
