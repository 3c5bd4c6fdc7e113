/**
 * The platform's OpenAI-compatible endpoint over HTTP (docs/features/ai-framework.md#openai-compatible-endpoint;
 * platform/services/ai/chatCompletions.ts): the account's REST API secret as the bearer key (the
 * previous one within its hour too), OpenAI's answer and error shapes, tool calls from the tools'
 * descriptions, the answer after a tool result, streaming as server-sent events that add up to the
 * same answer, and malformed requests refused with 400.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CHAT_COMPLETIONS } from "../../../contract/limits/ai";
import { SESSION } from "../../../contract/limits/session";
import {
  OPENAI_COMPATIBLE_BASE,
  type ChatCompletion,
  type ChatCompletionChunk,
  type ModelList,
} from "../../../contract/wire/aiChatCompletions";
import { AI_FRAMEWORK_BASE } from "../../../contract/wire/aiFramework";
import { refreshApiSecret } from "../../../platform/services/account/apiSecret";
import { createAiFrameworkRouter } from "../../../platform/services/ai/index";
import { createTestContext, insertAccount, listen, type TestContext } from "./helpers";

let t: TestContext;
let server: Awaited<ReturnType<typeof listen>>;
let key: string;
let otherKey: string;

const secretOf = (accountId: string) =>
  t.ctx.db.prepare("SELECT secret FROM accounts WHERE id = ?").pluck().get(accountId) as string;

beforeAll(async () => {
  t = createTestContext();
  const acme = insertAccount(t.ctx, { name: "Acme Voice" });
  const other = insertAccount(t.ctx, { name: "Other Co" });
  key = secretOf(acme);
  otherKey = secretOf(other);
  const app = express();
  app.use(AI_FRAMEWORK_BASE, createAiFrameworkRouter(t.ctx));
  server = await listen(app);
});

afterAll(async () => {
  await server?.close();
  t?.cleanup();
});

async function post(body: unknown, bearer: string | null = key, raw?: string) {
  const res = await fetch(`${server.url}${OPENAI_COMPATIBLE_BASE}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const json = <T>(answer: { text: string }) => JSON.parse(answer.text) as T;

/** The events of a server-sent stream: each `data:` line's JSON, and whether it ended with [DONE]. */
function events(text: string): { chunks: ChatCompletionChunk[]; done: boolean } {
  const data = text
    .split("\n\n")
    .filter(Boolean)
    .map((event) => {
      expect(event.startsWith("data: "), event).toBe(true);
      return event.slice("data: ".length);
    });
  const done = data.at(-1) === "[DONE]";
  return { chunks: data.filter((d) => d !== "[DONE]").map((d) => JSON.parse(d) as ChatCompletionChunk), done };
}

const FACTS =
  "You are the assistant of Luigi's restaurant. We open at 11:00 and close at 23:00 every day. Guests park for free in the garage on Mill Lane. Dogs are welcome on the terrace.";

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Gets the current weather forecast for a city.",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
    },
  },
};
const BOOKING_TOOL = {
  type: "function",
  function: {
    name: "book_table",
    description: "Books a table at the restaurant for a number of guests on a date.",
    parameters: {
      type: "object",
      properties: { guests: { type: "integer" }, date: { type: "string", format: "date" }, name: { type: "string" } },
    },
  },
};

describe("the key", () => {
  it("is the account's REST API secret: lists the embedded model", async () => {
    const res = await fetch(`${server.url}${OPENAI_COMPATIBLE_BASE}/models`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as ModelList).toEqual({
      object: "list",
      data: [
        {
          id: "embedded",
          object: "model",
          created: AI_CHAT_COMPLETIONS.MODEL_CREATED_SECONDS,
          owned_by: "voice-console",
        },
      ],
    });
    const other = await post({ model: "embedded", messages: [{ role: "user", content: "hi" }] }, otherKey);
    expect(other.status).toBe(200);
  });

  it("answers 401 in OpenAI's shape without a key, with a wrong one or with a platform token", async () => {
    const missing = await post({ model: "embedded", messages: [{ role: "user", content: "hi" }] }, null);
    expect(missing.status).toBe(401);
    expect(json(missing)).toEqual({
      error: {
        message: expect.stringMatching(/^You didn't provide an API key/),
        type: "invalid_request_error",
        param: null,
        code: null,
      },
    });
    for (const wrong of [`${key}x`, key.slice(1), "eyJhbGciOiJIUzI1NiJ9.e30.sig"]) {
      const answer = await post({ model: "embedded", messages: [{ role: "user", content: "hi" }] }, wrong);
      expect(answer.status, wrong).toBe(401);
      expect(json(answer)).toEqual({
        error: {
          message: expect.stringMatching(/^Incorrect API key provided/),
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      });
    }
    const models = await fetch(`${server.url}${OPENAI_COMPATIBLE_BASE}/models`, {
      headers: { authorization: "Bearer nope" },
    });
    expect(models.status).toBe(401);
  });

  it("accepts the previous secret for an hour after a refresh, then not", async () => {
    const t2 = createTestContext();
    const accountId = insertAccount(t2.ctx);
    const old = secretOf2(t2, accountId);
    const app = express();
    app.use(AI_FRAMEWORK_BASE, createAiFrameworkRouter(t2.ctx));
    const s = await listen(app);
    try {
      const ask = (bearer: string) =>
        fetch(`${s.url}${OPENAI_COMPATIBLE_BASE}/models`, { headers: { authorization: `Bearer ${bearer}` } }).then(
          (r) => r.status,
        );
      const fresh = refreshApiSecret(t2.ctx, accountId).secret;
      expect(await ask(fresh)).toBe(200);
      expect(await ask(old)).toBe(200);
      t2.advance(SESSION.OLD_SECRET_GRACE_MS / 1000 + 1);
      expect(await ask(old)).toBe(401);
      expect(await ask(fresh)).toBe(200);
    } finally {
      await s.close();
      t2.cleanup();
    }
  });
});

function secretOf2(context: TestContext, accountId: string): string {
  return context.ctx.db.prepare("SELECT secret FROM accounts WHERE id = ?").pluck().get(accountId) as string;
}

describe("answers", () => {
  it("quotes the earlier messages' sentences that answer the question, in OpenAI's shape", async () => {
    const request = {
      model: "embedded",
      messages: [
        { role: "system", content: FACTS },
        { role: "user", content: "Where can I park my car?" },
      ],
    };
    const answer = await post(request);
    expect(answer.status).toBe(200);
    const completion = json<ChatCompletion & { embedded_trace: { answeredBy: string; matched: string[] } }>(answer);
    expect(completion).toMatchObject({
      object: "chat.completion",
      model: "embedded",
      system_fingerprint: "embedded-deterministic",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: "Guests park for free in the garage on Mill Lane.", refusal: null },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
    });
    expect(completion.id).toMatch(/^chatcmpl-[0-9a-f]{24}$/);
    expect(completion.created).toBe(Math.floor(t.ctx.now() / 1000));
    expect(completion.choices[0].message).not.toHaveProperty("tool_calls");
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    const prompt = words(FACTS) + words("Where can I park my car?");
    // Tokens are words: the answer's ten, the messages' all.
    expect(completion.usage).toEqual({ prompt_tokens: prompt, completion_tokens: 10, total_tokens: prompt + 10 });
    expect(completion.embedded_trace).toMatchObject({ answeredBy: "conversation", matched: ["park"] });
    // The same request, the same answer and id.
    expect(json<ChatCompletion>(await post(request)).id).toBe(completion.id);
  });

  it("says honestly that it has no language model when nothing it was given answers", async () => {
    const completion = json<ChatCompletion>(
      await post({
        model: "embedded",
        messages: [
          { role: "system", content: FACTS },
          { role: "user", content: "Who won the 1998 World Cup?" },
        ],
      }),
    );
    expect(completion.choices[0].message.content).toBe(
      "The embedded engine has no language model: it answers only from its agent's intents, documents and tools.",
    );
  });

  it("cuts the answer after max_tokens words, with finish_reason length", async () => {
    const completion = json<ChatCompletion>(
      await post({ model: "embedded", max_tokens: 1, messages: [{ role: "user", content: "ping" }] }),
    );
    expect(completion.choices[0]).toMatchObject({ message: { content: "The" }, finish_reason: "length" });
    expect(completion.usage.completion_tokens).toBe(1);
  });

  it("calls the tool the question asks for, its arguments from the question", async () => {
    const completion = json<ChatCompletion>(
      await post({
        model: "embedded",
        tools: [WEATHER_TOOL, BOOKING_TOOL],
        messages: [
          { role: "system", content: FACTS },
          { role: "user", content: "Please book a table for 4 guests on 2026-12-24, my name is Ann Lee" },
        ],
      }),
    );
    const choice = completion.choices[0];
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toEqual([
      {
        id: expect.stringMatching(/^call_[0-9a-f]{24}$/),
        type: "function",
        function: { name: "book_table", arguments: JSON.stringify({ guests: 4, date: "2026-12-24", name: "Ann Lee" }) },
      },
    ]);
  });

  it("follows tool_choice: none never calls, required and a named function always do", async () => {
    const messages = [{ role: "user", content: "what's the weather like in Paris?" }];
    const auto = json<ChatCompletion>(await post({ model: "embedded", tools: [WEATHER_TOOL, BOOKING_TOOL], messages }));
    expect(auto.choices[0].message.tool_calls?.[0].function.name).toBe("get_weather");
    const none = json<ChatCompletion>(
      await post({ model: "embedded", tools: [WEATHER_TOOL], tool_choice: "none", messages }),
    );
    expect(none.choices[0]).toMatchObject({ finish_reason: "stop", message: { content: expect.any(String) } });
    const unrelated = [{ role: "user", content: "tell me a joke" }];
    const notAsked = json<ChatCompletion>(
      await post({ model: "embedded", tools: [WEATHER_TOOL], messages: unrelated }),
    );
    expect(notAsked.choices[0].finish_reason).toBe("stop");
    const required = json<ChatCompletion>(
      await post({ model: "embedded", tools: [WEATHER_TOOL], tool_choice: "required", messages: unrelated }),
    );
    expect(required.choices[0].message.tool_calls?.[0].function.name).toBe("get_weather");
    const named = json<ChatCompletion>(
      await post({
        model: "embedded",
        tools: [WEATHER_TOOL, BOOKING_TOOL],
        tool_choice: { type: "function", function: { name: "book_table" } },
        messages,
      }),
    );
    expect(named.choices[0].message.tool_calls?.[0].function.name).toBe("book_table");
  });

  it("after a tool's result, answers with what it returned, naming the tool", async () => {
    const completion = json<ChatCompletion>(
      await post({
        model: "embedded",
        tools: [WEATHER_TOOL],
        messages: [
          { role: "user", content: "weather in Paris?" },
          {
            role: "assistant",
            content: null,
            tool_calls: [
              { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
            ],
          },
          { role: "tool", tool_call_id: "call_1", content: "Sunny, 21 °C" },
        ],
      }),
    );
    expect(completion.choices[0]).toMatchObject({
      message: { content: "get_weather answered: Sunny, 21 °C" },
      finish_reason: "stop",
    });
  });
});

describe("streaming", () => {
  it("streams the answer as chat.completion.chunk events that add up to the same answer, then [DONE]", async () => {
    const request = {
      model: "embedded",
      messages: [
        { role: "system", content: FACTS },
        { role: "user", content: "When do you open and close?" },
      ],
    };
    const whole = json<ChatCompletion>(await post(request));
    const streamed = await post({ ...request, stream: true, stream_options: { include_usage: true } });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const { chunks, done } = events(streamed.text);
    expect(done).toBe(true);
    const withChoices = chunks.filter((c) => c.choices.length);
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.id === whole.id)).toBe(true);
    expect(withChoices[0].choices[0].delta).toEqual({ role: "assistant", content: "" });
    expect(withChoices.length).toBeGreaterThan(3);
    const content = withChoices.map((c) => c.choices[0].delta.content ?? "").join("");
    expect(content).toBe(whole.choices[0].message.content);
    expect(content).toBe("We open at 11:00 and close at 23:00 every day.");
    expect(withChoices.at(-1)!.choices[0]).toEqual({ index: 0, delta: {}, logprobs: null, finish_reason: "stop" });
    expect(withChoices.slice(0, -1).every((c) => c.choices[0].finish_reason === null && c.usage === null)).toBe(true);
    // include_usage: a last chunk without choices carries the usage.
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: whole.usage });
  });

  it("streams a tool call: its id and name first, then its arguments in pieces", async () => {
    const request = {
      model: "embedded",
      tools: [BOOKING_TOOL],
      messages: [{ role: "user", content: "book a table for 6 guests on 2027-01-15 please" }],
    };
    const whole = json<ChatCompletion>(await post(request));
    const { chunks, done } = events((await post({ ...request, stream: true })).text);
    expect(done).toBe(true);
    expect(chunks.every((c) => !("usage" in c))).toBe(true);
    const first = chunks[0].choices[0].delta;
    expect(first).toMatchObject({ role: "assistant", content: null });
    expect(first.tool_calls).toEqual([
      {
        index: 0,
        id: whole.choices[0].message.tool_calls![0].id,
        type: "function",
        function: { name: "book_table", arguments: "" },
      },
    ]);
    const args = chunks
      .slice(1)
      .flatMap((c) => c.choices[0].delta.tool_calls ?? [])
      .map((d) => d.function.arguments)
      .join("");
    expect(args).toBe(whole.choices[0].message.tool_calls![0].function.arguments);
    expect(JSON.parse(args)).toEqual({ guests: 6, date: "2027-01-15" });
    expect(chunks.at(-1)!.choices[0].finish_reason).toBe("tool_calls");
  });
});

describe("malformed requests", () => {
  it("answers 400 in OpenAI's shape, naming the parameter", async () => {
    const cases: [unknown, string | null][] = [
      [{ model: "embedded" }, "messages"],
      [{ model: "embedded", messages: [] }, "messages"],
      [{ model: "embedded", messages: [{ role: "robot", content: "hi" }] }, "messages[0].role"],
      [{ model: "embedded", messages: [{ role: "user" }] }, "messages[0].content"],
      [{ model: "embedded", messages: [{ role: "user", content: "hi" }], max_tokens: 0 }, "max_tokens"],
      [
        {
          model: "embedded",
          messages: [{ role: "user", content: "hi" }],
          tools: [{ type: "function", function: { name: "bad name!" } }],
        },
        "tools[0].function.name",
      ],
      [{ messages: [{ role: "user", content: "hi" }] }, "model"],
    ];
    for (const [body, param] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(json(answer), JSON.stringify(body)).toEqual({
        error: { message: expect.stringContaining(`${param}: `), type: "invalid_request_error", param, code: null },
      });
    }
  });

  it("answers 400 for a body that is not JSON, a tool result without its call, an unknown tool_choice", async () => {
    const notJson = await post(null, key, "{not json");
    expect(notJson.status).toBe(400);
    expect(json(notJson)).toEqual({
      error: { message: "The request body is not valid JSON.", type: "invalid_request_error", param: null, code: null },
    });
    const orphan = await post({
      model: "embedded",
      messages: [{ role: "tool", tool_call_id: "call_x", content: "42" }],
    });
    expect(orphan.status).toBe(400);
    expect(json<{ error: { param: string } }>(orphan).error.param).toBe("messages[0].tool_call_id");
    const choice = await post({
      model: "embedded",
      tools: [WEATHER_TOOL],
      tool_choice: { type: "function", function: { name: "nope" } },
      messages: [{ role: "user", content: "hi" }],
    });
    expect(choice.status).toBe(400);
    expect(json<{ error: { param: string } }>(choice).error.param).toBe("tool_choice");
  });

  it("answers 404 model_not_found for a model other than embedded, and 413 for a body too large", async () => {
    const model = await post({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] });
    expect(model.status).toBe(404);
    expect(json(model)).toEqual({
      error: {
        message: "The model `gpt-4o` does not exist. The embedded engine's model is `embedded`.",
        type: "invalid_request_error",
        param: "model",
        code: "model_not_found",
      },
    });
    const large = await post({
      model: "embedded",
      messages: [{ role: "user", content: "x".repeat(AI_CHAT_COMPLETIONS.BODY_MAX_BYTES) }],
    });
    expect(large.status).toBe(413);
    expect(json<{ error: { type: string } }>(large).error.type).toBe("invalid_request_error");
  });
});
