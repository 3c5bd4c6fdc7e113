/**
 * The alarms' and thresholds' dialogs: the generic entity dialogs (app/features/entities). An alarm
 * is viewed and deleted; a threshold's form offers the account's entities as its source (one list
 * call per entity type, none for a type whose read role the user lacks: the platform's 403 would end
 * the session).
 */
import type { AppLoadContext } from "@remix-run/node";
import { EntityRowBaseSchema, type EntityApi } from "../../../contract/entities";
import type { ListSpec } from "../../../contract/listQuery";
import { hasRoles, ROLES } from "../../../contract/roles";
import { AlarmThresholdFormSchema, alarmThresholdFormSchema, type AlarmThresholdDetail, type ThresholdEntityType } from "../../../contract/wire/alarmThresholds";
import { BOTS_API, BOTS_LIST_SPEC } from "../../../contract/wire/bots";
import { PHONES_API, PHONES_LIST_SPEC } from "../../../contract/wire/phones";
import { SIP_CONNECTIONS_API, SIP_CONNECTIONS_LIST_SPEC } from "../../../contract/wire/sip";
import { TEAMS_CONNECTIONS_API, TEAMS_CONNECTIONS_LIST_SPEC } from "../../../contract/wire/teams";
import type { AlarmDetail } from "../../../contract/wire/alarms";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { entityChoices } from "~/features/entities/choices.server";
import type { EntityMode } from "~/features/entities/resource";
import type { PlatformClient } from "~/services/platform.server";
import type { CurrentUser } from "~/services/current-user.server";
import { ALARM_MESSAGES, ALARM_THRESHOLD_MESSAGES, ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "./resource";

export interface AlarmDialogData {
  record: AlarmDetail;
  mode: EntityMode;
}

export async function loadAlarmRecord(request: Request, context: AppLoadContext, id: string, mode: EntityMode): Promise<AlarmDialogData> {
  const { record } = mode === "admin" ? await requireAdminRecord(request, context, ALARMS_RESOURCE, id) : await requireOwnRecord(request, context, ALARMS_RESOURCE, "view", id);
  return { record, mode };
}
export const loadAlarmDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, ALARMS_RESOURCE, id);
export const deleteAlarm = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, ALARMS_RESOURCE, id, ALARM_MESSAGES);

/** One group of the source choice: an entity type and the account's entities of it. */
export interface SourceGroup {
  type: ThresholdEntityType;
  entities: { id: string; name: string }[];
}

export interface ThresholdDialogData {
  record: AlarmThresholdDetail | null;
  sources: SourceGroup[];
}

/** Where each source type's entities are listed, and the read role the list needs. */
const SOURCE_LISTS: readonly { type: ThresholdEntityType; api: EntityApi; spec: ListSpec; role: string }[] = [
  { type: "bot", api: BOTS_API, spec: BOTS_LIST_SPEC, role: ROLES.BOTS_READ },
  { type: "service-number", api: PHONES_API, spec: PHONES_LIST_SPEC, role: ROLES.NUMBERS_READ },
  { type: "sip-conn", api: SIP_CONNECTIONS_API, spec: SIP_CONNECTIONS_LIST_SPEC, role: ROLES.SIPCONNECTIONS_READ },
  { type: "teams-conn", api: TEAMS_CONNECTIONS_API, spec: TEAMS_CONNECTIONS_LIST_SPEC, role: ROLES.TEAMS_READ },
];

/** The source types the user may read, each with its entities (the others are not offered). */
async function sourceChoices(api: PlatformClient, user: CurrentUser): Promise<SourceGroup[]> {
  const readable = SOURCE_LISTS.filter((s) => hasRoles(user.roles, [s.role]));
  return Promise.all(
    readable.map(async (s) => {
      const rows = await entityChoices(api, user, { api: s.api, spec: s.spec, gate: { roles: [s.role], match: "any" }, row: EntityRowBaseSchema.passthrough() });
      return { type: s.type, entities: rows.map((r) => ({ id: r.id, name: r.name })) };
    }),
  );
}

export async function loadThresholdCreate(request: Request, context: AppLoadContext): Promise<ThresholdDialogData> {
  const { api, user } = await requireEntityAction(request, context, ALARM_THRESHOLDS_RESOURCE, "create");
  return { record: null, sources: await sourceChoices(api, user) };
}

export async function loadThresholdRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit"): Promise<ThresholdDialogData> {
  const { api, user, record } = await requireOwnRecord(request, context, ALARM_THRESHOLDS_RESOURCE, action, id);
  // The view names the source from the record itself.
  return { record, sources: action === "edit" ? await sourceChoices(api, user) : [] };
}

export const loadThresholdDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, ALARM_THRESHOLDS_RESOURCE, id);
export const createThreshold = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, ALARM_THRESHOLDS_RESOURCE, AlarmThresholdFormSchema, [], ALARM_THRESHOLD_MESSAGES);
export const editThreshold = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, ALARM_THRESHOLDS_RESOURCE, id, alarmThresholdFormSchema, [], ALARM_THRESHOLD_MESSAGES);
export const deleteThreshold = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, ALARM_THRESHOLDS_RESOURCE, id, ALARM_THRESHOLD_MESSAGES);
