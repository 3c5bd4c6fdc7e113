/**
 * The chat history's demo conversations (docs/features/ai-framework.md#chat-history): each demo
 * agent answers a question through the real engine (platform/ai/agent-runtime.ts), so every seeded
 * answer and turn record is one the engine gave, nothing written by hand. Runs once, after the seed.
 */
import { AI_AGENTS } from "../../contract/limits/ai";
import type { PlatformContext } from "../context";
import { agentTurn } from "../ai/agent-runtime";
import { contentOf } from "../services/ai/agents";
import { appendMessage, createChat, recordTurn } from "../services/ai/conversations";
import { DEMO_AGENTS } from "./ai";

/** What each demo agent is asked. */
const QUESTIONS: Record<string, readonly string[]> = {
  [DEMO_AGENTS.acme]: ["when are you open on saturday?", "can I speak to someone?"],
  [DEMO_AGENTS.globex]: ["I forgot my password"],
};

export async function seedAiConversations(ctx: PlatformContext): Promise<void> {
  for (const [agentId, questions] of Object.entries(QUESTIONS)) {
    const row = ctx.db.prepare("SELECT account_id, content FROM ai_agents WHERE id = ?").get(agentId) as
      { account_id: string; content: string } | undefined;
    if (!row) continue;
    const run = { accountId: row.account_id, content: contentOf(row.content) };
    const variables = {
      caller: AI_AGENTS.SAMPLE_CALLER,
      called: "",
      channel: "phone",
      date: new Date(ctx.now()).toISOString().slice(0, 10),
    };
    const chat = createChat(ctx, {
      accountId: row.account_id,
      agentId,
      agentVersion: 1,
      channel: "try_it",
      caller: variables.caller,
      variables,
      userId: null,
    });
    const welcome = await agentTurn(ctx, run, null, variables, []);
    if (welcome.answer)
      appendMessage(ctx, chat, { role: "assistant", type: "welcome", text: welcome.answer, trace: welcome.trace });
    for (const question of questions) {
      const turn = await agentTurn(ctx, run, question, variables, []);
      appendMessage(ctx, chat, { role: "user", type: "text", text: question, trace: null });
      appendMessage(ctx, chat, { role: "assistant", type: "text", text: turn.answer, trace: turn.trace });
      recordTurn(ctx, chat, question, turn.trace);
    }
  }
}
