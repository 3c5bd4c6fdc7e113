/**
 * The embedded engine's answer to an OpenAI chat-completions request (docs/features/ai-framework.md#openai-compatible-endpoint):
 * deterministic and traceable, like an agent's turn.
 *
 * - After tool results (the last messages have role "tool"): what each tool returned, naming the tool.
 * - Tools given, and the last user message asks for one of them (its name and description classified
 *   with the intents' guard), or tool_choice requires one: a tool call, its arguments read from the
 *   message by the parameters' names and types.
 * - Else the sentences of the earlier messages (the system prompt first of all, read to
 *   AI_CHAT_COMPLETIONS.CONTEXT_MAX_CHARACTERS) that share most words with the question, word for
 *   word; with none, the honest "no language model" answer.
 *
 * Tokens are counted as words (runs of non-space characters): max_tokens cuts the answer after that
 * many words (finish_reason "length"), and usage counts the same way.
 */
import { createHash } from "node:crypto";
import { AI_CHAT_COMPLETIONS } from "../../../contract/limits/ai";
import { formatMessage, type MessageKey } from "../../../contract/messages";
import {
  contentText,
  type ChatCompletionRequest,
  type ChatToolCall,
  type ChatUsage,
  type FinishReason,
} from "../../../contract/wire/aiChatCompletions";
import type { IntentScore } from "../../../contract/wire/aiTurns";
import { chooseTool, toolArguments, type DescribedTool } from "./tool-choice";
import { bestSentences, sentences } from "./words";

/** Why the answer is what it is: returned beside the OpenAI fields (clients ignore fields they do not know). */
export interface EmbeddedChatTrace {
  answeredBy: "tool_calls" | "tool_results" | "conversation" | "no_model";
  /** Each tool's score against the question, when tools were given. */
  tools: IntentScore[];
  noMatchReason: string | null;
  /** The question's words (stems) the quoted sentences hold. */
  matched: string[];
}

export interface ChatAnswer {
  content: string | null;
  toolCalls: ChatToolCall[];
  finishReason: FinishReason;
  usage: ChatUsage;
  trace: EmbeddedChatTrace;
}

/** A request that is well formed but cannot be answered (OpenAI answers these 400 too). */
export class ChatRequestError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string>,
    readonly param: string,
  ) {
    super(formatMessage(key, params));
  }
}

const countWords = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** The same request gives the same ids (the engine answers it the same way), streamed or not. */
export function requestDigest(request: ChatCompletionRequest): string {
  const { stream: _stream, stream_options: _options, ...asked } = request;
  return createHash("sha256").update(JSON.stringify(asked)).digest("hex").slice(0, 24);
}

function promptTokens(request: ChatCompletionRequest): number {
  return request.messages.reduce(
    (sum, m) =>
      sum +
      countWords(contentText(m.content)) +
      (m.role === "assistant" ? (m.tool_calls ?? []).reduce((s, c) => s + countWords(c.function.arguments), 0) : 0),
    0,
  );
}

/** What the trailing tool messages returned, each with the name of the function its call named. */
function toolResults(request: ChatCompletionRequest): string {
  const messages = request.messages;
  let first = messages.length;
  while (first > 0 && messages[first - 1].role === "tool") first--;
  const calls = new Map<string, string>();
  for (const m of messages.slice(0, first))
    if (m.role === "assistant") for (const call of m.tool_calls ?? []) calls.set(call.id, call.function.name);
  return messages
    .slice(first)
    .map((m, i) => {
      if (m.role !== "tool") return "";
      const tool = calls.get(m.tool_call_id);
      if (!tool)
        throw new ChatRequestError(
          "ai_chat_tool_call_unknown",
          { id: m.tool_call_id },
          `messages[${first + i}].tool_call_id`,
        );
      return formatMessage("ai_engine_tool_answer", { tool, value: contentText(m.content).trim() });
    })
    .join("\n");
}

async function toolCall(
  request: ChatCompletionRequest,
  question: string,
  digest: string,
): Promise<{ call: ChatToolCall | null; scores: IntentScore[]; noMatchReason: string | null }> {
  const tools: DescribedTool[] = (request.tools ?? []).map((t) => ({
    name: t.function.name,
    description: t.function.description ?? "",
    parameters: t.function.parameters ?? null,
  }));
  const choice = request.tool_choice ?? "auto";
  if (!tools.length || choice === "none") return { call: null, scores: [], noMatchReason: null };
  let forced: number | null = null;
  if (typeof choice === "object") {
    forced = tools.findIndex((t) => t.name === choice.function.name);
    if (forced < 0)
      throw new ChatRequestError("ai_chat_unknown_tool_choice", { name: choice.function.name }, "tool_choice");
  }
  const { index, match } = question.trim()
    ? await chooseTool(tools, question)
    : { index: null, match: { scores: [], intent: null, noMatchReason: formatMessage("ai_engine_no_words") } };
  const bestScored = match.scores.length ? tools.findIndex((t) => t.name === match.scores[0].intent) : 0;
  const pick = forced ?? index ?? (choice === "required" ? Math.max(0, bestScored) : null);
  if (pick === null) return { call: null, scores: match.scores, noMatchReason: match.noMatchReason };
  const tool = tools[pick];
  return {
    call: {
      id: `call_${digest}`,
      type: "function",
      function: { name: tool.name, arguments: JSON.stringify(toolArguments(tool, question)) },
    },
    scores: match.scores,
    noMatchReason: index === pick ? null : match.noMatchReason,
  };
}

/** Cuts a text after `max` words, keeping its spacing. */
function cut(text: string, max: number | null | undefined): { text: string; cut: boolean } {
  if (!max || countWords(text) <= max) return { text, cut: false };
  return { text: (text.match(/\S+\s*/g) ?? []).slice(0, max).join("").trimEnd(), cut: true };
}

export async function answerChat(request: ChatCompletionRequest): Promise<ChatAnswer> {
  const digest = requestDigest(request);
  const messages = request.messages;
  const maxTokens = request.max_completion_tokens ?? request.max_tokens;
  const usage = (completion: number): ChatUsage => {
    const prompt = promptTokens(request);
    return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  };
  const text = (content: string, trace: EmbeddedChatTrace): ChatAnswer => {
    const answer = cut(content, maxTokens);
    return {
      content: answer.text,
      toolCalls: [],
      finishReason: answer.cut ? "length" : "stop",
      usage: usage(countWords(answer.text)),
      trace,
    };
  };

  if (messages[messages.length - 1].role === "tool")
    return text(toolResults(request), { answeredBy: "tool_results", tools: [], noMatchReason: null, matched: [] });

  let asked = messages.length - 1;
  while (asked >= 0 && messages[asked].role !== "user") asked--;
  const question =
    asked >= 0 ? contentText(messages[asked].content).slice(0, AI_CHAT_COMPLETIONS.CONTEXT_MAX_CHARACTERS) : "";

  const { call, scores, noMatchReason } = await toolCall(request, question, digest);
  if (call)
    return {
      content: null,
      toolCalls: [call],
      finishReason: "tool_calls",
      usage: usage(countWords(call.function.arguments)),
      trace: { answeredBy: "tool_calls", tools: scores, noMatchReason, matched: [] },
    };

  const context = messages
    .slice(0, Math.max(0, asked))
    .map((m) => contentText(m.content))
    .join("\n")
    .slice(0, AI_CHAT_COMPLETIONS.CONTEXT_MAX_CHARACTERS);
  const earlier = sentences(context);
  const best = bestSentences(question, earlier, AI_CHAT_COMPLETIONS.ANSWER_SENTENCES);
  if (best.sentences.length)
    return text(best.sentences.join(" "), {
      answeredBy: "conversation",
      tools: scores,
      noMatchReason,
      matched: best.matched,
    });
  return text(formatMessage("ai_engine_no_model_answer"), {
    answeredBy: "no_model",
    tools: scores,
    noMatchReason,
    matched: [],
  });
}
