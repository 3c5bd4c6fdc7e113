/** The alarms and thresholds lists: the generic entity list, with whether the user may open the thresholds (their tab). */
import type { RouteArgs } from "~/features/entities/route-args";
import { hasRoles, ROLES } from "../../../contract/roles";
import { loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "./resource";

export const loadAlarms = (args: RouteArgs, mode: EntityMode) =>
  loadEntityList(args, ALARMS_RESOURCE, mode, (user) => ({
    thresholdsTab: mode === "portal" && hasRoles(user.roles, [ROLES.ALARMS_THRESHOLDS_READ]),
  }));

export const loadAlarmThresholds = (args: RouteArgs) =>
  loadEntityList(args, ALARM_THRESHOLDS_RESOURCE, "portal", () => ({ thresholdsTab: true }));
