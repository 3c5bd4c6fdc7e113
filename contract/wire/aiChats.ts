/**
 * Chat history (docs/features/ai-framework.md#chat-history; docs/product.md#ai-entities "Chat message:
 * role (user or assistant), type, text, label, datetime"; #endpoint-names "ChatHistory" and its report
 * generator): every conversation with an agent (the try-it chats now, calls later), the version that
 * served it, and each assistant message's turn record (contract/wire/aiTurns.ts).
 */
import { z } from "zod";
import { checkbox, entityListSpec, EntityRowBaseSchema, type EntityApi } from "../entities";
import { AI_FRAMEWORK_BASE } from "./aiFramework";
import { TurnTraceSchema } from "./aiTurns";

export const AI_CHATS_API: EntityApi = {
  base: AI_FRAMEWORK_BASE,
  collection: "/ChatHistory",
  report: "/reports/chat-history",
  rowsKey: "chats",
};

/** Where a conversation happened. */
export const CHAT_CHANNELS = ["try_it", "phone", "chat"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/**
 * How it went: "transferred" or "ended" by a tool, "fallback" when a question got the agent's
 * "I don't know" answer, "answered" when every question got a traced answer, "open" before any.
 */
export const CHAT_OUTCOMES = ["answered", "fallback", "transferred", "ended", "open"] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];

export const AI_CHATS_LIST_SPEC = entityListSpec(
  {
    agentId: { type: "string", ops: ["="] },
    agentName: { type: "string", sortable: true },
    agentVersion: { type: "number", sortable: true },
    channel: { type: "enum", values: CHAT_CHANNELS, sortable: true },
    outcome: { type: "enum", values: CHAT_OUTCOMES, sortable: true },
    turns: { type: "number", sortable: true },
    lastAt: { type: "date", sortable: true },
  },
  // The newest conversation first.
  { field: "createdAt", direction: "desc" },
);

export const ChatRowSchema = EntityRowBaseSchema.extend({
  agentId: z.string(),
  /** Null once the agent is deleted. */
  agentName: z.string().nullable(),
  /** The published version that served it; null for the draft (a try-it chat of the draft). */
  agentVersion: z.number().int().nullable(),
  channel: z.enum(CHAT_CHANNELS),
  outcome: z.enum(CHAT_OUTCOMES),
  /** The caller's messages. */
  turns: z.number().int(),
  lastAt: z.string(),
});
export type ChatRow = z.infer<typeof ChatRowSchema>;

/** A message of a conversation (the spec's chat message, with the assistant's turn record). */
export const ChatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  /** "text"; "welcome" for the agent's first words. */
  type: z.string(),
  text: z.string(),
  /** What produced an assistant message ("intent: opening_hours", "document: Prices › Refunds", "fallback"). */
  label: z.string().nullable(),
  datetime: z.string(),
  trace: TurnTraceSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatDetailSchema = ChatRowSchema.extend({
  messages: z.array(ChatMessageSchema),
});
export type ChatDetail = z.infer<typeof ChatDetailSchema>;

/** The try-it chat's endpoints (docs/features/ai-framework.md#try-it). */
export const AI_TRY_PATHS = {
  start: (agentId: string) => `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(agentId)}/chats`,
  say: (agentId: string, chatId: string) =>
    `${AI_FRAMEWORK_BASE}/agents/${encodeURIComponent(agentId)}/chats/${encodeURIComponent(chatId)}/messages`,
} as const;

/** The most a caller may type in one message. */
export const CHAT_MESSAGE_MAX = 2_000;

export const TryStartFormSchema = z.object({
  /** "draft" (the default) or a published version's number. */
  version: z.union([z.literal("draft"), z.coerce.number().int().min(1)]).default("draft"),
  /** Conversation variables for the prompt's conditions ({caller}, {channel}...). */
  caller: z.string().trim().max(40).optional(),
  asPhone: checkbox,
});
export const TryMessageFormSchema = z.object({
  text: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(CHAT_MESSAGE_MAX, `validation_max_length?max=${CHAT_MESSAGE_MAX}`),
});
export const TryStartedSchema = z.object({ id: z.string() });
