/**
 * The try-it chat on the embedded platform (docs/features/ai-framework.md#try-it), over real HTTP: an
 * agent answers from its intents, from its document (the turn's record names the chunk) or with its
 * fallback; the conversation is in the chat history with the version that served it and its outcome;
 * the same question gets the same answer; another account's agent is a 404, the viewer is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { AI_AGENT_PATHS, AI_AGENTS_API } from "../../../contract/wire/aiAgents";
import { AI_CHATS_API, AI_TRY_PATHS, ChatDetailSchema, type ChatMessage } from "../../../contract/wire/aiChats";
import { AI_DOCUMENTS_API } from "../../../contract/wire/aiDocuments";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
let agent = "";

const HANDBOOK = [
  "# Deliveries",
  "Parcels leave the warehouse within two working days. Tracking links arrive by e-mail.",
  "# Refunds",
  "A refund is paid back to the original card within five working days after the return arrives.",
  "# Opening hours",
  "The shop in Leeds opens at nine and closes at half past five.",
].join("\n\n");

async function created(path: string, body: unknown): Promise<string> {
  const answer = await w.call("owner", "POST", path, { body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

async function say(chat: string, text: string): Promise<ChatMessage> {
  const answer = await w.call("owner", "POST", AI_TRY_PATHS.say(agent, chat), { body: { text } });
  expect(answer.status, answer.text).toBe(201);
  const { messages } = answer.json as { messages: ChatMessage[] };
  return messages[messages.length - 1];
}

beforeAll(async () => {
  w = await startSeededPlatform();
  const document = await created(entityPaths(AI_DOCUMENTS_API).create, {
    name: "Shop handbook",
    source: "text",
    text: HANDBOOK,
    chunkSize: 1000,
  });
  agent = await created(entityPaths(AI_AGENTS_API).create, {
    name: "Shop assistant",
    prompt: 'You help the shop\'s customers.{{#if channel == "phone"}} Keep it short.{{/if}}',
    welcomeMessage: "Hello, how can I help?",
    documentIds: [document],
    intents: [{ name: "greeting", examples: "hello there\ngood morning", answer: "Hello {caller}!" }],
  });
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("try it", () => {
  let chat = "";

  it("starts with the welcome message, on the draft", async () => {
    chat = await created(AI_TRY_PATHS.start(agent), { caller: "+441130000000", asPhone: true });
    const detail = ChatDetailSchema.parse((await w.call("owner", "GET", entityPaths(AI_CHATS_API).one(chat))).json);
    expect(detail).toMatchObject({ agentId: agent, agentVersion: null, channel: "try_it", outcome: "open", turns: 0 });
    expect(detail.messages.map((m) => [m.role, m.type, m.text])).toEqual([
      ["assistant", "welcome", "Hello, how can I help?"],
    ]);
    expect(detail.messages[0].trace?.expandedPrompt).toBe("You help the shop's customers. Keep it short.");
  });

  it("answers an intent with its slots and variables, and says which intent", async () => {
    const answer = await say(chat, "hello there");
    expect(answer.text).toBe("Hello +441130000000!");
    expect(answer.label).toBe("intent: greeting");
    expect(answer.trace).toMatchObject({ engine: "embedded", answeredBy: "intent", intent: "greeting" });
  });

  it("answers from the document, and the turn's record names the chunk it quoted", async () => {
    const answer = await say(chat, "how long does a refund take to reach my card?");
    expect(answer.trace?.answeredBy).toBe("document");
    expect(answer.trace?.chunks[0]).toMatchObject({ documentName: "Shop handbook", heading: "Refunds" });
    expect(answer.text).toContain("five working days");
    expect(answer.label).toBe("document: Shop handbook › Refunds");
    // The same question, the same answer and the same scores.
    const again = await say(chat, "how long does a refund take to reach my card?");
    expect(again.text).toBe(answer.text);
    expect(again.trace?.chunks.map((c) => c.score)).toEqual(answer.trace?.chunks.map((c) => c.score));
  });

  it("says it does not know rather than invent, and the chat history says so", async () => {
    const answer = await say(chat, "who won the football world cup in 1966?");
    expect(answer.trace?.answeredBy).toBe("fallback");
    expect(answer.text).toBe("I don't know the answer to that.");
    const detail = ChatDetailSchema.parse((await w.call("owner", "GET", entityPaths(AI_CHATS_API).one(chat))).json);
    expect(detail).toMatchObject({ name: "hello there", turns: 4, outcome: "fallback" });
  });

  it("serves a published version and records it", async () => {
    const published = await w.call("owner", "POST", AI_AGENT_PATHS.publish(agent), { body: {} });
    expect(published.json).toEqual({ version: 1 });
    const v1 = await created(AI_TRY_PATHS.start(agent), { version: 1 });
    const detail = ChatDetailSchema.parse((await w.call("owner", "GET", entityPaths(AI_CHATS_API).one(v1))).json);
    expect(detail.agentVersion).toBe(1);
    expect((await w.call("owner", "POST", AI_TRY_PATHS.start(agent), { body: { version: 9 } })).status).toBe(404);
  });

  it("refuses another account, the viewer, and an empty message", async () => {
    expect((await w.call("trial", "POST", AI_TRY_PATHS.start(agent), { body: {} })).status).toBe(404);
    expect((await w.call("trial", "POST", AI_TRY_PATHS.say(agent, chat), { body: { text: "hi" } })).status).toBe(404);
    expect((await w.call("viewer", "POST", AI_TRY_PATHS.start(agent), { body: {} })).status).toBe(403);
    const empty = await w.call("owner", "POST", AI_TRY_PATHS.say(agent, chat), { body: { text: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("text: validation_field_required");
  });
});
