/**
 * Choosing a tool by what it says it does (docs/features/ai-framework.md#the-engine, "call the agent's
 * tools when an intent or the tool's description asks for them"): each tool is an intent whose
 * examples are its name's words, its description's sentences and its parameters' names and
 * descriptions, classified with the intents' guard,
 * so a tool is called only when the utterance shares a meaningful word with its name or description.
 * Its arguments are slots read from the utterance by the parameters' names and types.
 */
import { classifyIntent, type IntentMatch } from "./intents";
import { fillSlots, type SlotDefinition, type SlotType } from "./slots";
import { sentences } from "./words";

export interface DescribedTool {
  name: string;
  description?: string | null;
  /** The tool's parameters, a JSON Schema object. */
  parameters?: Record<string, unknown> | null;
}

/** "get_order_status" / "getOrderStatus" → "get order status". */
export const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();

/** What a tool says it does: its name's words, its description's sentences, its parameters' names and descriptions. */
function examplesOf(tool: DescribedTool): string[] {
  const properties = tool.parameters?.properties;
  const parameters =
    properties && typeof properties === "object"
      ? Object.entries(properties as Record<string, { description?: unknown }>).map(([name, schema]) =>
          [nameWords(name), typeof schema?.description === "string" ? schema.description : ""].join(" ").trim(),
        )
      : [];
  return [nameWords(tool.name), ...sentences(tool.description ?? ""), ...parameters].filter(Boolean);
}

/** Which tool (its index) the utterance asks for, or null, with every tool's score and the reason. */
export async function chooseTool(
  tools: readonly DescribedTool[],
  utterance: string,
  today?: string | null,
): Promise<{ index: number | null; match: IntentMatch }> {
  const match = await classifyIntent(
    tools.map((tool) => ({ name: tool.name, examples: examplesOf(tool) })),
    utterance,
    today,
  );
  const index = match.intent === null ? null : tools.findIndex((t) => t.name === match.intent);
  return { index: index === null || index < 0 ? null : index, match };
}

interface PropertySchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
}

const typeOf = (schema: PropertySchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** The slot a parameter is read as: by its format, its name, then its type. */
function slotTypeOf(name: string, schema: PropertySchema): SlotType | null {
  const type = typeOf(schema);
  const lower = name.toLowerCase();
  if (type === "boolean" || type === "object" || type === "array") return null;
  if (schema.format === "email" || /e-?mail/.test(lower)) return "email";
  if (schema.format === "date" || schema.format === "date-time" || /date|day|when/.test(lower)) return "date";
  if (/phone|mobile|msisdn|telephone|\btel\b|caller_number|callee/.test(lower)) return "phone";
  if (type === "number" || type === "integer") return "number";
  if (/(^|_)(name|first_?name|last_?name|full_?name|person|contact)($|_)|Name$/.test(name)) return "name";
  return "text";
}

/**
 * The arguments of a call: each parameter of the schema filled from the utterance when it says a
 * value of the parameter's kind; an enum parameter takes the value the utterance names. A parameter
 * with nothing to fill is left out (the tool, or its caller, decides what that means).
 */
export function toolArguments(
  tool: DescribedTool,
  utterance: string,
  today?: string | null,
): Record<string, string | number> {
  const properties = (tool.parameters?.properties ?? {}) as Record<string, PropertySchema>;
  const args: Record<string, string | number> = {};
  const slots: SlotDefinition[] = [];
  const lower = utterance.toLowerCase();
  for (const [name, schema] of Object.entries(properties)) {
    if (!schema || typeof schema !== "object") continue;
    if (Array.isArray(schema.enum)) {
      const named = schema.enum.find(
        (v) => typeof v === "string" && new RegExp(`\\b${escape(v.toLowerCase())}\\b`).test(lower),
      );
      if (typeof named === "string") args[name] = named;
      continue;
    }
    const slotType = slotTypeOf(name, schema);
    if (slotType) slots.push({ name, type: slotType });
  }
  const filled = fillSlots(utterance, slots, { today, examples: examplesOf(tool) });
  for (const slot of slots) {
    const value = filled[slot.name];
    if (value === undefined) continue;
    const type = typeOf(properties[slot.name]);
    if (type === "integer") {
      if (Number.isInteger(Number(value))) args[slot.name] = Number(value);
    } else if (type === "number") {
      if (Number.isFinite(Number(value))) args[slot.name] = Number(value);
    } else args[slot.name] = value;
  }
  // In the schema's order, whatever filled them.
  return Object.fromEntries(
    Object.keys(properties).flatMap((name) => (Object.hasOwn(args, name) ? [[name, args[name]]] : [])),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
