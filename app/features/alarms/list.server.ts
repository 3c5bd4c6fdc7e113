/**
 * The alarms and thresholds lists: the generic entity list, with whether the user may open the
 * thresholds (their tab) and the account's maximum of thresholds (the limit warning).
 */
import type { AppLoadContext } from "@remix-run/node";
import { ALARM_THRESHOLDS } from "../../../contract/limits/alarm-thresholds";
import { hasRoles, ROLES } from "../../../contract/roles";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "./resource";

export const loadAlarms = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, ALARMS_RESOURCE, mode, (user) => ({
    thresholdsTab: mode === "portal" && hasRoles(user.roles, [ROLES.ALARMS_THRESHOLDS_READ]),
  }));

export const loadAlarmThresholds = (request: Request, context: AppLoadContext) =>
  loadEntityList(request, context, ALARM_THRESHOLDS_RESOURCE, "portal", (_user, data) => ({
    thresholdsTab: true,
    limit: isWholeAccountList(data) ? { max: ALARM_THRESHOLDS.PER_ACCOUNT } : null,
  }));
