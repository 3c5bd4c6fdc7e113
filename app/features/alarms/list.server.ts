/** The alarms and thresholds lists: the generic entity list, with whether the user may open the thresholds (their tab). */
import type { AppLoadContext } from "@remix-run/node";
import { hasRoles, ROLES } from "../../../contract/roles";
import { loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "./resource";

export const loadAlarms = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, ALARMS_RESOURCE, mode, (user) => ({
    thresholdsTab: mode === "portal" && hasRoles(user.roles, [ROLES.ALARMS_THRESHOLDS_READ]),
  }));

export const loadAlarmThresholds = (request: Request, context: AppLoadContext) =>
  loadEntityList(request, context, ALARM_THRESHOLDS_RESOURCE, "portal", () => ({ thresholdsTab: true }));
