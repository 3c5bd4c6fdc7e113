/**
 * Routing rules and routing groups (docs/product.md#routing-rule "Routing rule: call origin, call destination, condition on
 * called/calling number with pattern, priority 1 to 999, alternative destinations, customized numbers,
 * routing group, region, event type (call or transfer)", docs/product.md#role-names ROUTINGRULES roles, #base-paths /routing/api and the
 * "routing rules and groups" report generators, docs/product.md#enumerations "Routing connection types: call, transfer"; #connected-entities
 * "Connected entity types", #catalogue-warnings "maximum ... routings reached"). Two entities of contract/entities.ts
 * under /routing/api: rules (/RoutingRules, the customer's) and groups (/RoutingGroups, written by
 * administrators for an account, chosen by its customers in a rule).
 *
 * Origins and destinations are the account's own entities, posted as one value "<type>:<id>" (one
 * select of every choice, grouped by type: the form needs no second step without JavaScript). The
 * condition's pattern syntax is contract/routingPattern.ts. The rule tester (POST
 * /RoutingRules/test) answers where a call would go and why, with the matcher the simulator routes
 * its calls with (platform/routing/matcher.ts).
 */
import { z } from "zod";
import { PATTERNS } from "../limits/patterns";
import { ROUTING } from "../limits/routing";
import { VALIDATION } from "../limits/validation";
import { type ConnectedEntityType } from "../enums/connected-entities";
import { ROUTING_CONDITION_FIELDS, ROUTING_EVENT_TYPES } from "../enums/routing";
import { entityListSpec, EntityRowBaseSchema, SecretsSetSchema, type EntityApi } from "../entities";
import { E164_PATTERN } from "./phones";
import { isRoutingPattern, normaliseRoutingPattern } from "../routingPattern";

export const ROUTING_RULES_API: EntityApi = {
  base: "/routing/api",
  collection: "/RoutingRules",
  report: "/reports/routing-rules",
  rowsKey: "routingRules",
};
export const ROUTING_GROUPS_API: EntityApi = {
  base: "/routing/api",
  collection: "/RoutingGroups",
  report: "/reports/routing-groups",
  rowsKey: "routingGroups",
};
/** The rule tester: POST a RoutingTest, answered with a RoutingTestAnswer. */
export const ROUTING_TEST_PATH = "/routing/api/RoutingRules/test";
/** What a rule's form may choose from: the account's connectable entities, its routing groups and the regions. */
export const ROUTING_CHOICES_PATH = "/routing/api/RoutingChoices";

/** Where a call comes from (docs/product.md#routing-rule "call origin": a number, a SIP connection, Teams or WhatsApp); a bot only as the origin of a transfer. */
export const ROUTING_ORIGIN_TYPES = [
  "service-number",
  "sip-conn",
  "teams-conn",
  "wa-conn",
  "bot",
] as const satisfies readonly ConnectedEntityType[];
/** Where a call goes (docs/product.md#routing-rule "call destination": a bot, a SIP connection, a Teams connection or a number). */
export const ROUTING_DESTINATION_TYPES = [
  "bot",
  "sip-conn",
  "teams-conn",
  "service-number",
] as const satisfies readonly ConnectedEntityType[];
export type RoutingOriginType = (typeof ROUTING_ORIGIN_TYPES)[number];
export type RoutingDestinationType = (typeof ROUTING_DESTINATION_TYPES)[number];
/** The condition's field: none (every call of the origin), or the called or calling number. */
export const ROUTING_CONDITIONS = ["none", ...ROUTING_CONDITION_FIELDS] as const;
export type RoutingCondition = (typeof ROUTING_CONDITIONS)[number];

/** An origin or destination: the type of the account's entity and its id. */
export interface RoutingEndpoint {
  type: string;
  id: string;
}
/** The form's value of an endpoint: "<type>:<id>". */
export const endpointValue = (e: RoutingEndpoint) => `${e.type}:${e.id}`;
export function parseEndpointValue(value: string): RoutingEndpoint | null {
  const at = value.indexOf(":");
  if (at <= 0 || at === value.length - 1) return null;
  return { type: value.slice(0, at), id: value.slice(at + 1) };
}

const endpoint = (types: readonly string[]) =>
  z
    .string({ required_error: "validation_field_required", invalid_type_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .refine((v) => {
      const e = parseEndpointValue(v);
      return e !== null && types.includes(e.type);
    }, "validation_routing_entity");

/** A form list posted as fields [0], [1], ...: unchosen (empty) entries dropped. */
const compactList = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((x) => typeof x === "string" && x.trim() !== "").map((x: string) => x.trim())
    : v === undefined
      ? []
      : v;
/** Customized numbers typed one per line or separated by commas (a textarea), or posted as a list. */
const numberList = (v: unknown) => {
  if (typeof v === "string") return v.split(/[\s,;]+/).filter(Boolean);
  return compactList(v);
};

const priority = z.coerce
  .number({ invalid_type_error: "validation_routing_priority", required_error: "validation_routing_priority" })
  .int("validation_routing_priority")
  .min(VALIDATION.ROUTING_PRIORITY_MIN, "validation_routing_priority")
  .max(VALIDATION.ROUTING_PRIORITY_MAX, "validation_routing_priority");

const RoutingRuleFormObject = z.object({
  name: z.string({ required_error: "validation_routing_name" }).trim().regex(PATTERNS.NAME, "validation_routing_name"),
  eventType: z.enum(ROUTING_EVENT_TYPES, { errorMap: () => ({ message: "validation_field_required" }) }),
  origin: endpoint(ROUTING_ORIGIN_TYPES),
  destination: endpoint(ROUTING_DESTINATION_TYPES),
  alternatives: z.preprocess(
    compactList,
    z.array(endpoint(ROUTING_DESTINATION_TYPES)).max(ROUTING.ALTERNATIVES_MAX, "validation_routing_alternatives_max"),
  ),
  condition: z.enum(ROUTING_CONDITIONS, { errorMap: () => ({ message: "validation_field_required" }) }).default("none"),
  pattern: z.preprocess(
    (v) =>
      typeof v === "string"
        ? normaliseRoutingPattern(v.trim()) === ""
          ? undefined
          : normaliseRoutingPattern(v.trim())
        : v,
    z.string().refine(isRoutingPattern, "validation_routing_pattern").optional(),
  ),
  customizedNumbers: z.preprocess(
    numberList,
    // On the list (one textarea): a bad number is the field's error.
    z
      .array(z.string())
      .max(ROUTING.CUSTOMIZED_NUMBERS_MAX, "validation_routing_customized_numbers_max")
      .refine((list) => list.every((n) => E164_PATTERN.test(n)), "validation_e164"),
  ),
  priority,
  routingGroupId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().optional(),
  ),
  regionId: z.string({ required_error: "validation_field_required" }).trim().min(1, "validation_field_required"),
});
export type RoutingRuleFormInput = z.input<typeof RoutingRuleFormObject>;
export type RoutingRuleForm = z.infer<typeof RoutingRuleFormObject>;

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });

/**
 * The rule form's schema (create and update alike; rules hold no secrets). Between the fields: a bot
 * is the origin of transfers only; a condition needs a pattern or customized numbers, and without a
 * condition neither is kept; an alternative is neither the destination nor another alternative.
 */
export function routingRuleFormSchema(_secretsSet: readonly string[] = []) {
  return RoutingRuleFormObject.superRefine((form, ctx) => {
    if (form.origin.startsWith("bot:") && form.eventType !== "transfer")
      issue(ctx, "origin", "validation_routing_origin_type");
    if (form.condition !== "none" && !form.pattern && form.customizedNumbers.length === 0)
      issue(ctx, "pattern", "validation_routing_pattern_required");
    const seen = new Set([form.destination]);
    form.alternatives.forEach((a, i) => {
      if (seen.has(a))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["alternatives", i],
          message: "validation_routing_alternative_duplicate",
        });
      seen.add(a);
    });
  }).transform((form) => (form.condition === "none" ? { ...form, pattern: undefined, customizedNumbers: [] } : form));
}
export const RoutingRuleCreateSchema = routingRuleFormSchema();

/** A rule's endpoint as a read shows it: its name, or null when the entity was deleted (shown as missing). */
export const RoutingEndpointViewSchema = z.object({ type: z.string(), id: z.string(), name: z.string().nullable() });
export type RoutingEndpointView = z.infer<typeof RoutingEndpointViewSchema>;

export const RoutingRuleRowSchema = EntityRowBaseSchema.extend({
  priority: z.number().int(),
  eventType: z.string(),
  origin: RoutingEndpointViewSchema,
  destination: RoutingEndpointViewSchema,
  alternatives: z.array(RoutingEndpointViewSchema),
  condition: z.string(),
  pattern: z.string().nullable(),
  customizedNumbers: z.array(z.string()),
  routingGroupId: z.string().nullable(),
  /** Null when the rule has no group, or its group was deleted (routingGroupId still set). */
  routingGroupName: z.string().nullable(),
  regionId: z.string().nullable(),
});
export type RoutingRuleRow = z.infer<typeof RoutingRuleRowSchema>;

export const RoutingRuleDetailSchema = RoutingRuleRowSchema.extend({ secretsSet: SecretsSetSchema });
export type RoutingRuleDetail = z.infer<typeof RoutingRuleDetailSchema>;

/** The list grammar of GET /routing/api/RoutingRules: the grid is ordered by priority by default. */
export const ROUTING_RULES_LIST_SPEC = entityListSpec(
  {
    priority: { type: "number", sortable: true, ops: ["=", ">=", "<="] },
    eventType: { type: "enum", values: ROUTING_EVENT_TYPES, sortable: true },
    originType: { type: "enum", values: ROUTING_ORIGIN_TYPES, sortable: false },
    originId: { type: "string", ops: ["="] },
    originName: { type: "string", sortable: true, filterable: false },
    destinationName: { type: "string", sortable: true, filterable: false },
    routingGroupId: { type: "string", ops: ["="] },
    routingGroupName: { type: "string", sortable: true, filterable: false },
    regionId: { type: "string", ops: ["="], sortable: true },
  },
  { field: "priority", direction: "asc" },
);

/** The group form of an update: its name. */
export const RoutingGroupFormSchema = z.object({
  name: z.string({ required_error: "validation_routing_name" }).trim().regex(PATTERNS.NAME, "validation_routing_name"),
});
export type RoutingGroupForm = z.infer<typeof RoutingGroupFormSchema>;
export const routingGroupFormSchema = (_secretsSet: readonly string[] = []) => RoutingGroupFormSchema;
/** The group form of a create: an administrator names the account the group is for. */
export const RoutingGroupCreateSchema = RoutingGroupFormSchema.extend({
  accountId: z.string({ required_error: "validation_account_choice" }).trim().min(1, "validation_account_choice"),
});
export type RoutingGroupCreateForm = z.infer<typeof RoutingGroupCreateSchema>;

export const RoutingGroupRowSchema = EntityRowBaseSchema.extend({
  /** Live rules of the account in the group. */
  rules: z.number().int().nonnegative(),
});
export type RoutingGroupRow = z.infer<typeof RoutingGroupRowSchema>;
export const RoutingGroupDetailSchema = RoutingGroupRowSchema.extend({ secretsSet: SecretsSetSchema });
export type RoutingGroupDetail = z.infer<typeof RoutingGroupDetailSchema>;

export const ROUTING_GROUPS_LIST_SPEC = entityListSpec({
  rules: { type: "number", sortable: true, filterable: false },
});

/** GET /routing/api/RoutingChoices: the account's entities a rule may name, its groups, the regions. */
export const RoutingChoicesSchema = z.object({
  endpoints: z.array(z.object({ type: z.string(), id: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  regions: z.array(z.object({ regionId: z.string(), regionName: z.string() })),
});
export type RoutingChoices = z.infer<typeof RoutingChoicesSchema>;

/** A number the tester takes: what a caller could dial, digits with an optional leading plus. */
const TEST_NUMBER = /^\+?\d{1,20}$/;
const testNumber = z
  .string({ required_error: "validation_phone_number", invalid_type_error: "validation_phone_number" })
  .transform((v) => v.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(TEST_NUMBER, "validation_phone_number"));

/** The tester's question: a call from `calling` to `called` arriving at `origin`, of an event type. */
export const RoutingTestSchema = z.object({
  origin: endpoint(ROUTING_ORIGIN_TYPES),
  calling: testNumber,
  called: testNumber,
  eventType: z
    .enum(ROUTING_EVENT_TYPES, { errorMap: () => ({ message: "validation_field_required" }) })
    .default("call"),
});
export type RoutingTest = z.infer<typeof RoutingTestSchema>;

/**
 * Why a rule did or did not take the call, in the order the matcher tried them: other event or other
 * origin (not tried further), condition not met, every destination deleted (skipped, the next rule
 * is tried), or taken.
 */
export const ROUTING_VERDICTS = [
  "other-event",
  "other-origin",
  "condition-failed",
  "destinations-missing",
  "taken",
  "not-reached",
] as const;
export type RoutingVerdict = (typeof ROUTING_VERDICTS)[number];

export const RoutingTestAnswerSchema = z.object({
  /** "routed": a rule takes the call; "no-match": none does, the origin's own setting applies (a number's bot). */
  outcome: z.enum(["routed", "no-match"]),
  rule: z.object({ id: z.string(), name: z.string(), priority: z.number().int() }).nullable(),
  /** Where the call goes; `alternative` is the 1-based alternative taken when the destination was deleted. */
  destination: RoutingEndpointViewSchema.extend({ alternative: z.number().int().nullable() }).nullable(),
  /** The condition that matched: the field, and the pattern or customized number it matched. */
  matched: z.object({ condition: z.string(), by: z.string().nullable() }).nullable(),
  reasons: z.array(
    z.object({
      ruleId: z.string(),
      ruleName: z.string(),
      priority: z.number().int(),
      verdict: z.enum(ROUTING_VERDICTS),
    }),
  ),
});
export type RoutingTestAnswer = z.infer<typeof RoutingTestAnswerSchema>;
