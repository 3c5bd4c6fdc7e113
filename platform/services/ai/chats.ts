/**
 * Chat history on the entity store (docs/features/ai-framework.md#chat-history): conversations are
 * written by the platform itself (the try-it chat, later calls), so this is a read-and-delete entity:
 * the list with its filters (agent, version, channel, outcome, dates) and search, a conversation with
 * its messages and turn records, the delete and the report generator (the chat history CSV).
 */
import { ROLES } from "../../../contract/roles";
import {
  AI_CHATS_API,
  AI_CHATS_LIST_SPEC,
  type ChatChannel,
  type ChatDetail,
  type ChatMessage,
  type ChatOutcome,
  type ChatRow,
} from "../../../contract/wire/aiChats";
import { TurnTraceSchema, type TurnTrace } from "../../../contract/wire/aiTurns";
import type { PlatformContext } from "../../context";
import { baseRow, isoTime, type DbRow, type EntityReadDefinition } from "../../entities/definition";

/** The agent's name while it lives (a deleted agent's conversations stay, without it). */
const AGENT_NAME = "(SELECT g.name FROM ai_agents g WHERE g.id = t.agent_id AND g.deleted_at IS NULL)";

function rowOf(r: DbRow, withAccount: boolean): ChatRow {
  return {
    ...baseRow(r, withAccount),
    agentId: String(r.agent_id),
    agentName: (r.agent_name as string | null) ?? null,
    agentVersion: r.agent_version === null ? null : Number(r.agent_version),
    channel: r.channel as ChatChannel,
    outcome: r.outcome as ChatOutcome,
    turns: Number(r.turns),
    lastAt: isoTime(r.updated_at ?? r.created_at),
  };
}

function traceOf(text: unknown): TurnTrace | null {
  if (typeof text !== "string") return null;
  try {
    const parsed = TurnTraceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A conversation's messages, in order. */
export function messagesOf(ctx: PlatformContext, chatId: string): ChatMessage[] {
  const rows = ctx.db
    .prepare("SELECT role, type, text, label, trace, created_at FROM ai_chat_messages WHERE chat_id = ? ORDER BY seq")
    .all(chatId) as {
    role: "user" | "assistant";
    type: string;
    text: string;
    label: string | null;
    trace: string | null;
    created_at: number;
  }[];
  return rows.map((m) => ({
    role: m.role,
    type: m.type,
    text: m.text,
    label: m.label,
    datetime: isoTime(m.created_at),
    trace: traceOf(m.trace),
  }));
}

/**
 * The chat history's definition. The detail reads the messages (a second query): it is only asked
 * for one conversation at a time.
 */
export function chatHistoryEntity(ctx: PlatformContext): EntityReadDefinition<ChatRow, ChatDetail> {
  return {
    key: "ai-chat-history",
    api: AI_CHATS_API,
    listSpec: AI_CHATS_LIST_SPEC,
    table: "ai_chats",
    roles: { read: [ROLES.AIFRAMEWORK_READ], delete: [ROLES.AIFRAMEWORK_DELETE] },
    fields: {
      agentId: "t.agent_id",
      agentName: AGENT_NAME,
      agentVersion: "t.agent_version",
      channel: "t.channel",
      outcome: "t.outcome",
      turns: "t.turns",
      lastAt: "COALESCE(t.updated_at, t.created_at)",
    },
    // The first question (the name), the agent, and every message's text.
    search: [
      "t.name",
      AGENT_NAME,
      "t.caller",
      "(SELECT group_concat(m.text, ' ') FROM ai_chat_messages m WHERE m.chat_id = t.id)",
    ],
    select: `${AGENT_NAME} AS agent_name`,
    secrets: [],
    toRow: rowOf,
    toDetail: (r, withAccount) => ({ ...rowOf(r, withAccount), messages: messagesOf(ctx, r.id) }),
    csv: (admin) => [
      ...(admin
        ? [
            { header: "Account ID", value: (r: ChatRow) => r.accountId },
            { header: "Account Name", value: (r: ChatRow) => r.accountName },
          ]
        : []),
      { header: "Chat ID", value: (r) => r.id },
      { header: "First message", value: (r) => r.name },
      { header: "Agent", value: (r) => r.agentName },
      { header: "Version", value: (r) => (r.agentVersion === null ? "draft" : r.agentVersion) },
      { header: "Channel", value: (r) => r.channel },
      { header: "Outcome", value: (r) => r.outcome },
      { header: "Messages from the caller", value: (r) => r.turns },
      { header: "Started (UTC)", value: (r) => r.createdAt },
      { header: "Last message (UTC)", value: (r) => r.lastAt },
    ],
    exportTitles: {
      running: "Exporting chat history",
      ready: "Chat history export is ready",
      failed: "Chat history export failed",
    },
  };
}
