/**
 * Routing rules as an entity of the generic store (ADR 010; docs/product.md#routing-rule "Routing rule", #role-names ROUTINGRULES
 * roles; #catalogue-warnings "maximum ... routings reached"): the ROUTINGRULES roles, LIMITS_PER_ACCOUNT.ROUTING_RULES
 * per account, names unique in the account. Origins, destinations and alternatives must be live
 * entities of the account, the group one of its live groups, the region a row of the catalogue. A
 * read names each endpoint, or gives null for one deleted since (shown as missing).
 */
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { ROLES } from "../../../contract/roles";
import {
  parseEndpointValue,
  ROUTING_RULES_API,
  ROUTING_RULES_LIST_SPEC,
  routingRuleFormSchema,
  type RoutingEndpointView,
  type RoutingRuleDetail,
  type RoutingRuleForm,
  type RoutingRuleRow,
} from "../../../contract/wire/routing";
import type { PlatformContext } from "../../context";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { endpointNameSql, endpointsOf, ENDPOINT_TABLES, stringsOf } from "../../routing/table";

const ALTERNATIVE_NAMES_SQL = `(SELECT json_group_array(json_object('type', json_extract(j.value, '$.type'), 'id', json_extract(j.value, '$.id'),
    'name', ${endpointNameSql("json_extract(j.value, '$.type')", "json_extract(j.value, '$.id')")}))
  FROM json_each(t.alternative_destinations) j) AS alternative_names`;

const ORIGIN_NAME = endpointNameSql("t.origin_type", "t.origin_id");
const DESTINATION_NAME = endpointNameSql("t.destination_type", "t.destination_id");
const GROUP_NAME = "(SELECT g.name FROM routing_groups g WHERE g.id = t.routing_group_id AND g.deleted_at IS NULL)";

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function alternativesOf(r: DbRow): RoutingEndpointView[] {
  try {
    const list: unknown = JSON.parse(String(r.alternative_names ?? "[]"));
    if (!Array.isArray(list)) return [];
    return list.map((e: { type: unknown; id: unknown; name: unknown }) => ({
      type: String(e.type),
      id: String(e.id),
      name: text(e.name),
    }));
  } catch {
    return endpointsOf(String(r.alternative_destinations)).map((e) => ({ ...e, name: null }));
  }
}

function toRow(r: DbRow, withAccount: boolean): RoutingRuleRow {
  return {
    ...baseRow(r, withAccount),
    priority: Number(r.priority),
    eventType: String(r.event_type),
    origin: { type: String(r.origin_type), id: String(r.origin_id ?? ""), name: text(r.origin_name) },
    destination: {
      type: String(r.destination_type),
      id: String(r.destination_id ?? ""),
      name: text(r.destination_name),
    },
    alternatives: alternativesOf(r),
    condition: text(r.condition_field) ?? "none",
    pattern: text(r.condition_pattern),
    customizedNumbers: stringsOf(String(r.customized_numbers ?? "[]")),
    routingGroupId: text(r.routing_group_id),
    routingGroupName: text(r.group_name),
    regionId: text(r.region_id),
  };
}

/** Whether an endpoint ("type:id") is a live entity of the account. */
function isAccountEntity(ctx: PlatformContext, accountId: string, value: string): boolean {
  const e = parseEndpointValue(value);
  const table = e && ENDPOINT_TABLES[e.type];
  if (!e || !table) return false;
  return Boolean(
    ctx.db
      .prepare(`SELECT 1 FROM ${table.table} WHERE id = ? AND account_id = ? AND deleted_at IS NULL`)
      .get(e.id, accountId),
  );
}

const endpointJson = (value: string) => {
  const e = parseEndpointValue(value)!;
  return { type: e.type, id: e.id };
};

export const ROUTING_RULES_ENTITY: EntityDefinition<RoutingRuleForm, RoutingRuleRow, RoutingRuleDetail> = {
  key: "routing-rules",
  api: ROUTING_RULES_API,
  listSpec: ROUTING_RULES_LIST_SPEC,
  table: "routing_rules",
  roles: {
    read: [ROLES.ROUTINGRULES_READ],
    create: [ROLES.ROUTINGRULES_CREATE],
    update: [ROLES.ROUTINGRULES_UPDATE],
    delete: [ROLES.ROUTINGRULES_DELETE],
  },
  fields: {
    priority: "t.priority",
    eventType: "t.event_type",
    originType: "t.origin_type",
    originId: "t.origin_id",
    originName: ORIGIN_NAME,
    destinationName: DESTINATION_NAME,
    routingGroupId: "t.routing_group_id",
    routingGroupName: GROUP_NAME,
    regionId: "t.region_id",
  },
  search: ["t.name", "t.condition_pattern", ORIGIN_NAME, DESTINATION_NAME, "a.name"],
  select: `${ORIGIN_NAME} AS origin_name, ${DESTINATION_NAME} AS destination_name, ${GROUP_NAME} AS group_name, ${ALTERNATIVE_NAMES_SQL}`,
  form: routingRuleFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns(form) {
    const origin = endpointJson(form.origin);
    const destination = endpointJson(form.destination);
    return {
      name: form.name,
      event_type: form.eventType,
      origin_type: origin.type,
      origin_id: origin.id,
      destination_type: destination.type,
      destination_id: destination.id,
      alternative_destinations: JSON.stringify(form.alternatives.map(endpointJson)),
      condition_field: form.condition === "none" ? null : form.condition,
      condition_pattern: form.pattern ?? null,
      customized_numbers: JSON.stringify(form.customizedNumbers),
      priority: form.priority,
      routing_group_id: form.routingGroupId ?? null,
      region_id: form.regionId,
    };
  },
  toRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...toRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: RoutingRuleRow) => r.accountId },
          { header: "Account Name", value: (r: RoutingRuleRow) => r.accountName },
        ]
      : []),
    { header: "Routing Rule ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Priority", value: (r) => r.priority },
    { header: "Event Type", value: (r) => r.eventType },
    { header: "Origin Type", value: (r) => r.origin.type },
    { header: "Origin", value: (r) => r.origin.name ?? `${r.origin.id} (deleted)` },
    { header: "Condition", value: (r) => r.condition },
    { header: "Pattern", value: (r) => r.pattern },
    { header: "Customized Numbers", value: (r) => r.customizedNumbers.join(" ") },
    { header: "Destination Type", value: (r) => r.destination.type },
    { header: "Destination", value: (r) => r.destination.name ?? `${r.destination.id} (deleted)` },
    {
      header: "Alternative Destinations",
      value: (r) => r.alternatives.map((a) => a.name ?? `${a.id} (deleted)`).join("; "),
    },
    { header: "Routing Group", value: (r) => r.routingGroupName },
    { header: "Region", value: (r) => r.regionId },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting routing rules",
    ready: "Routing rules export is ready",
    failed: "Routing rules export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: LIMITS_PER_ACCOUNT.ROUTING_RULES, message: "warning_max_routings_reached" }),
    uniqueName: true,
    check(ctx, account, form) {
      if (!isAccountEntity(ctx, account.id, form.origin)) throw badRequest("origin: validation_routing_entity");
      if (!isAccountEntity(ctx, account.id, form.destination))
        throw badRequest("destination: validation_routing_entity");
      if (form.alternatives.some((a) => !isAccountEntity(ctx, account.id, a)))
        throw badRequest("alternatives: validation_routing_entity");
      if (form.routingGroupId) {
        const group = ctx.db
          .prepare("SELECT 1 FROM routing_groups WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
          .get(form.routingGroupId, account.id);
        if (!group) throw badRequest("routingGroupId: validation_routing_group");
      }
      if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(form.regionId))
        throw badRequest("regionId: validation_field_invalid");
    },
  },
};
