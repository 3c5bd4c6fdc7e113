/**
 * An agent's turn with everything it was given (docs/features/ai-framework.md#try-it): the content of
 * the version that serves the conversation (or the draft), its tools (./tools), its documents'
 * retrieval and whole text (./documents) and, for a real model, the provider adapter (./models). The
 * engine (./engine/turn.ts) decides; this module only wires the account's records to it.
 */
import { AI_AGENTS, AI_DOCUMENTS, AI_MODELS } from "../../contract/limits/ai";
import type { AgentContent } from "../../contract/wire/aiAgents";
import type { ChatMessage as WireChatMessage } from "../../contract/wire/aiChatCompletions";
import { EMBEDDED_MODEL_NAME } from "../../contract/wire/aiFramework";
import type { ChatMessage } from "../../contract/wire/aiChats";
import type { ToolCallTrace } from "../../contract/wire/aiTurns";
import type { PlatformContext } from "../context";
import { outboundPolicyOf } from "../http/outbound";
import { providerModelOf } from "../services/ai/models";
import { documentsFullText } from "./documents/full-text";
import { retrieve } from "./documents/retrieve";
import { runTurn, type EngineAgent, type ModelCompletion, type TurnResult } from "./engine/turn";
import { chatCompletion, type ChatMessage as ProviderChatMessage, type ProviderModel } from "./models/provider";
import { invokeTool } from "./tools/invoke";
import { loadTools, type InvocableTool } from "./tools/tool";

/** What a conversation's turn needs to know of its agent. */
export interface AgentRun {
  accountId: string;
  content: AgentContent;
}

/** The conversation's variables the prompt reads: {caller}, {called}, {channel}, {date}. */
export type ConversationVariables = Record<string, string | number | boolean>;

/** The agent's real model with its key (never leaving the platform), or null for the embedded engine. */
function modelOf(ctx: PlatformContext, run: AgentRun): (ProviderModel & { name: string }) | null {
  if (run.content.modelId === AI_MODELS.EMBEDDED_MODEL_ID) return null;
  const model = providerModelOf(ctx, run.accountId, run.content.modelId);
  const name = ctx.db
    .prepare("SELECT name FROM ai_models WHERE id = ? AND account_id = ?")
    .pluck()
    .get(run.content.modelId, run.accountId) as string | undefined;
  return model && { ...model, name: name ?? run.content.modelId };
}

function engineAgent(run: AgentRun, tools: InvocableTool[], model: { name: string } | null): EngineAgent {
  const { content } = run;
  const embedded = model === null;
  return {
    prompt: content.prompt,
    welcomeMessage: content.welcomeMessage ?? null,
    fallbackAnswer: content.fallbackAnswer,
    intents: content.intents.map((intent) => ({
      name: intent.name,
      examples: intent.examples,
      answer: intent.answer ?? null,
      tool: intent.tool ?? null,
      slots: intent.slots,
    })),
    tools: tools.map((tool) => ({
      ref: tool.id,
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
    })),
    hasDocuments: content.documentIds.length > 0,
    documentsMode: content.documentsMode,
    topK: AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT,
    model: embedded
      ? { id: AI_MODELS.EMBEDDED_MODEL_ID, name: EMBEDDED_MODEL_NAME, embedded: true }
      : { id: content.modelId, name: model?.name ?? content.modelId, embedded: false },
  };
}

/** The conversation so far as a model reads it. */
function historyOf(messages: readonly ChatMessage[]): WireChatMessage[] {
  return messages.map((m) => ({ role: m.role, content: m.text }));
}

/**
 * One turn: `utterance` null starts the conversation (the welcome message). The same content,
 * utterance and variables give the same answer and record (but for the times measured).
 */
export async function agentTurn(
  ctx: PlatformContext,
  run: AgentRun,
  utterance: string | null,
  variables: ConversationVariables,
  history: readonly ChatMessage[],
): Promise<TurnResult> {
  const tools = loadTools(ctx, run.accountId, run.content.toolIds);
  const byId = new Map(tools.map((t) => [t.id, t]));
  const model = modelOf(ctx, run);
  const agent = engineAgent(run, tools, model);
  return runTurn(
    { agent, utterance, variables, history: historyOf(history) },
    {
      async callTool(ref, args): Promise<ToolCallTrace> {
        const tool = byId.get(ref) ?? tools.find((t) => t.name === ref);
        if (!tool) {
          return {
            tool: ref,
            arguments: args,
            request: { method: "", url: "", headers: {}, body: null },
            status: null,
            body: "",
            value: null,
            ms: 0,
            mocked: false,
            error: `The agent has no tool ${ref}`,
          };
        }
        return invokeTool(ctx, run.accountId, tool, args);
      },
      retrieve: (query, topK) => retrieve(ctx.db, run.accountId, run.content.documentIds, query, { topK }),
      fullText: () =>
        documentsFullText(ctx.db, run.accountId, run.content.documentIds, AI_AGENTS.FULL_TEXT_MAX_CHARACTERS),
      complete: model
        ? async (messages, offered): Promise<ModelCompletion> => {
            const result = await chatCompletion(
              model,
              // The engine's messages are text: a content part list reads as its text.
              {
                messages: messages.map((m) => ({
                  ...m,
                  content: typeof m.content === "string" || m.content === null ? m.content : JSON.stringify(m.content),
                })) as ProviderChatMessage[],
                tools: offered.length ? offered : undefined,
              },
              { policy: outboundPolicyOf(ctx.config) },
            );
            return {
              content: result.message?.content ?? null,
              toolCalls: result.message?.tool_calls ?? [],
              provider: {
                url: result.url,
                status: result.status,
                firstTokenMs: result.firstTokenMs,
                ms: result.ms,
                error: result.error,
              },
            };
          }
        : undefined,
    },
  );
}
