/**
 * One turn of an agent (docs/features/ai-framework.md#the-engine; docs/decisions/015-embedded-agent-engine.md
 * "one turn, five steps, one record"): expand the prompt with the conversation's variables, classify
 * the utterance against the intents, fill the matched intent's slots, then act: call the intent's
 * tool, or say its answer, or call the tool whose description the utterance asks for, or quote the
 * agent's documents, or give the fallback answer. Every turn returns its record (TurnTrace) saying
 * which step answered and why.
 *
 * The documents are used as the agent's mode says (docs/features/ai-framework.md#how-an-agent-uses-its-documents):
 * retrieved, searched through the built-in search_documents tool (a real model calls it when it wants;
 * the embedded engine when nothing else answered), or, for a real model, their whole text in the prompt.
 * The embedded engine reads no prompt, so in that mode it retrieves, and the record says so.
 *
 * The documents' retrieval, the tools' calls and a real model's completion are injected, so the
 * turn is the same code in the try-it chat, on a call and in tests. No clock value and no randomness
 * enter the answer or the record: the same inputs give the same answer and the same record, but for
 * the times measured (engineMs, totalMs, a tool's ms, a provider's timing).
 */
import { AI_AGENTS, AI_DOCUMENTS, AI_ENGINE } from "../../../contract/limits/ai";
import { formatMessage } from "../../../contract/messages";
import { SEARCH_DOCUMENTS_TOOL, type DocumentMode } from "../../../contract/wire/aiAgents";
import type { ChatMessage, ChatTool, ChatToolCall } from "../../../contract/wire/aiChatCompletions";
import type { RetrievedChunk, ToolCallTrace, TurnTrace } from "../../../contract/wire/aiTurns";
import { classifyIntent, type IntentDefinition, type IntentMatch } from "./intents";
import { expandTemplate, type TemplateValue } from "../../../contract/ai/prompt-template";
import { fillSlots, type SlotDefinition } from "./slots";
import { chooseTool, toolArguments } from "./tool-choice";
import { bestSentences, sentences } from "./words";

export interface EngineIntent extends IntentDefinition {
  slots?: readonly SlotDefinition[];
  /** The tool the intent calls (the reference `callTool` is given), with the slots as its arguments. */
  tool?: string | null;
  /** The answer, a template: the conversation's variables, the slots and, after a tool, {result}. */
  answer?: string | null;
}

export interface EngineTool {
  /** The reference `callTool` is given (the tool's id, or a pre-defined tool's name). */
  ref: string;
  /** The function name a model calls it by (AI_TOOLS.NAME_PATTERN). */
  name: string;
  description: string;
  /** Its parameters, a JSON Schema object. */
  parameters?: Record<string, unknown> | null;
}

export interface EngineAgent {
  /** The prompt, a template (docs/features/ai-framework.md#prompt-syntax). */
  prompt: string;
  welcomeMessage?: string | null;
  /** What the agent says when nothing it was given answers (a template); "I don't know the answer to that." when empty. */
  fallbackAnswer?: string | null;
  intents: readonly EngineIntent[];
  tools?: readonly EngineTool[];
  /** Whether the agent has documents. */
  hasDocuments: boolean;
  /** How it uses them ("retrieval" when absent). */
  documentsMode?: DocumentMode;
  /** Chunks asked of the retrieval (AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT when absent). */
  topK?: number;
  model: { id: string; name: string; embedded: boolean };
}

export interface TurnInput {
  agent: EngineAgent;
  /** What the caller said; null when the conversation starts (the answer is the welcome message). */
  utterance: string | null;
  /** The conversation's variables: {caller}, {called}, {channel}, {date} (yyyy-MM-dd: what "tomorrow" counts from)… */
  variables: Readonly<Record<string, TemplateValue>>;
  /** The conversation so far (a real model reads it; the embedded engine answers each utterance on its own). */
  history?: readonly ChatMessage[];
}

export interface Retrieval {
  chunks: RetrievedChunk[];
  threshold: number;
}

/** The documents' whole text for a prompt, bounded (AI_AGENTS.FULL_TEXT_MAX_CHARACTERS). */
export interface FullText {
  text: string;
  documents: number;
  /** The documents' characters it holds (their Characters column's count: headings' marks and names left out). */
  characters: number;
  /** The text was cut at the bound. */
  truncated: boolean;
}

/** What a real model answered (the models' provider adapter; the provider's request is timed there). */
export interface ModelCompletion {
  content: string | null;
  toolCalls: ChatToolCall[];
  provider: NonNullable<TurnTrace["provider"]>;
}

export interface TurnDeps {
  callTool(ref: string, args: Record<string, unknown>): Promise<ToolCallTrace>;
  retrieve(query: string, topK: number): Promise<Retrieval> | Retrieval;
  /** The documents' whole text: needed only for a real model in the "full_text" mode. */
  fullText?(): Promise<FullText> | FullText;
  /** A real model's completion: needed only when the agent's model is not the embedded one. */
  complete?(messages: ChatMessage[], tools: ChatTool[]): Promise<ModelCompletion>;
}

export interface TurnResult {
  answer: string;
  trace: TurnTrace;
}

/** Milliseconds, to a hundredth (a record is read by people). */
const ms = (value: number) => Math.round(value * 100) / 100;

const dateOf = (variables: TurnInput["variables"]) => (typeof variables.date === "string" ? variables.date : null);

function fallback(agent: EngineAgent, variables: TurnInput["variables"]): string {
  const text = agent.fallbackAnswer?.trim() ? expandTemplate(agent.fallbackAnswer, variables).text.trim() : "";
  return text || formatMessage("ai_engine_fallback_answer");
}

/** "From Handbook › Billing › Refunds: "…"": the chunk's sentences that share most words with the question. */
function documentAnswer(question: string, chunk: RetrievedChunk): string {
  const all = sentences(chunk.text);
  const best = bestSentences(question, all, AI_ENGINE.DOCUMENT_ANSWER_SENTENCES).sentences;
  const quote = (best.length ? best : all.slice(0, AI_ENGINE.DOCUMENT_ANSWER_SENTENCES)).join(" ");
  const source = chunk.heading ? `${chunk.documentName} › ${chunk.heading}` : chunk.documentName;
  return formatMessage("ai_engine_document_answer", { source, quote });
}

/** The chunks at or above the threshold, in the retrieval's order (it ranks them, best first). */
function usableChunks(retrieval: Retrieval): RetrievedChunk[] {
  return retrieval.chunks.filter((c) => c.score >= retrieval.threshold);
}

/** A tool's answer as the turn uses it: the value its answer path picked, else the body; null when it failed. */
const toolResult = (trace: ToolCallTrace) => (trace.error ? null : (trace.value ?? trace.body));

/** Passages as a model reads them: each under its document and heading in brackets. */
const passages = (chunks: readonly RetrievedChunk[]) =>
  chunks.map((c) => `[${c.heading ? `${c.documentName} › ${c.heading}` : c.documentName}]\n${c.text}`);

/**
 * The built-in search_documents tool: a retrieval recorded as a tool call (its query; the chunks found,
 * with their scores and whether each is used, as its body; the passages it gives, as its value). The
 * chunks also go to the record's passages table, so a search reads as a retrieval does.
 */
async function searchDocuments(
  query: unknown,
  topK: number,
  deps: TurnDeps,
  trace: TurnTrace,
): Promise<{ call: ToolCallTrace; usable: RetrievedChunk[] }> {
  const from = performance.now();
  const call: ToolCallTrace = {
    tool: AI_AGENTS.SEARCH_TOOL_NAME,
    arguments: { query },
    request: { method: "SEARCH", url: "documents", headers: {}, body: JSON.stringify({ query }) },
    status: null,
    body: "",
    value: null,
    ms: 0,
    mocked: false,
    error: null,
  };
  let usable: RetrievedChunk[] = [];
  if (typeof query !== "string" || !query.trim()) call.error = formatMessage("ai_engine_search_no_query");
  else {
    const retrieval = await deps.retrieve(query, topK);
    trace.chunks = retrieval.chunks;
    trace.threshold = retrieval.threshold;
    usable = usableChunks(retrieval);
    call.body = JSON.stringify(
      retrieval.chunks.map((c) => ({
        document: c.documentName,
        heading: c.heading,
        score: c.score,
        used: c.score >= retrieval.threshold,
      })),
    );
    call.value = usable.length
      ? passages(usable).join("\n\n")
      : formatMessage("ai_engine_search_no_passage", { query });
  }
  call.ms = ms(performance.now() - from);
  trace.toolCalls.push(call);
  if (trace.documents) trace.documents.used = "search_tool";
  return { call, usable };
}

/** Runs one turn of an agent. */
export async function runTurn(input: TurnInput, deps: TurnDeps): Promise<TurnResult> {
  const started = performance.now();
  let waited = 0;
  const wait = async <T>(work: () => Promise<T> | T): Promise<T> => {
    const from = performance.now();
    try {
      return await work();
    } finally {
      waited += performance.now() - from;
    }
  };
  const { agent, variables } = input;
  const embedded = agent.model.embedded;
  const trace: TurnTrace = {
    engine: embedded ? "embedded" : "provider",
    modelId: agent.model.id,
    modelName: agent.model.name,
    expandedPrompt: expandTemplate(agent.prompt, variables).text,
    intents: [],
    intent: null,
    noMatchReason: null,
    slots: {},
    chunks: [],
    threshold: null,
    documents: agent.hasDocuments ? { mode: agent.documentsMode ?? "retrieval", used: null, fullText: null } : null,
    toolCalls: [],
    answeredBy: "fallback",
    engineMs: 0,
    totalMs: 0,
    provider: null,
  };
  const finish = (answer: string, answeredBy: TurnTrace["answeredBy"]): TurnResult => {
    const total = performance.now() - started;
    trace.answeredBy = answeredBy;
    trace.totalMs = ms(total);
    trace.engineMs = ms(total - waited);
    return { answer, trace };
  };

  if (input.utterance === null) {
    const welcome = agent.welcomeMessage ? expandTemplate(agent.welcomeMessage, variables).text.trim() : "";
    return finish(welcome, "welcome");
  }
  const utterance = input.utterance;
  const topK = agent.topK ?? AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT;
  const mode = trace.documents?.mode ?? null;
  const retrieve = async () => {
    const retrieval = await deps.retrieve(utterance, topK);
    trace.chunks = retrieval.chunks;
    trace.threshold = retrieval.threshold;
    if (trace.documents) trace.documents.used = "retrieval";
    return usableChunks(retrieval);
  };

  if (!embedded) {
    // The documents as the mode gives them to a model: the passages retrieved for this utterance, their
    // whole text, or a search tool it may call (then nothing is given until it does).
    let context: string[] = [];
    if (mode === "retrieval") context = passages(await retrieve());
    else if (mode === "full_text") {
      if (!deps.fullText) throw new Error("A full_text turn on a real model needs the documents' text (deps.fullText)");
      const { text, ...bounds } = await deps.fullText();
      trace.documents = { mode, used: "full_text", fullText: bounds };
      context = text ? [text] : [];
    }
    const search = mode === "search_tool" ? (query: unknown) => searchDocuments(query, topK, deps, trace) : null;
    const answer = await modelTurn(input, deps, trace, context, search, wait);
    return finish(answer ?? fallback(agent, variables), answer === null ? "fallback" : "model");
  }

  // Intents, then the matched intent's slots and its tool or answer.
  const today = dateOf(variables);
  const match: IntentMatch = await classifyIntent(agent.intents, utterance, today);
  trace.intents = match.scores;
  trace.intent = match.intent;
  trace.noMatchReason = match.noMatchReason;
  const intent = match.intent === null ? null : agent.intents.find((i) => i.name === match.intent);
  if (intent) {
    const slots = fillSlots(utterance, intent.slots ?? [], { today, examples: intent.examples });
    trace.slots = slots;
    if (intent.tool) {
      const call = await wait(() => deps.callTool(intent.tool!, slots));
      trace.toolCalls.push(call);
      const result = toolResult(call);
      if (result === null) return finish(formatMessage("ai_engine_tool_failed_answer", { tool: call.tool }), "tool");
      const answer = intent.answer?.trim()
        ? expandTemplate(intent.answer, { ...variables, ...slots, result }).text.trim()
        : result;
      return finish(answer, "tool");
    }
    if (intent.answer?.trim())
      return finish(expandTemplate(intent.answer, { ...variables, ...slots }).text.trim(), "intent");
  }

  // A tool whose name or description the utterance names.
  const tools = agent.tools ?? [];
  if (tools.length) {
    const { index } = await chooseTool(tools, utterance, today);
    if (index !== null) {
      const tool = tools[index];
      const args = toolArguments(tool, utterance, today);
      const call = await wait(() => deps.callTool(tool.ref, args));
      trace.toolCalls.push(call);
      const result = toolResult(call);
      return finish(
        result === null
          ? formatMessage("ai_engine_tool_failed_answer", { tool: tool.name })
          : formatMessage("ai_engine_tool_answer", { tool: tool.name, value: result }),
        "tool",
      );
    }
  }

  // The documents, then the fallback answer. The search tool is called with the utterance (the engine
  // writes no query of its own); "full_text" retrieves: the engine has no language model to read a whole text.
  if (agent.hasDocuments) {
    const [best] =
      mode === "search_tool" ? (await searchDocuments(utterance, topK, deps, trace)).usable : await retrieve();
    if (best) return finish(documentAnswer(utterance, best), "document");
  }
  return finish(fallback(agent, variables), "fallback");
}

/**
 * A real model's turn: the same expanded prompt, the documents' context (passages retrieved above the
 * threshold, or their whole text), the agent's tools and, in the "search_tool" mode, the documents'
 * search; the tool calls it asks for are made (AI_ENGINE.MODEL_TOOL_ROUNDS rounds at most) and their
 * results given back. Answers the model's text, or null when the provider failed.
 */
async function modelTurn(
  input: TurnInput,
  deps: TurnDeps,
  trace: TurnTrace,
  context: readonly string[],
  search: ((query: unknown) => Promise<{ call: ToolCallTrace }>) | null,
  wait: <T>(work: () => Promise<T> | T) => Promise<T>,
): Promise<string | null> {
  if (!deps.complete) throw new Error("A turn on a real model needs the provider adapter (deps.complete)");
  // The search tool's name is refused to the agent's own tools when the agent is saved; one renamed
  // since is left out rather than offered twice under one name.
  const agentTools = (input.agent.tools ?? []).filter((t) => !search || t.name !== AI_AGENTS.SEARCH_TOOL_NAME);
  const system = [trace.expandedPrompt, ...(context.length ? ["Documents:", ...context] : [])].join("\n\n");
  const messages: ChatMessage[] = [
    { role: "system", content: system },
    ...(input.history ?? []),
    { role: "user", content: input.utterance ?? "" },
  ];
  const tools: ChatTool[] = [
    ...agentTools.map((t): ChatTool => ({
      type: "function",
      function: { name: t.name, description: t.description, ...(t.parameters ? { parameters: t.parameters } : {}) },
    })),
    ...(search ? [structuredClone(SEARCH_DOCUMENTS_TOOL) as ChatTool] : []),
  ];
  let content: string | null = null;
  for (let round = 0; round <= AI_ENGINE.MODEL_TOOL_ROUNDS; round++) {
    const completion = await wait(() => deps.complete!(messages, round < AI_ENGINE.MODEL_TOOL_ROUNDS ? tools : []));
    const previous = trace.provider;
    trace.provider = {
      ...completion.provider,
      // The first request's time to first token; every request's time.
      firstTokenMs: previous ? previous.firstTokenMs : completion.provider.firstTokenMs,
      ms: ms((previous?.ms ?? 0) + completion.provider.ms),
      error: previous?.error ?? completion.provider.error,
    };
    if (completion.provider.error) return null;
    content = completion.content;
    if (!completion.toolCalls.length || round === AI_ENGINE.MODEL_TOOL_ROUNDS) break;
    messages.push({ role: "assistant", content: completion.content, tool_calls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      const tool = agentTools.find((t) => t.name === call.function.name);
      let args: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(call.function.arguments || "{}");
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
      } catch {
        // The model's arguments are not JSON: the tool gets none, and says what it lacks.
      }
      let traced: ToolCallTrace | null = null;
      if (search && call.function.name === AI_AGENTS.SEARCH_TOOL_NAME) traced = (await search(args.query)).call;
      else if (tool) {
        traced = await wait(() => deps.callTool(tool.ref, args));
        trace.toolCalls.push(traced);
      }
      const result = traced
        ? (toolResult(traced) ?? traced.error ?? "")
        : formatMessage("ai_engine_unknown_tool", { tool: call.function.name });
      messages.push({ role: "tool", tool_call_id: call.id, content: result });
    }
  }
  return content;
}
