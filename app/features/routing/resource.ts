/**
 * Routing rules as an entity screen (ADR 010): /portal/routing and /admin/routing, the routing
 * contract and the ROUTINGRULES gates of the navigation model (docs/product.md#role-names). The grid is ordered by
 * priority; the rule tester is /portal/routing/tester.
 */
import { ROUTING_EVENT_TYPES } from "../../../contract/enums/routing";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  ROUTING_RULES_API,
  ROUTING_RULES_LIST_SPEC,
  RoutingRuleCreateSchema,
  RoutingRuleDetailSchema,
  RoutingRuleRowSchema,
  type RoutingRuleDetail,
  type RoutingRuleRow,
} from "../../../contract/wire/routing";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

const ROUTING_GATES = crudGates(
  ROLES.ROUTINGRULES_CREATE,
  ROLES.ROUTINGRULES_READ,
  ROLES.ROUTINGRULES_UPDATE,
  ROLES.ROUTINGRULES_DELETE,
);

export const ROUTING_RULES_RESOURCE: EntityResource<RoutingRuleRow, RoutingRuleDetail> = {
  key: "routing_rules",
  ns: "routing",
  paths: { portal: "/portal/routing", admin: "/admin/routing" },
  api: ROUTING_RULES_API,
  listSpec: ROUTING_RULES_LIST_SPEC,
  rowSchema: RoutingRuleRowSchema,
  detailSchema: RoutingRuleDetailSchema,
  gates: ROUTING_GATES,
  form: { create: RoutingRuleCreateSchema },
  messages: {
    created: MSG.success_routing_rule_created,
    updated: MSG.success_routing_rule_updated,
    deleted: MSG.success_routing_rule_deleted,
  },
  // The rule tester is a read (a GET form).
  actions: { portal: { list: { tester: ROUTING_GATES.view } } },
  sortable: [
    "priority",
    "name",
    "accountName",
    "eventType",
    "originName",
    "destinationName",
    "routingGroupName",
    "regionId",
    "createdAt",
  ],
  defaultSort: { field: "priority", direction: "asc" },
  hiddenByDefault: { portal: ["id", "regionId", "createdAt"], admin: ["accountId", "id", "regionId"] },
  filters: [{ param: "eventType", field: "eventType", values: ROUTING_EVENT_TYPES }],
  limitMessage: MSG.warning_max_routings_reached,
  formFields: [
    "name",
    "eventType",
    "origin",
    "destination",
    "alternatives",
    "condition",
    "pattern",
    "customizedNumbers",
    "priority",
    "routingGroupId",
    "regionId",
  ],
};

/** The rule tester, a dialog of the list (a GET form: it changes nothing). */
export const ROUTING_TEST_PATH_SEGMENT = "tester";
/** The tester's query parameters (apart from the list's own: its `eventType` filter is the list's). */
export const TEST_PARAMS = { origin: "origin", calling: "calling", called: "called", eventType: "event" } as const;
