/**
 * The try-it chat (docs/features/ai-framework.md#try-it): a conversation with an agent's draft or one
 * of its versions, kept in the chat history with each answer's turn record. Starting one writes the
 * welcome message; each message from the user gets the agent's answer. Trying an agent takes the
 * update role: it is the builder's tool, and it writes conversations.
 */
import type express from "express";
import { AI_AGENTS } from "../../../contract/limits/ai";
import { TryMessageFormSchema, TryStartFormSchema } from "../../../contract/wire/aiChats";
import type { AgentContent } from "../../../contract/wire/aiAgents";
import type { PlatformContext } from "../../context";
import type { DbRow } from "../../entities/definition";
import { getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, notFound, route } from "../../http/errors";
import { agentTurn, type ConversationVariables } from "../../ai/agent-runtime";
import { AI_AGENTS_ENTITY, contentOf, versionContentOf } from "./agents";
import { messagesOf } from "./chats";
import { appendMessage, createChat, recordTurn } from "./conversations";

/** The routes of AI_TRY_PATHS under the service's mount. */
const START_ROUTE = "/agents/:id/chats";
const SAY_ROUTE = "/agents/:id/chats/:chatId/messages";

function zodMessages(error: { issues: { path: (string | number)[]; message: string }[] }) {
  return error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n");
}

function contentFor(ctx: PlatformContext, agentRow: DbRow, version: number | null) {
  return version === null ? contentOf(agentRow.content) : versionContentOf(ctx, agentRow.id, version);
}

export function mountTryIt(ctx: PlatformContext, router: express.Router): void {
  const auth = authenticate(ctx);

  router.post(
    START_ROUTE,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.update),
    route(async (req, res) => {
      const caller = callerOf(req);
      const agent = getEntity(ctx, AI_AGENTS_ENTITY, String(req.params.id), caller.accountId);
      const form = TryStartFormSchema.safeParse(req.body ?? {});
      if (!form.success) throw badRequest(zodMessages(form.error));
      const version = form.data.version === "draft" ? null : form.data.version;
      const content: AgentContent = contentFor(ctx, agent, version);
      const variables: ConversationVariables = {
        caller: form.data.caller || AI_AGENTS.SAMPLE_CALLER,
        called: "",
        channel: form.data.asPhone ? "phone" : "chat",
        date: new Date(ctx.now()).toISOString().slice(0, 10),
      };
      const welcome = await agentTurn(ctx, { accountId: caller.accountId, content }, null, variables, []);
      const id = createChat(ctx, {
        accountId: caller.accountId,
        agentId: agent.id,
        agentVersion: version,
        channel: "try_it",
        caller: String(variables.caller),
        variables,
        userId: caller.sub,
      });
      if (welcome.answer)
        appendMessage(ctx, id, { role: "assistant", type: "welcome", text: welcome.answer, trace: welcome.trace });
      res.status(201).json({ id });
    }),
  );

  router.post(
    SAY_ROUTE,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.update),
    route(async (req, res) => {
      const caller = callerOf(req);
      const agent = getEntity(ctx, AI_AGENTS_ENTITY, String(req.params.id), caller.accountId);
      const chat = ctx.db
        .prepare(
          "SELECT id, agent_version, variables FROM ai_chats WHERE id = ? AND agent_id = ? AND account_id = ? AND channel = 'try_it' AND deleted_at IS NULL",
        )
        .get(String(req.params.chatId), agent.id, caller.accountId) as
        { id: string; agent_version: number | null; variables: string } | undefined;
      if (!chat) throw notFound();
      const form = TryMessageFormSchema.safeParse(req.body ?? {});
      if (!form.success) throw badRequest(zodMessages(form.error));
      const content = contentFor(ctx, agent, chat.agent_version);
      const variables = JSON.parse(chat.variables) as ConversationVariables;
      const history = messagesOf(ctx, chat.id);
      const turn = await agentTurn(ctx, { accountId: caller.accountId, content }, form.data.text, variables, history);
      appendMessage(ctx, chat.id, { role: "user", type: "text", text: form.data.text, trace: null });
      appendMessage(ctx, chat.id, { role: "assistant", type: "text", text: turn.answer, trace: turn.trace });
      recordTurn(ctx, chat.id, form.data.text, turn.trace);
      res.status(201).json({ messages: messagesOf(ctx, chat.id).slice(-2) });
    }),
  );
}
