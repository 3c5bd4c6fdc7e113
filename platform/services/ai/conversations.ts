/**
 * Writing conversations (docs/features/ai-framework.md#chat-history): a chat is created when it
 * starts (with the version that serves it and its variables), each message is appended in order,
 * and the chat's first question, number of questions and outcome follow its turns.
 */
import { randomUUID } from "node:crypto";
import type { ChatChannel, ChatOutcome } from "../../../contract/wire/aiChats";
import type { TurnTrace } from "../../../contract/wire/aiTurns";
import type { PlatformContext } from "../../context";

/** How long the list's name of a chat (its first question) may be. */
const NAME_MAX = 120;

/** The pre-defined tools whose call ends a conversation one way or the other. */
export const TRANSFER_TOOL = "transfer_call";
export const END_TOOL = "end_call";

export interface NewChat {
  accountId: string;
  agentId: string;
  /** The published version serving it, null for the draft. */
  agentVersion: number | null;
  channel: ChatChannel;
  caller: string | null;
  variables: Record<string, string | number | boolean>;
  userId: string | null;
}

export function createChat(ctx: PlatformContext, chat: NewChat): string {
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO ai_chats (id, account_id, name, agent_id, agent_version, channel, caller, variables, outcome, turns, created_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', 0, ?, ?, ?)`,
    )
    .run(
      id,
      chat.accountId,
      "",
      chat.agentId,
      chat.agentVersion,
      chat.channel,
      chat.caller,
      JSON.stringify(chat.variables),
      chat.userId,
      ctx.now(),
      ctx.now(),
    );
  return id;
}

/** What produced an assistant message, as the transcript labels it. */
export function labelOf(trace: TurnTrace): string {
  switch (trace.answeredBy) {
    case "intent":
      return `intent: ${trace.intent ?? ""}`;
    case "tool":
      return `tool: ${trace.toolCalls.map((c) => c.tool).join(", ")}`;
    case "document": {
      const best = trace.chunks[0];
      return best ? `document: ${best.documentName}${best.heading ? ` › ${best.heading}` : ""}` : "document";
    }
    case "model":
      return `model: ${trace.modelName}`;
    default:
      return trace.answeredBy;
  }
}

export function appendMessage(
  ctx: PlatformContext,
  chatId: string,
  message: { role: "user" | "assistant"; type: string; text: string; trace: TurnTrace | null },
): void {
  const seq =
    ((ctx.db.prepare("SELECT MAX(seq) FROM ai_chat_messages WHERE chat_id = ?").pluck().get(chatId) as number | null) ??
      0) + 1;
  ctx.db
    .prepare(
      "INSERT INTO ai_chat_messages (chat_id, seq, role, type, text, label, trace, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      chatId,
      seq,
      message.role,
      message.type,
      message.text,
      message.trace ? labelOf(message.trace) : null,
      message.trace ? JSON.stringify(message.trace) : null,
      ctx.now(),
    );
}

/**
 * The outcome after a turn: a transfer or an end (a tool's) stays; otherwise a question answered by
 * the fallback makes it "fallback", and a traced answer keeps (or makes) it "answered".
 */
export function outcomeAfter(current: ChatOutcome, trace: TurnTrace): ChatOutcome {
  const called = new Set(trace.toolCalls.filter((c) => !c.error).map((c) => c.tool));
  if (called.has(TRANSFER_TOOL)) return "transferred";
  if (called.has(END_TOOL)) return "ended";
  if (current === "transferred" || current === "ended") return current;
  if (trace.answeredBy === "fallback") return "fallback";
  return current === "fallback" ? "fallback" : "answered";
}

/** After a question and its answer: the name (the first question), one more question, the outcome. */
export function recordTurn(ctx: PlatformContext, chatId: string, question: string, trace: TurnTrace): void {
  const chat = ctx.db.prepare("SELECT name, outcome FROM ai_chats WHERE id = ?").get(chatId) as {
    name: string;
    outcome: ChatOutcome;
  };
  ctx.db
    .prepare("UPDATE ai_chats SET name = ?, turns = turns + 1, outcome = ?, updated_at = ? WHERE id = ?")
    .run(chat.name || question.slice(0, NAME_MAX), outcomeAfter(chat.outcome, trace), ctx.now(), chatId);
}
