/**
 * AI agents (docs/features/ai-framework.md#agents; docs/product.md#ai-framework, #ai-entities): an
 * entity of the AI framework's service (/ai-framework-management/api/v1/agents). An agent is a draft
 * (what the form edits) and its published versions: "publish" freezes the draft as version N, a diff
 * compares any two of them (or a version and the draft), and a rollback publishes an old version's
 * content as a new version. Chats and calls record the version that served them.
 */
import { z } from "zod";
import { validateTemplate } from "../ai/prompt-template";
import { AI_AGENTS } from "../limits/ai";
import { PATTERNS } from "../limits/patterns";
import {
  checkbox,
  entityListSpec,
  EntityRowBaseSchema,
  optionalText,
  SecretsSetSchema,
  type EntityApi,
} from "../entities";
import { AI_FRAMEWORK_BASE } from "./aiFramework";
import { messageWithParams } from "./myAccount";
import { TRANSLATION_LANGUAGE_CODES } from "./voiceTranslations";

export const AI_AGENTS_API: EntityApi = {
  base: AI_FRAMEWORK_BASE,
  collection: "/agents",
  report: "/reports/ai-agents",
  rowsKey: "agents",
};

/** The agent's own endpoints beside the entity's (docs/features/ai-framework.md#versions). */
export const AI_AGENT_PATHS = {
  publish: (id: string) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(id)}/publish`,
  versions: (id: string) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(id)}/versions`,
  version: (id: string, version: number) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(id)}/versions/${version}`,
  diff: (id: string) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(id)}/diff`,
  rollback: (id: string) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(id)}/rollback`,
} as const;

/**
 * How an agent uses its documents (docs/features/ai-framework.md#how-an-agent-uses-its-documents):
 * retrieved each turn, offered as a search tool, or their whole text in the prompt.
 */
export const DOCUMENT_MODES = ["retrieval", "search_tool", "full_text"] as const;
export type DocumentMode = (typeof DOCUMENT_MODES)[number];

/** The "search_tool" mode's tool as a model is offered it (the OpenAI tools wire format), beside the agent's tools. */
export const SEARCH_DOCUMENTS_TOOL = {
  type: "function",
  function: {
    name: AI_AGENTS.SEARCH_TOOL_NAME,
    description:
      "Searches the agent's documents and answers the passages that match best, each under its document and heading. Call it for any question the documents may answer.",
    parameters: {
      type: "object",
      properties: { query: { type: "string", description: "What to look for, in a few words" } },
      required: ["query"],
    },
  },
} as const;

/** What a slot holds (docs/features/ai-framework.md#the-engine "slots"). */
export const SLOT_TYPES = ["name", "number", "phone", "email", "date", "text"] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** The languages an agent speaks: the platform's speech languages (the voice translations' list). */
export const AGENT_LANGUAGES = TRANSLATION_LANGUAGE_CODES;

/** What a new agent's dialog starts with. */
export const AI_AGENT_FORM_DEFAULTS = {
  modelId: "embedded",
  language: "en-US",
  documentsMode: "retrieval",
  fallbackAnswer: "I don't know the answer to that.",
} as const;

const required = { required_error: "validation_field_required", invalid_type_error: "validation_field_required" };
const tooLong = (max: number) => messageWithParams("validation_max_length", { max });
const text = (max: number) => z.string(required).trim().max(max, tooLong(max));

/** Lines of a textarea, trimmed, empty lines dropped (an intent's examples; its slots). */
const lines = (max: number, each: number) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean)
        : Array.isArray(v)
          ? v
          : [],
    z.array(z.string().max(each, tooLong(each))).max(max, messageWithParams("validation_max_items", { max })),
  );

/** A slot line "name:type" ("city:text", "when:date"); the type defaults to text. */
export const SlotSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/, "validation_slot_name"),
  type: z.enum(SLOT_TYPES, { errorMap: () => ({ message: "validation_slot_type" }) }),
});
export type Slot = z.infer<typeof SlotSchema>;

/** Parses "name:type" lines; a line that is not one is reported by its text. */
export function parseSlotLines(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return [];
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [name, type = "text"] = line.split(":").map((p) => p.trim());
      return { name, type };
    });
}

export const IntentSchema = z.object({
  name: z
    .string(required)
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,48}$/, "validation_intent_name"),
  /** What callers say: one example per line, at least AI_AGENTS.INTENT_EXAMPLES_MIN. */
  examples: lines(AI_AGENTS.INTENT_EXAMPLES_MAX, AI_AGENTS.EXAMPLE_MAX).refine(
    (list) => list.length >= AI_AGENTS.INTENT_EXAMPLES_MIN,
    messageWithParams("validation_intent_examples", { min: AI_AGENTS.INTENT_EXAMPLES_MIN }),
  ),
  /** The answer, with {slot} and {result} placeholders; empty: the intent calls its tool and says its result. */
  answer: optionalText(text(AI_AGENTS.ANSWER_MAX)),
  /** The tool the intent calls (a tool id of the account, or a pre-defined tool's name). */
  tool: optionalText(z.string().trim().max(100)),
  slots: z.preprocess(parseSlotLines, z.array(SlotSchema).max(AI_AGENTS.SLOTS_MAX)),
});
export type Intent = z.infer<typeof IntentSchema>;

/** The advanced settings: a JSON object, kept as typed. */
const advanced = optionalText(
  z
    .string()
    .max(AI_AGENTS.ADVANCED_MAX, tooLong(AI_AGENTS.ADVANCED_MAX))
    .superRefine((v, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        return ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_invalid_json" });
      }
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_json_object" });
    }),
);

/** Ids posted as repeated fields (checkboxes); one value arrives as a string. */
const ids = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().trim().min(1)).max(max),
  );

/**
 * The agent's content: what a version freezes. The platform checks the references (model, speech
 * services, documents, tools) against the account, and the prompt's conditions with the engine's parser.
 */
export const AgentContentObject = z.object({
  name: z.string(required).trim().regex(PATTERNS.NAME, "validation_name_rule"),
  description: optionalText(text(AI_AGENTS.DESCRIPTION_MAX)),
  prompt: z.string(required).max(AI_AGENTS.PROMPT_MAX, tooLong(AI_AGENTS.PROMPT_MAX)).default(""),
  welcomeMessage: optionalText(text(AI_AGENTS.WELCOME_MAX)),
  fallbackAnswer: text(AI_AGENTS.ANSWER_MAX).default(AI_AGENT_FORM_DEFAULTS.fallbackAnswer),
  modelId: z.string(required).trim().min(1, "validation_field_required").default(AI_AGENT_FORM_DEFAULTS.modelId),
  language: z.enum(AGENT_LANGUAGES, { errorMap: () => ({ message: "validation_field_invalid" }) }).default("en-US"),
  sttServiceId: optionalText(z.string().trim()),
  ttsServiceId: optionalText(z.string().trim()),
  /** docs/product.md#bots "Only realtime models are supported for voice streaming". */
  voiceStreaming: checkbox,
  documentIds: ids(AI_AGENTS.DOCUMENTS_MAX),
  documentsMode: z.enum(DOCUMENT_MODES).default(AI_AGENT_FORM_DEFAULTS.documentsMode),
  toolIds: ids(AI_AGENTS.TOOLS_MAX),
  intents: z.array(IntentSchema).max(AI_AGENTS.INTENTS_MAX).default([]),
  advanced,
});
export type AgentContent = z.infer<typeof AgentContentObject>;
export type AgentFormInput = z.input<typeof AgentContentObject>;

type Ctx = z.RefinementCtx;

/** A template field (the prompt, the welcome, an answer) must parse: its problem, with line and column, under it. */
function templateRule(ctx: Ctx, path: (string | number)[], text: string | undefined) {
  const problem = text ? validateTemplate(text) : null;
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: problem.ref });
}

/** Rules between fields: intent names unique; the templates well formed. */
function crossFieldRules(form: AgentContent, ctx: Ctx) {
  templateRule(ctx, ["prompt"], form.prompt);
  templateRule(ctx, ["welcomeMessage"], form.welcomeMessage);
  templateRule(ctx, ["fallbackAnswer"], form.fallbackAnswer);
  form.intents.forEach((intent, i) => templateRule(ctx, ["intents", i, "answer"], intent.answer));
  const seen = new Set<string>();
  form.intents.forEach((intent, i) => {
    const key = intent.name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["intents", i, "name"],
        message: "validation_intent_duplicate",
      });
    seen.add(key);
  });
}

/** The agent form's schema (an agent holds no secrets: its model's key is the model's). */
export function agentFormSchema(_secretsSet: readonly string[] = []) {
  return AgentContentObject.superRefine(crossFieldRules);
}
export const AgentCreateSchema = agentFormSchema();

export const AI_AGENTS_LIST_SPEC = entityListSpec({
  modelName: { type: "string", sortable: true },
  publishedVersion: { type: "number", sortable: true },
  intents: { type: "number", sortable: true },
  updatedAt: { type: "date", sortable: true },
});

/** A row of the agents list. */
export const AgentRowSchema = EntityRowBaseSchema.extend({
  description: z.string().nullable(),
  modelId: z.string(),
  /** The model's name; the built-in model's label for the embedded engine. */
  modelName: z.string().nullable(),
  /** The latest published version, null before the first publish. */
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the latest published version. */
  draftChanged: z.boolean(),
  intents: z.number().int(),
  documents: z.number().int(),
  tools: z.number().int(),
  updatedAt: z.string(),
});
export type AgentRow = z.infer<typeof AgentRowSchema>;

/** GET {ai framework}/agents/{id}: the draft, what it names, and its versions' state. */
export const AgentDetailSchema = AgentContentObject.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  modelName: z.string().nullable(),
  publishedVersion: z.number().int().nullable(),
  draftChanged: z.boolean(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type AgentDetail = z.infer<typeof AgentDetailSchema>;

/** One published version (GET …/agents/{id}/versions). */
export const AgentVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** What the publisher wrote, or "Rolled back to version N". */
  note: z.string().nullable(),
});
export type AgentVersion = z.infer<typeof AgentVersionSchema>;
export const AgentVersionsSchema = z.object({ versions: z.array(AgentVersionSchema) });

export const AgentPublishFormSchema = z.object({
  note: optionalText(text(AI_AGENTS.VERSION_NOTE_MAX)),
});
export const AgentRollbackFormSchema = z.object({
  version: z.coerce.number({ invalid_type_error: "validation_field_required" }).int().min(1),
});
export const AgentPublishedSchema = z.object({ version: z.number().int() });

/** A side of a diff: a version number, or the draft. */
export const DiffSideSchema = z.union([z.literal("draft"), z.coerce.number().int().min(1)]);
export type DiffSide = z.infer<typeof DiffSideSchema>;

/** GET …/agents/{id}/diff?from=1&to=draft: the changed fields, each as lines added and removed. */
export const AgentDiffSchema = z.object({
  from: z.union([z.literal("draft"), z.number()]),
  to: z.union([z.literal("draft"), z.number()]),
  fields: z.array(
    z.object({
      field: z.string(),
      parts: z.array(z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() })),
    }),
  ),
});
export type AgentDiff = z.infer<typeof AgentDiffSchema>;
