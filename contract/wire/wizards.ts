/**
 * The launch wizards (issue 18; docs/product.md#wizards "Global wizards", #endpoint-names "WizardCanceled", "DefaultConfig",
 * "Config/regions"; #wizards "Wizards and subscription"). A wizard is a fixed list of steps: the first
 * chooses a region, each next one picks or creates one entity (with that entity's own form schema and
 * endpoint), and the last creates the routing rule that connects them. Its draft — the region and
 * the ids of what its steps chose or created — is kept by the platform per user and wizard
 * (`/phones/api/WizardDrafts/{kind}`), so a wizard resumes after a reload, a failure or another day,
 * and WizardCanceled forgets it.
 */
import { z } from "zod";
import type { SipType } from "../enums/sip";

export const WIZARD_KINDS = [
  "bot-to-number",
  "bot-to-contact-center",
  "bot-to-sip-trunk",
  "contact-center-to-sip-trunk",
  "sip-connection",
  "teams-tenant",
  "teams-connection",
  "create-account",
] as const;
export type WizardKind = (typeof WIZARD_KINDS)[number];

/**
 * What a step chooses: the region, or one entity of a type (a SIP connection of a given type), or the
 * rule; or (create-account) the new account's name and description, which ends the wizard signed in
 * to the new account instead of with a rule.
 */
export type WizardStepType = "region" | "bot" | "number" | "sip" | "tenant" | "teams" | "rule" | "account";

export interface WizardStep {
  /** The step's id: its URL segment and its key in the draft's values. */
  id: string;
  type: WizardStepType;
  /** A SIP step's connection type (none: any type). */
  sipType?: SipType;
}

export interface WizardDefinition {
  kind: WizardKind;
  steps: readonly WizardStep[];
  /** The rule the last step creates: the steps whose entities are its origin and destination (none: the wizard has no rule). */
  rule?: { origin: string; destination: string };
}

const region: WizardStep = { id: "region", type: "region" };
const bot: WizardStep = { id: "bot", type: "bot" };
const rule: WizardStep = { id: "rule", type: "rule" };
const contactCenter: WizardStep = { id: "contact-center", type: "sip", sipType: "contact-center" };
const sipTrunk: WizardStep = { id: "sip-trunk", type: "sip", sipType: "sip-trunk" };

/** Every wizard's steps, in order, and the rule it connects with (calls arrive at the origin and go to the destination). */
export const WIZARDS_DEFINED: Readonly<Record<WizardKind, WizardDefinition>> = {
  "bot-to-number": {
    kind: "bot-to-number",
    steps: [region, bot, { id: "number", type: "number" }, rule],
    rule: { origin: "number", destination: "bot" },
  },
  "bot-to-contact-center": {
    kind: "bot-to-contact-center",
    steps: [region, bot, contactCenter, rule],
    rule: { origin: "contact-center", destination: "bot" },
  },
  "bot-to-sip-trunk": {
    kind: "bot-to-sip-trunk",
    steps: [region, bot, sipTrunk, rule],
    rule: { origin: "sip-trunk", destination: "bot" },
  },
  "contact-center-to-sip-trunk": {
    kind: "contact-center-to-sip-trunk",
    steps: [region, contactCenter, sipTrunk, rule],
    rule: { origin: "sip-trunk", destination: "contact-center" },
  },
  "sip-connection": {
    kind: "sip-connection",
    steps: [region, { id: "sip", type: "sip" }, bot, rule],
    rule: { origin: "sip", destination: "bot" },
  },
  "teams-tenant": { kind: "teams-tenant", steps: [region, { id: "tenant", type: "tenant" }] },
  "teams-connection": {
    kind: "teams-connection",
    steps: [region, { id: "tenant", type: "tenant" }, { id: "teams", type: "teams" }, bot, rule],
    rule: { origin: "teams", destination: "bot" },
  },
  // docs/product.md#wizards "create-account": a new Trial account in the region, its owner the user (no rule: it ends on the new account's dashboard).
  "create-account": { kind: "create-account", steps: [region, { id: "account", type: "account" }] },
};

export const isWizardKind = (value: unknown): value is WizardKind =>
  typeof value === "string" && (WIZARD_KINDS as readonly string[]).includes(value);

/** The routing endpoint type of a step's entity (contract/wire/routing "<type>:<id>"). */
export const WIZARD_ENDPOINT_TYPES: Partial<Record<WizardStepType, string>> = {
  bot: "bot",
  number: "service-number",
  sip: "sip-conn",
  teams: "teams-conn",
};

/** An entity id or a region id, as the platform stores it. */
const StepValue = z.string().trim().min(1).max(100);

/** A step that failed: its id and the platform's messages (message keys), shown when the wizard is resumed. */
export const WizardFailureSchema = z.object({
  step: z.string().min(1).max(40),
  messages: z.array(z.string().max(500)).max(20),
});
export type WizardFailure = z.infer<typeof WizardFailureSchema>;

/**
 * What a wizard has done so far: per step id, the region or the entity it chose; which of those it
 * created itself; the last failure. PUT replaces it whole.
 */
export const WizardDraftBodySchema = z
  .object({
    kind: z.enum(WIZARD_KINDS),
    values: z.record(StepValue),
    created: z.array(z.string().max(40)).max(10),
    failure: WizardFailureSchema.nullable(),
  })
  .superRefine((draft, ctx) => {
    const ids = WIZARDS_DEFINED[draft.kind].steps.map((s) => s.id);
    for (const key of [
      ...Object.keys(draft.values),
      ...draft.created,
      ...(draft.failure ? [draft.failure.step] : []),
    ]) {
      if (!ids.includes(key))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["values"], message: `not a step of ${draft.kind}: ${key}` });
    }
  });
export type WizardDraftBody = z.infer<typeof WizardDraftBodySchema>;

export const WizardDraftSchema = z.object({
  kind: z.enum(WIZARD_KINDS),
  values: z.record(z.string()),
  created: z.array(z.string()),
  failure: WizardFailureSchema.nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;

export const WizardDraftsSchema = z.object({ drafts: z.array(WizardDraftSchema) });

/** docs/product.md#endpoint-names "WizardCanceled": the wizard was closed without success; its draft is forgotten. */
export const WizardCanceledSchema = z.object({ kind: z.enum(WIZARD_KINDS) });

export const WIZARDS_API = {
  drafts: "/phones/api/WizardDrafts",
  draft: (kind: WizardKind) => `/phones/api/WizardDrafts/${encodeURIComponent(kind)}`,
  canceled: "/phones/api/WizardCanceled",
} as const;
