/**
 * AI tools (docs/features/ai-framework.md#tools; docs/product.md#ai-framework, #ai-entities "Tool"): the
 * functions an agent may call, an entity of the AI framework's service
 * (/ai-framework-management/api/v1/tools). A tool of the account is an HTTP request the platform makes
 * with the model's arguments: its name (the function name a model calls), a description (how a model
 * and the embedded engine choose it), its parameters (rows, or a JSON Schema typed by hand), the URL
 * and method, headers whose values are write-only, a body template with `{param}` placeholders, a
 * timeout, the path of the answer's value and an optional mock answer. The pre-defined tools
 * (transfer the call, end the call, the current date and time) are listed for every account,
 * read-only.
 */
import { z } from "zod";
import { AI_TOOLS } from "../limits/ai";
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

export const AI_TOOLS_API: EntityApi = {
  base: AI_FRAMEWORK_BASE,
  collection: "/tools",
  report: "/reports/ai-tools",
  rowsKey: "tools",
};

/** POST: a tool called with sample arguments, answering its ToolCallTrace (contract/wire/aiTurns.ts). */
export const aiToolTestPath = (id: string) =>
  `${AI_FRAMEWORK_BASE}${AI_TOOLS_API.collection}/${encodeURIComponent(id)}/test`;

export const AI_TOOL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type AiToolMethod = (typeof AI_TOOL_METHODS)[number];
/** The methods that send the arguments in the URL's query and no body. */
export const QUERY_METHODS: readonly AiToolMethod[] = ["GET", "DELETE"];
export const AI_TOOL_PARAMETER_TYPES = ["string", "number", "integer", "boolean"] as const;
export type AiToolParameterType = (typeof AI_TOOL_PARAMETER_TYPES)[number];
/** How the form gives the parameters: rows (name, type, description, required), or a JSON Schema typed by hand. */
export const AI_TOOL_PARAMETER_MODES = ["rows", "schema"] as const;
/** A tool is the platform's own (pre-defined) or the account's (custom): the list's filter. */
export const AI_TOOL_KINDS = ["builtIn", "custom"] as const;

/** The JSON Schema of a tool's arguments: an object's, its parameters under `properties`. */
export interface ParametersSchema {
  type: "object";
  properties?: Record<string, unknown>;
  required?: string[];
  [keyword: string]: unknown;
}

/**
 * The pre-defined tools (docs/features/ai-framework.md#pre-defined-tools): every account has them, as
 * rows the database adds with the account, read-only, not counted in the limit. Their descriptions
 * are what a model reads, so they stay in English whatever the console's language.
 */
export const BUILT_IN_TOOLS = {
  transfer_call: {
    description:
      "Transfers the call to a person or another line: a phone number in E.164 form (such as +14155550100) or a SIP address. Use it when the caller asks for a person, or for something the agent cannot do.",
    parameters: {
      type: "object",
      properties: {
        target: {
          type: "string",
          minLength: 1,
          maxLength: 256,
          description:
            "The phone number (E.164, such as +14155550100) or SIP address (sip:desk@example.com) to transfer to",
        },
      },
      required: ["target"],
      additionalProperties: false,
    },
  },
  end_call: {
    description:
      "Ends the call after the agent's last answer. Use it when the caller says goodbye or the conversation is over.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
  },
  current_datetime: {
    description:
      "Answers the current date and time: in the given IANA time zone (such as Europe/Paris or America/New_York), else in the account's time zone.",
    parameters: {
      type: "object",
      properties: {
        timezone: {
          type: "string",
          maxLength: 64,
          description: "An IANA time zone such as Europe/Paris; the account's time zone when left out",
        },
      },
      additionalProperties: false,
    },
  },
} as const satisfies Record<string, { description: string; parameters: ParametersSchema }>;
export type BuiltInToolKey = keyof typeof BUILT_IN_TOOLS;

/** Whether a stored name is a pre-defined tool's (names are unique in an account, case-insensitively). */
export const isBuiltInToolKey = (key: unknown): key is BuiltInToolKey =>
  typeof key === "string" && Object.prototype.hasOwnProperty.call(BUILT_IN_TOOLS, key);

/** What a new tool's dialog starts with. */
export const AI_TOOL_FORM_DEFAULTS = {
  parametersMode: "rows",
  method: "GET",
  timeoutSeconds: AI_TOOLS.TIMEOUT_DEFAULT_SECONDS,
  parametersSchema: '{\n  "type": "object",\n  "properties": {}\n}',
} as const;

const required = { required_error: "validation_field_required", invalid_type_error: "validation_field_required" };
const tooLong = (max: number) => messageWithParams("validation_max_length", { max });
const TIMEOUT_MESSAGE = messageWithParams("validation_ai_tool_timeout", {
  min: AI_TOOLS.TIMEOUT_MIN_SECONDS,
  max: AI_TOOLS.TIMEOUT_MAX_SECONDS,
});
const HEADER_VALUE_MESSAGE = messageWithParams("validation_ai_tool_header_value", { max: AI_TOOLS.HEADER_VALUE_MAX });
/** A dotted path into a JSON answer: names (anything but dots, brackets and spaces) and [index]es. */
const ANSWER_PATH = /^(?:[^.[\]\s]+|\[\d+\])(?:\.[^.[\]\s]+|\[\d+\])*$/;

// ------------------------------------------------------------------------------------------------
// Parameters: rows and schemas

export interface ParameterRow {
  name: string;
  type: AiToolParameterType;
  description?: string;
  required: boolean;
}

/** The JSON Schema of parameter rows: each a property of its type, the required ones listed, nothing else taken. */
export function schemaOfRows(rows: readonly ParameterRow[]): ParametersSchema {
  const required = rows.filter((r) => r.required).map((r) => r.name);
  return {
    type: "object",
    properties: Object.fromEntries(
      rows.map((r) => [r.name, { type: r.type, ...(r.description ? { description: r.description } : {}) }]),
    ),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * A schema's parameters as rows, when each is a plain string, number, integer or boolean with at
 * most a description (what the rows can say); null when the schema says more.
 */
export function rowsOfSchema(schema: ParametersSchema): ParameterRow[] | null {
  const properties = schema.properties ?? {};
  const needed = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows: ParameterRow[] = [];
  for (const [name, spec] of Object.entries(properties)) {
    if (!AI_TOOLS.PARAMETER_NAME_PATTERN.test(name) || !isPlainObject(spec)) return null;
    const { type, description, ...rest } = spec;
    if (Object.keys(rest).length || !(AI_TOOL_PARAMETER_TYPES as readonly unknown[]).includes(type)) return null;
    if (description !== undefined && typeof description !== "string") return null;
    rows.push({ name, type: type as AiToolParameterType, description, required: needed.has(name) });
  }
  return rows;
}

/** The schema typed by hand, read: the schema, or the message key of what is wrong with it. */
export function parseParametersSchema(text: string): { schema: ParametersSchema } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: "validation_invalid_json" };
  }
  if (!isPlainObject(value)) return { error: "validation_json_object" };
  if (value.type !== "object" || (value.properties !== undefined && !isPlainObject(value.properties)))
    return { error: "validation_ai_tool_schema_type" };
  return { schema: value as ParametersSchema };
}

/** The parameter names a schema declares. */
export const parameterNames = (schema: ParametersSchema): string[] => Object.keys(schema.properties ?? {});

// ------------------------------------------------------------------------------------------------
// Placeholders, the URL and the body template

/** The `{param}` placeholders of a URL or body template, each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(AI_TOOLS.PLACEHOLDER)].map((m) => m[1]))];
}

/**
 * Whether a tool's URL is one the platform may call: http(s), a host, no credentials; `{param}`
 * placeholders only after the host (they are filled, URL-encoded, when the tool is called).
 */
export function isToolUrl(url: string): boolean {
  const sample = url.replace(AI_TOOLS.PLACEHOLDER, "x");
  try {
    const parsed = new URL(sample);
    const host = new URL(url.replace(AI_TOOLS.PLACEHOLDER, "{}")).host;
    return (
      (parsed.protocol === "http:" || parsed.protocol === "https:") &&
      parsed.hostname !== "" &&
      !parsed.username &&
      !parsed.password &&
      !host.includes("{")
    );
  } catch {
    return false;
  }
}

/** A body template is JSON when it starts like JSON (an object or an array): its placeholders are filled JSON-escaped. */
export const isJsonTemplate = (template: string): boolean => /^\s*[{[]/.test(template);

/**
 * Fills a body template's `{param}` placeholders with the arguments. In a JSON body each value is
 * JSON-escaped: inside a string it becomes the string's characters, outside one a JSON value (so
 * `{"days": {days}}` takes a number and `{"city": "{city}"}` a string, whatever either holds). A
 * missing argument is empty inside a string and `null` outside one; a placeholder that names no
 * parameter stays as written. In a form body (application/x-www-form-urlencoded) the values are
 * URL-encoded; in any other body they go in as they are.
 */
export function fillTemplate(
  template: string,
  args: Readonly<Record<string, unknown>>,
  known: readonly string[],
  format: "json" | "form" | "text",
): string {
  const text = (v: unknown) => (v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v));
  if (format !== "json")
    return template.replace(AI_TOOLS.PLACEHOLDER, (whole, name: string) =>
      known.includes(name) ? (format === "form" ? encodeURIComponent(text(args[name])) : text(args[name])) : whole,
    );
  let out = "";
  let inString = false;
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === "\\" && inString) {
      out += template.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === '"') inString = !inString;
    if (c === "{") {
      const match = /^\{([A-Za-z_][A-Za-z0-9_]{0,63})\}/.exec(template.slice(i));
      if (match && known.includes(match[1])) {
        const value = args[match[1]];
        out += inString
          ? JSON.stringify(text(value)).slice(1, -1)
          : value === undefined
            ? "null"
            : JSON.stringify(value);
        i += match[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/** Sample arguments for checking a JSON template at save: a string, a number and a boolean fill every kind of place. */
const SAMPLE_ARGUMENT = "x";

// ------------------------------------------------------------------------------------------------
// The answer path

/** `data.items[0].name` as its steps (names and indexes); null when it is not such a path. */
export function parseAnswerPath(path: string): (string | number)[] | null {
  if (!ANSWER_PATH.test(path)) return null;
  return [...path.matchAll(/([^.[\]\s]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

// ------------------------------------------------------------------------------------------------
// The form

const ParameterRowSchema = z.object({
  name: z.string(required).trim().regex(AI_TOOLS.PARAMETER_NAME_PATTERN, "validation_ai_tool_parameter_name"),
  type: z
    .enum(AI_TOOL_PARAMETER_TYPES, { errorMap: () => ({ message: "validation_field_invalid" }) })
    .default("string"),
  description: optionalText(
    z.string().trim().max(AI_TOOLS.PARAMETER_DESCRIPTION_MAX, tooLong(AI_TOOLS.PARAMETER_DESCRIPTION_MAX)),
  ),
  required: checkbox,
});

const headerName = z
  .string(required)
  .trim()
  .regex(AI_TOOLS.HEADER_NAME_PATTERN, "validation_ai_tool_header_name")
  .refine((n) => !(AI_TOOLS.RESERVED_HEADERS as readonly string[]).includes(n.toLowerCase()), {
    message: "validation_ai_tool_header_name",
  });
const headerValue = z
  .string(required)
  .max(AI_TOOLS.HEADER_VALUE_MAX, HEADER_VALUE_MESSAGE)
  .refine((v) => !/[\r\n\0]/.test(v), { message: HEADER_VALUE_MESSAGE });

/**
 * A header: its name, and its value (write-only). A new tool's headers need their values; on an edit
 * an empty value keeps the one stored under that header's name (the platform refuses a new header
 * left empty).
 */
const headerRow = (valueRequired: boolean) =>
  z.object({
    name: headerName,
    value: valueRequired
      ? headerValue.refine((v) => v !== "", { message: "validation_field_required" })
      : optionalText(headerValue),
  });

const text = (max: number) => optionalText(z.string().max(max, tooLong(max)));

const formObject = (headerValuesRequired: boolean) =>
  z.object({
    name: z.string(required).trim().regex(AI_TOOLS.NAME_PATTERN, "validation_ai_tool_name"),
    description: z
      .string(required)
      .trim()
      .min(1, "validation_field_required")
      .max(AI_TOOLS.DESCRIPTION_MAX, tooLong(AI_TOOLS.DESCRIPTION_MAX)),
    parametersMode: z
      .enum(AI_TOOL_PARAMETER_MODES, { errorMap: () => ({ message: "validation_field_invalid" }) })
      .default(AI_TOOL_FORM_DEFAULTS.parametersMode),
    /** An HTML form with no rows posts nothing: no parameters. */
    parameters: z.array(ParameterRowSchema).default([]),
    parametersSchema: text(AI_TOOLS.SCHEMA_MAX),
    method: z
      .enum(AI_TOOL_METHODS, { errorMap: () => ({ message: "validation_field_invalid" }) })
      .default(AI_TOOL_FORM_DEFAULTS.method),
    url: optionalText(z.string().trim().max(AI_TOOLS.URL_MAX, tooLong(AI_TOOLS.URL_MAX))),
    headers: z.array(headerRow(headerValuesRequired)).default([]),
    bodyTemplate: text(AI_TOOLS.BODY_TEMPLATE_MAX),
    timeoutSeconds: z
      .number({ required_error: TIMEOUT_MESSAGE, invalid_type_error: TIMEOUT_MESSAGE })
      .int(TIMEOUT_MESSAGE)
      .min(AI_TOOLS.TIMEOUT_MIN_SECONDS, TIMEOUT_MESSAGE)
      .max(AI_TOOLS.TIMEOUT_MAX_SECONDS, TIMEOUT_MESSAGE)
      .default(AI_TOOL_FORM_DEFAULTS.timeoutSeconds),
    answerPath: optionalText(
      z
        .string()
        .trim()
        .max(AI_TOOLS.ANSWER_PATH_MAX, tooLong(AI_TOOLS.ANSWER_PATH_MAX))
        .regex(ANSWER_PATH, "validation_ai_tool_answer_path"),
    ),
    mockAnswer: text(AI_TOOLS.MOCK_ANSWER_MAX),
  });

export type AiToolFormInput = z.input<ReturnType<typeof formObject>>;
export type AiToolForm = z.infer<ReturnType<typeof formObject>>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });

/** The parameters the form gives (rows, or the schema typed by hand), or null when the schema is wrong. */
export function formParametersSchema(form: AiToolForm): ParametersSchema | null {
  if (form.parametersMode === "rows") return schemaOfRows(form.parameters);
  if (!form.parametersSchema) return null;
  const parsed = parseParametersSchema(form.parametersSchema);
  return "schema" in parsed ? parsed.schema : null;
}

/** The rules between fields (docs/features/ai-framework.md#tools). */
function crossFieldRules(form: AiToolForm, ctx: Ctx) {
  // The parameters: rows each named once, at most PARAMETERS_MAX; or a schema of an object.
  let names: string[] = [];
  if (form.parametersMode === "rows") {
    const seen = new Set<string>();
    form.parameters.forEach((row, i) => {
      if (seen.has(row.name)) issue(ctx, ["parameters", i, "name"], "validation_ai_tool_duplicate_parameter");
      seen.add(row.name);
    });
    if (form.parameters.length > AI_TOOLS.PARAMETERS_MAX)
      issue(
        ctx,
        ["parameters"],
        messageWithParams("validation_ai_tool_max_parameters", { max: AI_TOOLS.PARAMETERS_MAX }),
      );
    names = [...seen];
  } else if (!form.parametersSchema) {
    issue(ctx, ["parametersSchema"], "validation_field_required");
  } else {
    const parsed = parseParametersSchema(form.parametersSchema);
    if ("error" in parsed) issue(ctx, ["parametersSchema"], parsed.error);
    else {
      names = parameterNames(parsed.schema);
      if (names.length > AI_TOOLS.PARAMETERS_MAX)
        issue(
          ctx,
          ["parametersSchema"],
          messageWithParams("validation_ai_tool_max_parameters", { max: AI_TOOLS.PARAMETERS_MAX }),
        );
    }
  }
  const schemaKnown = form.parametersMode === "rows" || (form.parametersSchema !== undefined && names.length > 0);

  // The URL the tool calls, or its mock answer instead.
  if (!form.url && !form.mockAnswer) issue(ctx, ["url"], "validation_ai_tool_url_or_mock");
  if (form.url && !isToolUrl(form.url)) issue(ctx, ["url"], "validation_invalid_url");

  // Placeholders name parameters (a typo would be sent as it is).
  const unknown = (text: string | undefined, field: string) => {
    if (!text || !schemaKnown) return;
    const missing = placeholdersOf(text).find((p) => !names.includes(p));
    if (missing) issue(ctx, [field], messageWithParams("validation_ai_tool_placeholder", { name: `{${missing}}` }));
  };
  if (form.url && isToolUrl(form.url)) unknown(form.url, "url");

  // The headers: each once (HTTP names are case-insensitive), at most HEADERS_MAX.
  const headers = new Set<string>();
  form.headers.forEach((h, i) => {
    const key = h.name.toLowerCase();
    if (headers.has(key)) issue(ctx, ["headers", i, "name"], "validation_ai_tool_duplicate_header");
    headers.add(key);
  });
  if (form.headers.length > AI_TOOLS.HEADERS_MAX)
    issue(ctx, ["headers"], messageWithParams("validation_ai_tool_max_headers", { max: AI_TOOLS.HEADERS_MAX }));

  // The body: none for GET and DELETE; a JSON one must be JSON once its placeholders are filled.
  if (form.bodyTemplate) {
    if (QUERY_METHODS.includes(form.method)) issue(ctx, ["bodyTemplate"], "validation_ai_tool_body_not_sent");
    else {
      unknown(form.bodyTemplate, "bodyTemplate");
      if (isJsonTemplate(form.bodyTemplate)) {
        const sample = Object.fromEntries(placeholdersOf(form.bodyTemplate).map((p) => [p, SAMPLE_ARGUMENT]));
        try {
          JSON.parse(fillTemplate(form.bodyTemplate, sample, Object.keys(sample), "json"));
        } catch {
          issue(ctx, ["bodyTemplate"], "validation_invalid_json");
        }
      }
    }
  }
}

/** The tool form of an edit: an empty header value keeps the stored one (the parameter keeps every entity form's signature). */
export function aiToolFormSchema(_secretsSet: readonly string[] = []) {
  return formObject(false).superRefine(crossFieldRules);
}
/** The tool form of a create: every header needs its value. */
export const AiToolCreateSchema = formObject(true).superRefine(crossFieldRules);

/** POST …/tools/{id}/test: sample arguments. */
export const AiToolTestRequestSchema = z.object({
  arguments: z.record(z.unknown(), { invalid_type_error: "validation_ai_tool_arguments" }).default({}),
});
export type AiToolTestRequest = z.infer<typeof AiToolTestRequestSchema>;

// ------------------------------------------------------------------------------------------------
// The wire

const ParameterWireSchema = z.object({
  name: z.string(),
  type: z.enum(AI_TOOL_PARAMETER_TYPES),
  description: z.string().optional(),
  required: z.boolean(),
});

/** A row of the tools list. */
export const AiToolRowSchema = EntityRowBaseSchema.extend({
  /** One of the platform's pre-defined tools: read-only, not deletable, not counted in the limit. */
  builtIn: z.boolean(),
  description: z.string(),
  /** The request (null for a pre-defined tool, which makes none). */
  method: z.enum(AI_TOOL_METHODS).nullable(),
  url: z.string().nullable(),
  /** The parameter names, "?" after an optional one. */
  parameters: z.array(z.string()),
  timeoutSeconds: z.number().int().nullable(),
  /** The tool answers its mock answer instead of calling the URL. */
  mocked: z.boolean(),
});
export type AiToolRow = z.infer<typeof AiToolRowSchema>;

/** GET …/tools/{id}: the form as stored (header values only as set), and the parameters' JSON Schema. */
export const AiToolDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  builtIn: z.boolean(),
  description: z.string(),
  parametersMode: z.enum(AI_TOOL_PARAMETER_MODES),
  /** The parameters as rows (the rows typed, or the schema's when the rows can say it). */
  parameters: z.array(ParameterWireSchema),
  /** The parameters' JSON Schema, pretty-printed: the one the model is given and the arguments are checked against. */
  parametersSchema: z.string(),
  method: z.enum(AI_TOOL_METHODS).nullable(),
  url: z.string(),
  headers: z.array(z.object({ name: z.string(), valueSet: z.boolean() })),
  bodyTemplate: z.string(),
  timeoutSeconds: z.number().int(),
  answerPath: z.string(),
  mockAnswer: z.string().nullable(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type AiToolDetail = z.infer<typeof AiToolDetailSchema>;

/** The list grammar of GET …/tools. */
export const AI_TOOLS_LIST_SPEC = entityListSpec({
  kind: { type: "enum", values: AI_TOOL_KINDS, sortable: true },
  description: { type: "string", sortable: true, filterable: false },
  method: { type: "enum", values: AI_TOOL_METHODS, sortable: true },
  url: { type: "string", sortable: true, ops: ["~"] },
  timeoutSeconds: { type: "number", sortable: true },
});
