/**
 * The OpenAI chat-completions wire format, as the platform's OpenAI-compatible endpoint speaks it
 * (docs/features/ai-framework.md#openai-compatible-endpoint; docs/decisions/015-embedded-agent-engine.md
 * "The platform serves the embedded engine as an OpenAI-compatible chat-completions endpoint"). An
 * OpenAI client's base URL is `{origin}${OPENAI_COMPATIBLE_BASE}`; its key is the account's REST API
 * secret. The request schema accepts what OpenAI's clients send (unknown fields are ignored, as
 * sampling settings mean nothing to a deterministic engine) and refuses malformed messages and tools.
 */
import { z } from "zod";
import { AI_CHAT_COMPLETIONS, AI_TOOLS } from "../limits/ai";
import { AI_FRAMEWORK_BASE } from "./aiFramework";

export const OPENAI_COMPATIBLE_BASE = `${AI_FRAMEWORK_BASE}/openai/v1`;
export const OPENAI_PATHS = { chatCompletions: "/chat/completions", models: "/models" } as const;

const TextPartSchema = z.object({ type: z.literal("text"), text: z.string() }).passthrough();
/** Other parts (images, audio) are accepted and not read: the engine reads text. */
const OtherPartSchema = z.object({ type: z.string().refine((t) => t !== "text") }).passthrough();
const ContentSchema = z.union([z.string(), z.array(z.union([TextPartSchema, OtherPartSchema]))]);
export type ChatContent = z.infer<typeof ContentSchema>;

export const ChatToolCallSchema = z.object({
  id: z.string().min(1),
  type: z.literal("function"),
  function: z.object({ name: z.string().min(1), arguments: z.string() }),
});
export type ChatToolCall = z.infer<typeof ChatToolCallSchema>;

const name = z.string().optional();
export const ChatMessageSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("system"), content: ContentSchema, name }),
  z.object({ role: z.literal("developer"), content: ContentSchema, name }),
  z.object({ role: z.literal("user"), content: ContentSchema, name }),
  z.object({
    role: z.literal("assistant"),
    content: ContentSchema.nullish(),
    tool_calls: z.array(ChatToolCallSchema).optional(),
    name,
  }),
  z.object({ role: z.literal("tool"), content: ContentSchema, tool_call_id: z.string().min(1) }),
]);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatToolSchema = z.object({
  type: z.literal("function"),
  function: z.object({
    name: z.string().regex(AI_TOOLS.NAME_PATTERN, "must be letters, digits, _ and -, up to 64 characters"),
    description: z.string().optional(),
    /** A JSON Schema object ({"type":"object","properties":{…}}). */
    parameters: z.record(z.unknown()).optional(),
    strict: z.boolean().nullish(),
  }),
});
export type ChatTool = z.infer<typeof ChatToolSchema>;

export const ChatToolChoiceSchema = z.union([
  z.enum(["none", "auto", "required"]),
  z.object({ type: z.literal("function"), function: z.object({ name: z.string() }) }),
]);

const positiveInt = z.number().int().positive().nullish();

export const ChatCompletionRequestSchema = z.object({
  model: z.string().min(1),
  messages: z.array(ChatMessageSchema).min(1).max(AI_CHAT_COMPLETIONS.MESSAGES_MAX),
  tools: z.array(ChatToolSchema).max(AI_CHAT_COMPLETIONS.TOOLS_MAX).nullish(),
  tool_choice: ChatToolChoiceSchema.nullish(),
  stream: z.boolean().nullish(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
  max_tokens: positiveInt,
  max_completion_tokens: positiveInt,
  /** One choice only: the engine has one answer. */
  n: z.literal(1).nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  top_p: z.number().min(0).max(1).nullish(),
});
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequestSchema>;

export type FinishReason = "stop" | "length" | "tool_calls";

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatCompletion {
  id: string;
  object: "chat.completion";
  created: number;
  model: string;
  system_fingerprint: string;
  choices: {
    index: number;
    message: { role: "assistant"; content: string | null; refusal: null; tool_calls?: ChatToolCall[] };
    logprobs: null;
    finish_reason: FinishReason;
  }[];
  usage: ChatUsage;
}

export interface ChatToolCallDelta {
  index: number;
  id?: string;
  type?: "function";
  function: { name?: string; arguments: string };
}

export interface ChatCompletionChunk {
  id: string;
  object: "chat.completion.chunk";
  created: number;
  model: string;
  system_fingerprint: string;
  choices: {
    index: number;
    delta: { role?: "assistant"; content?: string | null; tool_calls?: ChatToolCallDelta[] };
    logprobs: null;
    finish_reason: FinishReason | null;
  }[];
  /** Only with stream_options.include_usage: null on every chunk but the last, which has no choices. */
  usage?: ChatUsage | null;
}

/** OpenAI's error answer. */
export interface OpenAiError {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export interface ModelList {
  object: "list";
  data: { id: string; object: "model"; created: number; owned_by: string }[];
}

/** The text of a message's content (its text parts, joined by a line break). */
export function contentText(content: ChatContent | null | undefined): string {
  if (content === null || content === undefined) return "";
  if (typeof content === "string") return content;
  return content
    .flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : []))
    .join("\n");
}
