/**
 * One turn of an agent (docs/features/ai-framework.md#the-engine; platform/ai/engine/turn.ts), for
 * each source of an answer: the welcome message, an intent's answer, an intent's tool, a tool chosen
 * by its description, a document's chunk, the fallback answer, and a real model through the injected
 * adapter. Each turn's record says which step answered, with the expanded prompt, the intents'
 * scores, the slots, the chunks and the tool calls; the same inputs give the same answer and record.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessage, ChatTool } from "../../../contract/wire/aiChatCompletions";
import {
  TurnTraceSchema,
  type RetrievedChunk,
  type ToolCallTrace,
  type TurnTrace,
} from "../../../contract/wire/aiTurns";
import {
  runTurn,
  type EngineAgent,
  type ModelCompletion,
  type Retrieval,
  type TurnDeps,
} from "../../../platform/ai/engine/turn";
import { FIXTURE_INTENTS } from "./support/ai-engine-fixtures";

const MODEL = { id: "embedded", name: "Embedded (deterministic, no LLM)", embedded: true };
const VARIABLES = { caller: "+441234567890", called: "+442000000000", channel: "voice", date: "2026-11-29" };

const agent = (extra: Partial<EngineAgent> = {}): EngineAgent => ({
  prompt: '{{#if channel == "voice"}}Answer in one sentence.{{#else}}Answer in writing.{{/if}} The caller is {caller}.',
  welcomeMessage: "Welcome to Luigi's{{#if caller}}, caller {caller}{{/if}}!",
  intents: FIXTURE_INTENTS,
  hasDocuments: false,
  model: MODEL,
  ...extra,
});

function chunk(id: string, score: number, text: string, heading = "Parking"): RetrievedChunk {
  return { chunkId: id, documentId: "doc-1", documentName: "Handbook", heading, text, score, matched: ["park"] };
}

const PARKING = chunk(
  "c1",
  7.5,
  "Our restaurant is in the old town. Guests park for free in the garage on Mill Lane. The garage closes at midnight. Dogs are welcome.",
);

/** Injected dependencies that record what they were asked. */
function deps(
  options: { retrieval?: Retrieval; toolValue?: string | null; toolError?: string; toolWaitMs?: number } = {},
) {
  const calls: { ref: string; args: Record<string, unknown> }[] = [];
  const queries: { query: string; topK: number }[] = [];
  const injected: TurnDeps = {
    async callTool(ref, args) {
      calls.push({ ref, args });
      if (options.toolWaitMs) await new Promise((r) => setTimeout(r, options.toolWaitMs));
      const trace: ToolCallTrace = {
        tool: ref === "tool-bookings" ? "book_table" : ref,
        arguments: args,
        request: {
          method: "POST",
          url: "https://api.example.com/bookings",
          headers: { authorization: "•••" },
          body: JSON.stringify(args),
        },
        status: options.toolError ? 503 : 200,
        body: options.toolError ? "Service Unavailable" : JSON.stringify({ confirmation: options.toolValue }),
        value: options.toolError ? null : (options.toolValue ?? null),
        ms: 12,
        mocked: false,
        error: options.toolError ?? null,
      };
      return trace;
    },
    retrieve(query, topK) {
      queries.push({ query, topK });
      return options.retrieval ?? { chunks: [], threshold: 1 };
    },
  };
  return { injected, calls, queries };
}

/** The record without its measured times. */
const timeless = (trace: TurnTrace) => ({ ...trace, engineMs: 0, totalMs: 0 });

describe("an embedded agent's turn", () => {
  it("welcomes: the welcome message expanded, before any utterance", async () => {
    const { injected } = deps();
    const { answer, trace } = await runTurn({ agent: agent(), utterance: null, variables: VARIABLES }, injected);
    expect(answer).toBe("Welcome to Luigi's, caller +441234567890!");
    expect(trace.answeredBy).toBe("welcome");
    expect(trace.expandedPrompt).toBe("Answer in one sentence. The caller is +441234567890.");
    expect(TurnTraceSchema.parse(trace)).toEqual(trace);
  });

  it("answers an intent's answer, with the intents' scores in the record", async () => {
    const { injected, calls, queries } = deps();
    const { answer, trace } = await runTurn(
      {
        agent: agent({ hasDocuments: true }),
        utterance: "when do you open on monday?",
        variables: { ...VARIABLES, channel: "chat" },
      },
      injected,
    );
    expect(answer).toBe("We are open from 11:00 to 23:00 every day.");
    expect(trace).toMatchObject({
      engine: "embedded",
      modelId: "embedded",
      answeredBy: "intent",
      intent: "opening_hours",
    });
    expect(trace.expandedPrompt).toBe("Answer in writing. The caller is +441234567890.");
    expect(trace.intents[0].intent).toBe("opening_hours");
    expect(trace.intents).toHaveLength(FIXTURE_INTENTS.length);
    expect(trace.noMatchReason).toBeNull();
    // The intent answered: no tool, no retrieval.
    expect(calls).toEqual([]);
    expect(queries).toEqual([]);
    expect(trace.provider).toBeNull();
  });

  it("calls the intent's tool with its slots and answers with {result} in the intent's answer", async () => {
    const { injected, calls } = deps({ toolValue: "table 12 at 19:00" });
    const { answer, trace } = await runTurn(
      { agent: agent(), utterance: "Book a table for 4 people tomorrow, my name is Ann Lee", variables: VARIABLES },
      injected,
    );
    expect(calls).toEqual([{ ref: "tool-bookings", args: { people: "4", day: "2026-11-30", guest: "Ann Lee" } }]);
    expect(answer).toBe("Booked: table 12 at 19:00.");
    expect(trace.answeredBy).toBe("tool");
    expect(trace.intent).toBe("book_table");
    expect(trace.slots).toEqual({ people: "4", day: "2026-11-30", guest: "Ann Lee" });
    expect(trace.toolCalls).toHaveLength(1);
    expect(trace.toolCalls[0]).toMatchObject({ tool: "book_table", status: 200, value: "table 12 at 19:00" });

    // The answer's condition reads the slot.
    const large = await runTurn(
      { agent: agent(), utterance: "book a table for 12 people", variables: VARIABLES },
      injected,
    );
    expect(large.answer).toBe("For 12 guests please call our events team.");
  });

  it("says the tool failed, naming it, when its call fails", async () => {
    const { injected } = deps({ toolError: "The server answered 503" });
    const { answer, trace } = await runTurn(
      { agent: agent(), utterance: "book a table for two", variables: VARIABLES },
      injected,
    );
    expect(answer).toBe("I could not get an answer from book_table just now.");
    expect(trace.answeredBy).toBe("tool");
    expect(trace.toolCalls[0].error).toBe("The server answered 503");
  });

  it("calls a tool whose description the utterance names, when no intent matches", async () => {
    const { injected, calls } = deps({ toolValue: "shipped on 2026-11-27" });
    const tools = [
      {
        ref: "tool-orders",
        name: "order_status",
        description: "Looks up the delivery status of a takeaway order by its order number.",
        parameters: { type: "object", properties: { order_number: { type: "integer" } } },
      },
    ];
    const { answer, trace } = await runTurn(
      { agent: agent({ tools }), utterance: "what is the delivery status of order 4711?", variables: VARIABLES },
      injected,
    );
    expect(calls).toEqual([{ ref: "tool-orders", args: { order_number: 4711 } }]);
    expect(answer).toBe("order_status answered: shipped on 2026-11-27");
    expect(trace).toMatchObject({ answeredBy: "tool", intent: null });
    expect(trace.noMatchReason).not.toBeNull();
  });

  it("quotes the best chunk's sentences that answer the question, naming the document and heading", async () => {
    const retrieval = { chunks: [PARKING, chunk("c2", 0.4, "Parking on the street is limited.")], threshold: 1.5 };
    const { injected, queries } = deps({ retrieval });
    const { answer, trace } = await runTurn(
      {
        agent: agent({ hasDocuments: true, topK: 3 }),
        utterance: "Where can guests park? Is the garage free?",
        variables: VARIABLES,
      },
      injected,
    );
    expect(queries).toEqual([{ query: "Where can guests park? Is the garage free?", topK: 3 }]);
    expect(answer).toBe(
      'From Handbook › Parking: "Guests park for free in the garage on Mill Lane. The garage closes at midnight."',
    );
    expect(trace).toMatchObject({ answeredBy: "document", threshold: 1.5, intent: null });
    expect(trace.chunks.map((c) => c.chunkId)).toEqual(["c1", "c2"]);
  });

  it("gives the fallback answer when the best chunk is below the threshold, still listing the chunks", async () => {
    const { injected } = deps({
      retrieval: { chunks: [chunk("c2", 0.4, "Parking on the street is limited.")], threshold: 1.5 },
    });
    const { answer, trace } = await runTurn(
      { agent: agent({ hasDocuments: true }), utterance: "is there parking for bicycles?", variables: VARIABLES },
      injected,
    );
    expect(answer).toBe("I don't know the answer to that.");
    expect(trace.answeredBy).toBe("fallback");
    expect(trace.chunks).toHaveLength(1);
    expect(trace.threshold).toBe(1.5);
  });

  it("gives the agent's own fallback answer, a template too", async () => {
    const { injected } = deps();
    const { answer, trace } = await runTurn(
      {
        agent: agent({
          fallbackAnswer: '{{#if channel == "voice"}}Let me put you through to a colleague.{{#else}}Sorry.{{/if}}',
        }),
        utterance: "what is the capital of france",
        variables: VARIABLES,
      },
      injected,
    );
    expect(answer).toBe("Let me put you through to a colleague.");
    expect(trace).toMatchObject({ answeredBy: "fallback", intent: null });
    expect(trace.noMatchReason).toMatch(/share a word|below the threshold/);
  });

  it("gives the same answer and record for the same inputs, and counts a tool's wait outside the engine's time", async () => {
    const input = { agent: agent(), utterance: "book a table for 4 people tomorrow", variables: VARIABLES };
    const first = await runTurn(input, deps({ toolValue: "table 3", toolWaitMs: 60 }).injected);
    const second = await runTurn(input, deps({ toolValue: "table 3", toolWaitMs: 60 }).injected);
    expect(second.answer).toBe(first.answer);
    expect(timeless(second.trace)).toEqual(timeless(first.trace));
    expect(first.trace.totalMs - first.trace.engineMs).toBeGreaterThanOrEqual(55);
    expect(first.trace.engineMs).toBeGreaterThanOrEqual(0);
  });
});

describe("a turn on a real model", () => {
  it("sends the expanded prompt with the chunks above the threshold and the tools, makes the tool calls it asks for, and answers its text", async () => {
    const seen: { messages: ChatMessage[]; tools: ChatTool[] }[] = [];
    const answers: ModelCompletion[] = [
      {
        content: null,
        toolCalls: [
          { id: "call_1", type: "function", function: { name: "order_status", arguments: '{"order_number":4711}' } },
        ],
        provider: {
          url: "https://api.example.com/v1/chat/completions",
          status: 200,
          firstTokenMs: 120,
          ms: 300,
          error: null,
        },
      },
      {
        content: "Your order 4711 shipped on 27 November.",
        toolCalls: [],
        provider: {
          url: "https://api.example.com/v1/chat/completions",
          status: 200,
          firstTokenMs: 90,
          ms: 200,
          error: null,
        },
      },
    ];
    const { injected, calls } = deps({
      toolValue: "shipped on 2026-11-27",
      retrieval: { chunks: [PARKING, chunk("c2", 0.2, "Not relevant.")], threshold: 1 },
    });
    injected.complete = async (messages, tools) => {
      seen.push({ messages: structuredClone(messages), tools });
      return answers[seen.length - 1];
    };
    const tools = [{ ref: "tool-orders", name: "order_status", description: "Looks up an order.", parameters: null }];
    const { answer, trace } = await runTurn(
      {
        agent: agent({ model: { id: "m1", name: "GPT", embedded: false }, tools, hasDocuments: true }),
        utterance: "where is my order 4711?",
        variables: VARIABLES,
        history: [
          { role: "user", content: "hi" },
          { role: "assistant", content: "Hello!" },
        ],
      },
      injected,
    );
    expect(answer).toBe("Your order 4711 shipped on 27 November.");
    expect(trace).toMatchObject({ engine: "provider", modelId: "m1", answeredBy: "model", intents: [], intent: null });
    expect(trace.provider).toEqual({
      url: "https://api.example.com/v1/chat/completions",
      status: 200,
      firstTokenMs: 120,
      ms: 500,
      error: null,
    });
    const system = seen[0].messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("Answer in one sentence. The caller is +441234567890.");
    expect(system.content).toContain("[Handbook › Parking]\n" + PARKING.text);
    expect(system.content).not.toContain("Not relevant.");
    expect(seen[0].messages.slice(1).map((m) => m.content)).toEqual(["hi", "Hello!", "where is my order 4711?"]);
    expect(seen[0].tools.map((t) => t.function.name)).toEqual(["order_status"]);
    expect(calls).toEqual([{ ref: "tool-orders", args: { order_number: 4711 } }]);
    expect(seen[1].messages.at(-1)).toEqual({ role: "tool", tool_call_id: "call_1", content: "shipped on 2026-11-27" });
    expect(trace.toolCalls).toHaveLength(1);
  });

  it("gives the fallback answer when the provider fails, with its error word for word", async () => {
    const { injected } = deps();
    injected.complete = async () => ({
      content: null,
      toolCalls: [],
      provider: {
        url: "https://api.example.com/v1/chat/completions",
        status: 401,
        firstTokenMs: null,
        ms: 80,
        error: "Incorrect API key provided",
      },
    });
    const { answer, trace } = await runTurn(
      { agent: agent({ model: { id: "m1", name: "GPT", embedded: false } }), utterance: "hi", variables: VARIABLES },
      injected,
    );
    expect(answer).toBe("I don't know the answer to that.");
    expect(trace.answeredBy).toBe("fallback");
    expect(trace.provider?.error).toBe("Incorrect API key provided");
  });
});

/**
 * How an agent uses its documents (docs/features/ai-framework.md#how-an-agent-uses-its-documents): each
 * mode on the embedded engine and on a real model, and what the turn's record says of it.
 */
describe("the documents' modes", () => {
  const REAL = { id: "m1", name: "GPT", embedded: false };
  const PROVIDER = { url: "https://api.example.com/v1/chat/completions", status: 200, firstTokenMs: 50, ms: 100 };
  const said = (content: string | null, toolCalls: ModelCompletion["toolCalls"] = []): ModelCompletion => ({
    content,
    toolCalls,
    provider: { ...PROVIDER, error: null },
  });
  const PARKING_QUESTION = "Where can guests park? Is the garage free?";

  it("search_tool on the embedded engine: called with the question only when nothing else answered, recorded as a tool call", async () => {
    const retrieval = { chunks: [PARKING, chunk("c2", 0.4, "Parking on the street is limited.")], threshold: 1.5 };
    const { injected, queries, calls } = deps({ retrieval });
    const { answer, trace } = await runTurn(
      {
        agent: agent({ hasDocuments: true, documentsMode: "search_tool" }),
        utterance: PARKING_QUESTION,
        variables: VARIABLES,
      },
      injected,
    );
    expect(answer).toBe(
      'From Handbook › Parking: "Guests park for free in the garage on Mill Lane. The garage closes at midnight."',
    );
    expect(trace.answeredBy).toBe("document");
    expect(queries).toEqual([{ query: PARKING_QUESTION, topK: 5 }]);
    expect(calls).toEqual([]);
    expect(trace.documents).toEqual({ mode: "search_tool", used: "search_tool", fullText: null });
    expect(trace.toolCalls).toHaveLength(1);
    const [search] = trace.toolCalls;
    expect(search).toMatchObject({
      tool: "search_documents",
      arguments: { query: PARKING_QUESTION },
      request: { method: "SEARCH", url: "documents", headers: {}, body: JSON.stringify({ query: PARKING_QUESTION }) },
      status: null,
      mocked: false,
      error: null,
    });
    expect(JSON.parse(search.body)).toEqual([
      { document: "Handbook", heading: "Parking", score: 7.5, used: true },
      { document: "Handbook", heading: "Parking", score: 0.4, used: false },
    ]);
    expect(search.value).toBe(`[Handbook › Parking]\n${PARKING.text}`);
    // The passages table of the record holds the search's chunks, as a retrieval's.
    expect(trace.chunks.map((c) => c.chunkId)).toEqual(["c1", "c2"]);
    expect(TurnTraceSchema.parse(trace)).toEqual(trace);

    // An intent answers first: no search.
    const first = deps({ retrieval });
    const hours = await runTurn(
      {
        agent: agent({ hasDocuments: true, documentsMode: "search_tool" }),
        utterance: "when do you open on monday?",
        variables: VARIABLES,
      },
      first.injected,
    );
    expect(hours.trace.answeredBy).toBe("intent");
    expect(first.queries).toEqual([]);
    expect(hours.trace.toolCalls).toEqual([]);
    expect(hours.trace.documents).toEqual({ mode: "search_tool", used: null, fullText: null });
  });

  it("search_tool on the embedded engine: a search that finds nothing usable says so, and the fallback answers", async () => {
    const { injected } = deps({ retrieval: { chunks: [], threshold: 0.05 } });
    const { answer, trace } = await runTurn(
      {
        agent: agent({ hasDocuments: true, documentsMode: "search_tool" }),
        utterance: "is there parking for bicycles?",
        variables: VARIABLES,
      },
      injected,
    );
    expect(answer).toBe("I don't know the answer to that.");
    expect(trace.toolCalls[0]).toMatchObject({
      tool: "search_documents",
      value: 'No passage of the documents matches "is there parking for bicycles?".',
      body: "[]",
    });
  });

  it("full_text on the embedded engine: it retrieves (it reads no prompt) and the record says the mode", async () => {
    const { injected, queries } = deps({ retrieval: { chunks: [PARKING], threshold: 3.75 } });
    let read = 0;
    injected.fullText = () => {
      read++;
      return { text: "never read", documents: 1, characters: 10, truncated: false };
    };
    const { answer, trace } = await runTurn(
      {
        agent: agent({ hasDocuments: true, documentsMode: "full_text" }),
        utterance: PARKING_QUESTION,
        variables: VARIABLES,
      },
      injected,
    );
    expect(answer).toContain("Guests park for free");
    expect(read).toBe(0);
    expect(queries).toHaveLength(1);
    expect(trace).toMatchObject({
      engine: "embedded",
      answeredBy: "document",
      documents: { mode: "full_text", used: "retrieval", fullText: null },
      toolCalls: [],
    });
    expect(trace.expandedPrompt).not.toContain("never read");
  });

  it("has no documents record for an agent without documents", async () => {
    const { trace } = await runTurn(
      {
        agent: agent({ documentsMode: "full_text" }),
        utterance: "what is the capital of france",
        variables: VARIABLES,
      },
      deps().injected,
    );
    expect(trace.documents).toBeNull();
  });

  it("search_tool on a real model: the tool is offered beside the agent's, no passage is given until it calls it, and the call is recorded", async () => {
    const seen: { messages: ChatMessage[]; tools: ChatTool[] }[] = [];
    const answers = [
      said(null, [
        { id: "call_9", type: "function", function: { name: "search_documents", arguments: '{"query":"garage"}' } },
      ]),
      said("Park in the garage on Mill Lane, free of charge."),
    ];
    const { injected, queries, calls } = deps({ retrieval: { chunks: [PARKING], threshold: 3.75 } });
    injected.complete = async (messages, tools) => {
      seen.push({ messages: structuredClone(messages), tools });
      return answers[seen.length - 1];
    };
    const tools = [{ ref: "tool-orders", name: "order_status", description: "Looks up an order.", parameters: null }];
    const { answer, trace } = await runTurn(
      {
        agent: agent({ model: REAL, tools, hasDocuments: true, documentsMode: "search_tool" }),
        utterance: "where do I park?",
        variables: VARIABLES,
      },
      injected,
    );
    expect(answer).toBe("Park in the garage on Mill Lane, free of charge.");
    expect(seen[0].tools.map((t) => t.function.name)).toEqual(["order_status", "search_documents"]);
    expect(seen[0].tools[1].function.parameters).toEqual({
      type: "object",
      properties: { query: { type: "string", description: "What to look for, in a few words" } },
      required: ["query"],
    });
    expect(seen[0].messages[0].content).toBe("Answer in one sentence. The caller is +441234567890.");
    expect(queries).toEqual([{ query: "garage", topK: 5 }]);
    expect(calls).toEqual([]);
    expect(seen[1].messages.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "call_9",
      content: `[Handbook › Parking]\n${PARKING.text}`,
    });
    expect(trace.toolCalls).toHaveLength(1);
    expect(trace.toolCalls[0]).toMatchObject({ tool: "search_documents", arguments: { query: "garage" } });
    expect(trace.documents).toEqual({ mode: "search_tool", used: "search_tool", fullText: null });
    expect(trace.chunks.map((c) => c.chunkId)).toEqual(["c1"]);
    expect(trace.answeredBy).toBe("model");
  });

  it("search_tool on a real model that does not call it: nothing searched, and the record says so", async () => {
    const { injected, queries } = deps();
    injected.complete = async () => said("Hello!");
    const { trace } = await runTurn(
      {
        agent: agent({ model: REAL, hasDocuments: true, documentsMode: "search_tool" }),
        utterance: "hi",
        variables: VARIABLES,
      },
      injected,
    );
    expect(queries).toEqual([]);
    expect(trace.documents).toEqual({ mode: "search_tool", used: null, fullText: null });
  });

  it("search_tool on a real model: a call without a query is an error the model is told", async () => {
    const seen: ChatMessage[][] = [];
    const answers = [
      said(null, [{ id: "call_1", type: "function", function: { name: "search_documents", arguments: "{}" } }]),
      said("Sorry."),
    ];
    const { injected, queries } = deps();
    injected.complete = async (messages) => {
      seen.push(structuredClone(messages));
      return answers[seen.length - 1];
    };
    const { trace } = await runTurn(
      {
        agent: agent({ model: REAL, hasDocuments: true, documentsMode: "search_tool" }),
        utterance: "parking?",
        variables: VARIABLES,
      },
      injected,
    );
    expect(queries).toEqual([]);
    expect(trace.toolCalls[0].error).toBe("The search needs a query: what to look for in the documents.");
    expect(seen[1].at(-1)?.content).toBe("The search needs a query: what to look for in the documents.");
  });

  it("full_text on a real model: the documents' whole text in the prompt, nothing retrieved, the size in the record", async () => {
    const seen: ChatMessage[][] = [];
    const { injected, queries } = deps();
    injected.complete = async (messages) => {
      seen.push(structuredClone(messages));
      return said("It is free.");
    };
    injected.fullText = () => ({
      text: "[Handbook]\n# Parking\n\nGuests park for free.",
      documents: 1,
      characters: 29,
      truncated: true,
    });
    const { trace } = await runTurn(
      {
        agent: agent({ model: REAL, hasDocuments: true, documentsMode: "full_text" }),
        utterance: "is parking free?",
        variables: VARIABLES,
      },
      injected,
    );
    expect(queries).toEqual([]);
    expect(seen[0][0].content).toBe(
      "Answer in one sentence. The caller is +441234567890.\n\nDocuments:\n\n[Handbook]\n# Parking\n\nGuests park for free.",
    );
    expect(trace.documents).toEqual({
      mode: "full_text",
      used: "full_text",
      fullText: { documents: 1, characters: 29, truncated: true },
    });
    expect(trace.chunks).toEqual([]);
  });

  it("retrieval on a real model: the passages above the threshold each turn, and the record says so", async () => {
    const { injected, queries } = deps({ retrieval: { chunks: [PARKING], threshold: 3.75 } });
    injected.complete = async () => said("Free parking.");
    const { trace } = await runTurn(
      {
        agent: agent({ model: REAL, hasDocuments: true, documentsMode: "retrieval" }),
        utterance: "hi",
        variables: VARIABLES,
      },
      injected,
    );
    expect(queries).toHaveLength(1);
    expect(trace.documents).toEqual({ mode: "retrieval", used: "retrieval", fullText: null });
  });
});
