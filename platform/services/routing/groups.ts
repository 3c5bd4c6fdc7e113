/**
 * Routing groups as an entity of the generic store (ADR 010; docs/product.md#routing "routing rules and routing
 * groups", #admin-routes /admin/routingGroups): groups belong to an account and are written by administrators
 * only (`adminWrites`: the create names the account), with the ROUTINGRULES roles; the account's
 * customers read them and choose one in a rule. At most LIMITS_PER_ACCOUNT.ROUTING_GROUPS per account,
 * names unique in it. Deleting a group leaves its rules without one (they show it as missing).
 */
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { ROLES } from "../../../contract/roles";
import {
  ROUTING_GROUPS_API,
  ROUTING_GROUPS_LIST_SPEC,
  RoutingGroupCreateSchema,
  routingGroupFormSchema,
  type RoutingGroupDetail,
  type RoutingGroupForm,
  type RoutingGroupRow,
} from "../../../contract/wire/routing";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";

const RULES_SQL = "(SELECT COUNT(*) FROM routing_rules r WHERE r.routing_group_id = t.id AND r.deleted_at IS NULL)";

const toRow = (r: DbRow, withAccount: boolean): RoutingGroupRow => ({
  ...baseRow(r, withAccount),
  rules: Number(r.rule_count ?? 0),
});

export const ROUTING_GROUPS_ENTITY: EntityDefinition<RoutingGroupForm, RoutingGroupRow, RoutingGroupDetail> = {
  key: "routing-groups",
  api: ROUTING_GROUPS_API,
  listSpec: ROUTING_GROUPS_LIST_SPEC,
  table: "routing_groups",
  roles: {
    read: [ROLES.ROUTINGRULES_READ],
    create: [ROLES.ROUTINGRULES_CREATE],
    update: [ROLES.ROUTINGRULES_UPDATE],
    delete: [ROLES.ROUTINGRULES_DELETE],
  },
  fields: { rules: RULES_SQL },
  search: ["t.name", "a.name"],
  select: `${RULES_SQL} AS rule_count`,
  form: routingGroupFormSchema,
  create: {
    form: () => RoutingGroupCreateSchema,
    // The account is the store's (adminWrites names it): only the name is the group's own.
    columns: (form) => ({ name: String(form.name) }),
  },
  adminWrites: { accountField: "accountId" },
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => ({ name: form.name }),
  toRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...toRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: RoutingGroupRow) => r.accountId },
          { header: "Account Name", value: (r: RoutingGroupRow) => r.accountName },
        ]
      : []),
    { header: "Routing Group ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Rules", value: (r) => r.rules },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting routing groups",
    ready: "Routing groups export is ready",
    failed: "Routing groups export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: LIMITS_PER_ACCOUNT.ROUTING_GROUPS, message: "warning_max_routing_groups_reached" }),
    uniqueName: true,
  },
};
