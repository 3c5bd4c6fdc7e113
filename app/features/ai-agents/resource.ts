/**
 * AI agents as an entity screen (docs/features/ai-framework.md#agents): /portal/ai_framework/agents and
 * the admin's read-only /admin/ai_framework/agents, under the AIFRAMEWORK roles (docs/product.md#role-names).
 * An agent's own dialog beside the four: `versions` (publish, diff, roll back).
 */
import { AI_AGENT_PATHS } from "./paths";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  AI_AGENTS_API,
  AI_AGENTS_LIST_SPEC,
  AgentCreateSchema,
  AgentDetailSchema,
  AgentRowSchema,
  type AgentDetail,
  type AgentRow,
} from "../../../contract/wire/aiAgents";
import type { EntityResource } from "~/features/entities/resource";
import { any, crudGates } from "~/features/navigation/gates";

const GATES = crudGates(
  ROLES.AIFRAMEWORK_CREATE,
  ROLES.AIFRAMEWORK_READ,
  ROLES.AIFRAMEWORK_UPDATE,
  ROLES.AIFRAMEWORK_DELETE,
);

export const AI_AGENTS_RESOURCE: EntityResource<AgentRow, AgentDetail> = {
  key: "ai_agents",
  ns: "ai-agents",
  paths: AI_AGENT_PATHS,
  api: AI_AGENTS_API,
  listSpec: AI_AGENTS_LIST_SPEC,
  rowSchema: AgentRowSchema,
  detailSchema: AgentDetailSchema,
  gates: GATES,
  form: { create: AgentCreateSchema },
  messages: {
    created: MSG.success_ai_agent_created,
    updated: MSG.success_ai_agent_updated,
    deleted: MSG.success_ai_agent_deleted,
  },
  // Reading the versions needs the read role; publishing and rolling back post there with the update role (checked by the action).
  // Trying writes conversations (the chat history): the update role, as editing.
  actions: {
    portal: {
      record: { try: GATES.edit, versions: any(ROLES.AIFRAMEWORK_READ) },
      rowLinks: ["try", "versions"],
    },
  },
  sortable: ["name", "accountName", "modelName", "publishedVersion", "intents", "updatedAt", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "createdAt"], admin: ["accountId", "id", "createdAt"] },
  filters: [],
  limitMessage: MSG.warning_max_ai_agents_reached,
  formFields: [
    "name",
    "description",
    "prompt",
    "welcomeMessage",
    "fallbackAnswer",
    "modelId",
    "language",
    "sttServiceId",
    "ttsServiceId",
    "voiceStreaming",
    "documentIds",
    "documentsMode",
    "toolIds",
    "intents",
    "advanced",
  ],
};
