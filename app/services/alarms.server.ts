import type { AlarmSummary } from "../../contract/alarms";
import { AlarmSummarySchema } from "../../contract/wire/alarms";
import type { PlatformClient } from "./platform.server";

/** The alarms service (base /api/v1; docs/product.md#base-paths). */

export const ALARM_SUMMARY_PATH = "/api/v1/activeAlarms/summary";

export type { AlarmSummary };

/** Active alarms per severity of the user's account (needs LIVEHUB_ALARMS_READ). */
export function fetchAlarmSummary(api: PlatformClient): Promise<AlarmSummary> {
  return api.get(ALARM_SUMMARY_PATH, { schema: AlarmSummarySchema });
}
