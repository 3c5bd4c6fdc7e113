/**
 * How an agent uses its documents (docs/features/ai-framework.md#how-an-agent-uses-its-documents), on
 * the embedded platform over real HTTP, through the try-it chat: the "full_text" mode's bound refused
 * at save on the documents field (naming the size) and cut at a turn (the record says so); the search
 * tool's name kept free; a real model (msw playing the provider) offered search_documents and its call
 * recorded with the chunks found; a real model given the documents' whole text in its prompt; the
 * embedded engine in "full_text" retrieving, its record saying the mode.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { AI_AGENTS } from "../../../contract/limits/ai";
import { AI_AGENTS_API } from "../../../contract/wire/aiAgents";
import { AI_TRY_PATHS, type ChatMessage } from "../../../contract/wire/aiChats";
import { AI_DOCUMENTS_API } from "../../../contract/wire/aiDocuments";
import { AI_MODELS_API } from "../../../contract/wire/aiModels";
import { AI_TOOLS_API } from "../../../contract/wire/aiTools";
import { documentsFullText } from "../../../platform/ai/documents/full-text";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const PROVIDER = "https://llm.provider.test/v1";
const server = setupServer();
let w: SeededPlatform;
let handbook = "";
let model = "";

const HANDBOOK = [
  "# Deliveries",
  "Parcels leave the warehouse within two working days.",
  "# Refunds",
  "A refund is paid back to the original card within five working days after the return arrives.",
].join("\n\n");

async function created(path: string, body: unknown): Promise<string> {
  const answer = await w.call("owner", "POST", path, { body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

const pasted = (name: string, text: string) =>
  created(entityPaths(AI_DOCUMENTS_API).create, { name, source: "text", text, chunkSize: 1000 });

/** The agent's answer to one question in a new try-it chat. */
async function ask(agent: string, text: string): Promise<ChatMessage> {
  const chat = await created(AI_TRY_PATHS.start(agent), {});
  const answer = await w.call("owner", "POST", AI_TRY_PATHS.say(agent, chat), { body: { text } });
  expect(answer.status, answer.text).toBe(201);
  const { messages } = answer.json as { messages: ChatMessage[] };
  return messages[messages.length - 1];
}

/** What the provider was sent, request by request; it answers `answers` in turn. */
function provider(answers: object[]) {
  const seen: { messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] }[] = [];
  server.use(
    http.post(`${PROVIDER}/chat/completions`, async ({ request }) => {
      seen.push((await request.json()) as (typeof seen)[number]);
      const message = answers[Math.min(seen.length, answers.length) - 1];
      return HttpResponse.json({
        id: "chatcmpl-1",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
      });
    }),
  );
  return seen;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  w = await startSeededPlatform();
  handbook = await pasted("Modes handbook", HANDBOOK);
  model = await created(entityPaths(AI_MODELS_API).create, {
    name: "Modes llama",
    provider: "openai-compatible",
    baseUrl: PROVIDER,
    modelId: "llama3.1:8b",
    apiKey: "sk-modes",
    timeoutSeconds: 10,
    tools: true,
    streaming: false,
  });
});

afterEach(() => server.resetHandlers());

afterAll(async () => {
  server.close();
  await w?.settleExports();
  await w?.close();
});

describe("full_text: the bound", () => {
  it("refuses saving an agent whose documents' whole text passes the limit, on the documents field, naming the size", async () => {
    const half = AI_AGENTS.FULL_TEXT_MAX_CHARACTERS / 2;
    const big = [await pasted("Big one", "a".repeat(half)), await pasted("Big two", "b".repeat(half + 1))];
    const before = w.totalChanges();
    const refused = await w.call("owner", "POST", entityPaths(AI_AGENTS_API).create, {
      body: { name: "Too much text", documentIds: big, documentsMode: "full_text" },
    });
    expect(refused.status).toBe(400);
    expect((refused.json as { message: string }).message).toBe(
      "documentIds: validation_ai_full_text_too_large?characters=100%2C001&max=100%2C000",
    );
    expect(w.totalChanges()).toBe(before);
    // At the limit, or in another mode, it is saved.
    await created(entityPaths(AI_AGENTS_API).create, {
      name: "Whole text",
      documentIds: [big[0], handbook],
      documentsMode: "full_text",
    });
    await created(entityPaths(AI_AGENTS_API).create, {
      name: "Retrieved text",
      documentIds: big,
      documentsMode: "retrieval",
    });
  });

  it("cuts the text at the bound and says so (a document read after the agent was saved)", () => {
    const accountId = w.users.owner.accountId;
    const whole = documentsFullText(w.platform.db, accountId, [handbook], AI_AGENTS.FULL_TEXT_MAX_CHARACTERS);
    expect(whole).toEqual({
      text: `[Modes handbook]\n# Deliveries\n\nParcels leave the warehouse within two working days.\n\n# Refunds\n\n${HANDBOOK.split("\n\n")[3]}`,
      documents: 1,
      // The count the document's Characters column holds, which the check at save adds up.
      characters: w.platform.db.prepare("SELECT characters FROM ai_documents WHERE id = ?").pluck().get(handbook),
      truncated: false,
    });
    const cut = documentsFullText(w.platform.db, accountId, [handbook], 20);
    expect(cut).toEqual({
      text: "[Modes handbook]\n# Deliveries\n\nParcels le",
      documents: 1,
      characters: 20,
      truncated: true,
    });
    // Another account's document is not read.
    expect(documentsFullText(w.platform.db, w.users.trial.accountId, [handbook], 1000).documents).toBe(0);
  });
});

describe("search_tool", () => {
  it("keeps the search tool's name free among the agent's tools", async () => {
    const tool = await created(entityPaths(AI_TOOLS_API).create, {
      name: AI_AGENTS.SEARCH_TOOL_NAME,
      description: "Searches something else",
      parametersMode: "rows",
      parameters: [],
      mockAnswer: "nothing",
    });
    const answer = await w.call("owner", "POST", entityPaths(AI_AGENTS_API).create, {
      body: { name: "Name clash", documentIds: [handbook], toolIds: [tool], documentsMode: "search_tool" },
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(
      "toolIds: validation_ai_search_tool_name_taken?name=search_documents",
    );
  });

  it("offers a real model search_documents, makes the search it asks for and records it with the chunks found", async () => {
    const agent = await created(entityPaths(AI_AGENTS_API).create, {
      name: "Searching llama",
      prompt: "You answer the shop's customers.",
      modelId: model,
      documentIds: [handbook],
      documentsMode: "search_tool",
    });
    const seen = provider([
      {
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "search_documents", arguments: JSON.stringify({ query: "refund card" }) },
          },
        ],
      },
      { content: "Within five working days." },
    ]);
    const answer = await ask(agent, "When do I get my money back?");
    expect(answer.text).toBe("Within five working days.");
    expect(seen).toHaveLength(2);
    expect(seen[0].tools?.map((t) => t.function.name)).toEqual(["search_documents"]);
    expect(seen[0].messages[0]).toEqual({ role: "system", content: "You answer the shop's customers." });
    const result = seen[1].messages.at(-1);
    expect(result).toMatchObject({ role: "tool", tool_call_id: "call_1" });
    expect(result?.content).toContain("[Modes handbook › Refunds]\nA refund is paid back");
    const trace = answer.trace!;
    expect(trace.documents).toEqual({ mode: "search_tool", used: "search_tool", fullText: null });
    expect(trace.toolCalls).toHaveLength(1);
    expect(trace.toolCalls[0]).toMatchObject({ tool: "search_documents", arguments: { query: "refund card" } });
    expect(trace.chunks[0]).toMatchObject({ documentName: "Modes handbook", heading: "Refunds" });
  });

  it("on the embedded engine, searches with the question when no intent answers, recorded as a tool call", async () => {
    const agent = await created(entityPaths(AI_AGENTS_API).create, {
      name: "Searching engine",
      documentIds: [handbook],
      documentsMode: "search_tool",
    });
    const answer = await ask(agent, "how long does a refund take to reach my card?");
    expect(answer.text).toContain("five working days");
    expect(answer.trace?.answeredBy).toBe("document");
    expect(answer.trace?.toolCalls.map((c) => [c.tool, c.arguments])).toEqual([
      ["search_documents", { query: "how long does a refund take to reach my card?" }],
    ]);
    expect(answer.trace?.documents?.used).toBe("search_tool");
  });
});

describe("full_text: the turn", () => {
  it("gives a real model the documents' whole text in its prompt, and records the size", async () => {
    const agent = await created(entityPaths(AI_AGENTS_API).create, {
      name: "Reading llama",
      prompt: "You answer from the handbook.",
      modelId: model,
      documentIds: [handbook],
      documentsMode: "full_text",
    });
    const seen = provider([{ content: "Two working days." }]);
    const answer = await ask(agent, "How fast do parcels leave?");
    expect(answer.text).toBe("Two working days.");
    expect(seen[0].messages[0].content).toBe(
      `You answer from the handbook.\n\nDocuments:\n\n${documentsFullText(w.platform.db, w.users.owner.accountId, [handbook], AI_AGENTS.FULL_TEXT_MAX_CHARACTERS).text}`,
    );
    expect(seen[0].tools).toBeUndefined();
    expect(answer.trace?.documents).toMatchObject({
      mode: "full_text",
      used: "full_text",
      fullText: { documents: 1, truncated: false },
    });
    expect(answer.trace?.chunks).toEqual([]);
  });

  it("on the embedded engine, retrieves instead (it reads no prompt), and the record says the mode", async () => {
    const agent = await created(entityPaths(AI_AGENTS_API).create, {
      name: "Reading engine",
      documentIds: [handbook],
      documentsMode: "full_text",
    });
    const answer = await ask(agent, "how long does a refund take to reach my card?");
    expect(answer.text).toContain("five working days");
    expect(answer.trace).toMatchObject({
      engine: "embedded",
      answeredBy: "document",
      documents: { mode: "full_text", used: "retrieval", fullText: null },
    });
  });
});
