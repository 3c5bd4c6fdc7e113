/**
 * Routing groups as an entity screen (ADR 010): /admin/routingGroups only. Groups are managed by
 * administrators (create, edit, delete here: `adminWrites`, `adminDelete`) for an account, whose
 * customers choose them in a routing rule; the ROUTINGRULES roles gate them (docs/product.md#role-names).
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  ROUTING_GROUPS_API,
  ROUTING_GROUPS_LIST_SPEC,
  RoutingGroupCreateSchema,
  RoutingGroupDetailSchema,
  RoutingGroupFormSchema,
  RoutingGroupRowSchema,
  type RoutingGroupDetail,
  type RoutingGroupRow,
} from "../../../contract/wire/routing";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

/**
 * Routing groups are managed by administrators (the admin screen's create, edit and delete; the
 * platform's adminWrites requires the admin role and the same ROUTINGRULES roles).
 */
const ROUTING_GROUPS_ADMIN_GATES = crudGates(
  ROLES.ROUTINGRULES_CREATE,
  ROLES.ROUTINGRULES_READ,
  ROLES.ROUTINGRULES_UPDATE,
  ROLES.ROUTINGRULES_DELETE,
);

export const ROUTING_GROUPS_RESOURCE: EntityResource<RoutingGroupRow, RoutingGroupDetail> = {
  key: "routing_groups",
  ns: "routing-groups",
  paths: { portal: null, admin: "/admin/routingGroups" },
  api: ROUTING_GROUPS_API,
  listSpec: ROUTING_GROUPS_LIST_SPEC,
  rowSchema: RoutingGroupRowSchema,
  detailSchema: RoutingGroupDetailSchema,
  gates: ROUTING_GROUPS_ADMIN_GATES,
  form: { create: RoutingGroupCreateSchema, edit: () => RoutingGroupFormSchema },
  messages: {
    created: MSG.success_routing_group_created,
    updated: MSG.success_routing_group_updated,
    deleted: MSG.success_routing_group_deleted,
  },
  sortable: ["name", "accountName", "rules", "createdAt"],
  defaultSort: { field: "accountName", direction: "asc" },
  hiddenByDefault: { portal: [], admin: ["accountId", "id"] },
  filters: [],
  limitMessage: MSG.warning_max_routing_groups_reached,
  formFields: ["name", "accountId"],
  adminWrites: { create: ROUTING_GROUPS_ADMIN_GATES.create, edit: ROUTING_GROUPS_ADMIN_GATES.edit },
  adminDelete: ROUTING_GROUPS_ADMIN_GATES.delete,
};
