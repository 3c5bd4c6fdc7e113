/**
 * What the alarms' and thresholds' dialogs offer beside the record: an alarm's screen (its close link);
 * a threshold's form, the account's entities as its source (one list call per entity type, none for a
 * type whose read role the user lacks: the platform's 403 would end the session).
 */
import { EntityRowBaseSchema, type EntityApi } from "../../../contract/entities";
import type { ListSpec } from "../../../contract/listQuery";
import { hasRoles, ROLES } from "../../../contract/roles";
import type { AlarmThresholdDetail, ThresholdEntityType } from "../../../contract/wire/alarmThresholds";
import type { AlarmDetail } from "../../../contract/wire/alarms";
import { BOTS_API, BOTS_LIST_SPEC } from "../../../contract/wire/bots";
import { PHONES_API, PHONES_LIST_SPEC } from "../../../contract/wire/phones";
import { SIP_CONNECTIONS_API, SIP_CONNECTIONS_LIST_SPEC } from "../../../contract/wire/sip";
import { TEAMS_CONNECTIONS_API, TEAMS_CONNECTIONS_LIST_SPEC } from "../../../contract/wire/teams";
import { entityChoices } from "~/features/entities/choices.server";
import type { DialogContext } from "~/features/entities/dialog.server";
import type { EntityMode } from "~/features/entities/resource";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";

export interface AlarmDialogData {
  record: AlarmDetail;
  mode: EntityMode;
}

export const alarmDialogData = ({ mode }: DialogContext<AlarmDetail>) => ({ mode });

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
      const rows = await entityChoices(api, user, {
        api: s.api,
        spec: s.spec,
        gate: { roles: [s.role], match: "any" },
        row: EntityRowBaseSchema.passthrough(),
      });
      return { type: s.type, entities: rows.map((r) => ({ id: r.id, name: r.name })) };
    }),
  );
}

/** The view names the source from the record itself. */
export async function thresholdDialogData({
  api,
  user,
  action,
}: DialogContext<AlarmThresholdDetail>): Promise<Omit<ThresholdDialogData, "record">> {
  return { sources: action === "view" ? [] : await sourceChoices(api, user) };
}
