/**
 * Chat history as an entity screen (docs/features/ai-framework.md#chat-history): /portal/ai_framework/chat_history
 * and the admin's /admin/ai_framework/chat_history, read and delete only (the platform writes the
 * conversations), filtered by agent, channel, outcome and day.
 */
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import { AI_AGENTS_API, AI_AGENTS_LIST_SPEC, AgentRowSchema } from "../../../contract/wire/aiAgents";
import {
  AI_CHATS_API,
  AI_CHATS_LIST_SPEC,
  CHAT_CHANNELS,
  CHAT_OUTCOMES,
  ChatDetailSchema,
  ChatRowSchema,
  type ChatDetail,
  type ChatRow,
} from "../../../contract/wire/aiChats";
import { buildListQuery } from "../../../contract/listQuery";
import type { EntityResource, FilterChoices } from "~/features/entities/resource";
import { any, passes } from "~/features/navigation/gates";

/** The account's agents, by name, for the agent filter (none without the read role: the platform is not asked). */
const agentChoices: FilterChoices = async ({ api, user }) => {
  if (!passes(any(ROLES.AIFRAMEWORK_READ), user.roles)) return [];
  const query = buildListQuery({ sort: { field: "name", direction: "asc" } }, AI_AGENTS_LIST_SPEC);
  const body = await api.get(`${entityPaths(AI_AGENTS_API).list}?${query}`, {
    schema: entityListSchema(AI_AGENTS_API.rowsKey, AgentRowSchema).nullable(),
  });
  const rows = (body?.[AI_AGENTS_API.rowsKey] ?? []) as { id: string; name: string; accountName?: string }[];
  return rows.map((r) => ({ value: r.id, label: r.accountName ? `${r.name} (${r.accountName})` : r.name }));
};

export const AI_CHATS_RESOURCE: EntityResource<ChatRow, ChatDetail> = {
  key: "ai_chats",
  ns: "ai-chats",
  paths: { portal: "/portal/ai_framework/chat_history", admin: "/admin/ai_framework/chat_history" },
  api: AI_CHATS_API,
  listSpec: AI_CHATS_LIST_SPEC,
  rowSchema: ChatRowSchema,
  detailSchema: ChatDetailSchema,
  gates: { view: any(ROLES.AIFRAMEWORK_READ), delete: any(ROLES.AIFRAMEWORK_DELETE) },
  messages: { deleted: MSG.success_ai_chat_deleted },
  sortable: ["name", "accountName", "agentName", "agentVersion", "channel", "outcome", "turns", "lastAt", "createdAt"],
  defaultSort: { field: "createdAt", direction: "desc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [
    { param: "agent", field: "agentId", choices: agentChoices },
    { param: "channel", field: "channel", values: CHAT_CHANNELS },
    { param: "outcome", field: "outcome", values: CHAT_OUTCOMES },
    { param: "from", field: "createdAt", date: "from" },
    { param: "to", field: "createdAt", date: "to" },
  ],
  formFields: [],
};
