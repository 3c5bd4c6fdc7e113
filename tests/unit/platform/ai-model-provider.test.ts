/**
 * The provider adapter (platform/ai/models/provider.ts; docs/features/ai-framework.md#models) against
 * msw answers: the request each provider takes (URL, key header, body), a plain answer, a stream (its
 * increments put together, tool calls by index, the time to the first token), and every way a call
 * fails, reported as it happened: the provider's error word for word with its status (401, 5xx), a
 * 429's Retry-After returned (not waited for), the model's timeout, a stream cut before [DONE], an
 * error inside a stream, an answer that is no chat completion, and a private address refused.
 */
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  chatCompletion,
  providerErrorText,
  retryAfterSeconds,
  type ChatDelta,
  type ProviderModel,
} from "../../../platform/ai/models/provider";
import type { OutboundPolicy } from "../../../platform/http/outbound";

const BASE = "https://llm.provider.test/v1";
const AZURE = "https://acme-ai.openai.azure.com";
const policy: OutboundPolicy = { privateAllowed: [], ownOrigin: "http://console.example:3000" };

const model = (overrides: Partial<ProviderModel> = {}): ProviderModel => ({
  provider: "openai-compatible",
  baseUrl: BASE,
  modelId: "llama3.1:8b",
  deployment: null,
  apiVersion: null,
  apiKey: "sk-test-123",
  timeoutSeconds: 5,
  ...overrides,
});
const ping = { messages: [{ role: "user" as const, content: "ping" }] };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the handler saw of the last request. */
let seen: { url: string; headers: Headers; body: Record<string, unknown> } | null = null;
const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

/** A text/event-stream body of these events, each written after `gapMs`; `end`: how it finishes. */
function sse(events: string[], { gapMs = 0, end = "close" }: { gapMs?: number; end?: "close" | "error" } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      for (const event of events) {
        if (gapMs) await delay(gapMs);
        controller.enqueue(encoder.encode(event));
      }
      if (end === "error") {
        // After what was written has gone out: the connection breaks mid-answer.
        await delay(50);
        controller.error(new Error("connection reset"));
      } else controller.close();
    },
  });
  return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
}
const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function answerWith(response: () => Response | Promise<Response>, url = `${BASE}/chat/completions`) {
  server.use(
    http.post(url, async ({ request }) => {
      seen = {
        url: request.url,
        headers: request.headers,
        body: (await request.json()) as Record<string, unknown>,
      };
      return response();
    }),
  );
}

describe("the request each provider takes", () => {
  it("OpenAI-compatible: {baseUrl}/chat/completions, Bearer key, the model and max_tokens", async () => {
    answerWith(() => HttpResponse.json(completion("pong")));
    const result = await chatCompletion(model(), { ...ping, maxTokens: 1 }, { policy });
    expect(result).toMatchObject({ ok: true, status: 200, streamed: false, failure: null, error: null });
    expect(result.message).toEqual({ role: "assistant", content: "pong" });
    expect(result.url).toBe(`${BASE}/chat/completions`);
    expect(seen!.headers.get("authorization")).toBe("Bearer sk-test-123");
    expect(seen!.body).toEqual({ model: "llama3.1:8b", messages: ping.messages, max_tokens: 1 });
  });

  it("OpenAI-compatible without a key sends no Authorization header", async () => {
    answerWith(() => HttpResponse.json(completion("pong")));
    await chatCompletion(model({ apiKey: null }), ping, { policy });
    expect(seen!.headers.has("authorization")).toBe(false);
  });

  it("OpenAI: max_completion_tokens (its newer models refuse max_tokens), the tools passed as given", async () => {
    answerWith(() => HttpResponse.json(completion("pong")), "https://api.openai.com/v1/chat/completions");
    const tools = [{ type: "function" as const, function: { name: "lookup", parameters: { type: "object" } } }];
    const result = await chatCompletion(
      model({ provider: "openai", baseUrl: "https://api.openai.com/v1", modelId: "gpt-4o-mini" }),
      { ...ping, tools, maxTokens: 1 },
      { policy },
    );
    expect(result.ok).toBe(true);
    expect(seen!.body).toEqual({ model: "gpt-4o-mini", messages: ping.messages, tools, max_completion_tokens: 1 });
  });

  it("Azure OpenAI: /openai/deployments/{deployment}/chat/completions?api-version=…, the api-key header, no model in the body", async () => {
    const url = `${AZURE}/openai/deployments/gpt4o-prod/chat/completions`;
    answerWith(() => HttpResponse.json(completion("pong")), url);
    const result = await chatCompletion(
      model({
        provider: "azure-openai",
        baseUrl: AZURE,
        modelId: null,
        deployment: "gpt4o-prod",
        apiVersion: "2024-10-21",
      }),
      { ...ping, maxTokens: 1 },
      { policy },
    );
    expect(result.ok).toBe(true);
    expect(result.url).toBe(`${url}?api-version=2024-10-21`);
    expect(seen!.url).toBe(`${url}?api-version=2024-10-21`);
    expect(seen!.headers.get("api-key")).toBe("sk-test-123");
    expect(seen!.headers.has("authorization")).toBe(false);
    expect(seen!.body).toEqual({ messages: ping.messages, max_tokens: 1 });
  });
});

describe("a streamed answer", () => {
  it("puts the increments together, measures the time to the first token and ends at [DONE]", async () => {
    answerWith(() =>
      sse(
        [
          chunk({ role: "assistant", content: "" }),
          chunk({ content: "Hel" }),
          ": keep-alive\n\n",
          chunk({ content: "lo" }, "stop"),
          "data: [DONE]\n\n",
        ],
        { gapMs: 60 },
      ),
    );
    const deltas: ChatDelta[] = [];
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy, onDelta: (d) => deltas.push(d) });
    expect(result).toMatchObject({ ok: true, status: 200, streamed: true, finishReason: "stop" });
    expect(seen!.body.stream).toBe(true);
    expect(seen!.headers.get("accept")).toBe("text/event-stream");
    expect(result.message).toEqual({ role: "assistant", content: "Hello" });
    expect(deltas).toEqual([{ content: "Hel" }, { content: "lo" }]);
    // The first token is the second event (the first carries an empty content): after two gaps, before the last.
    expect(result.firstTokenMs).toBeGreaterThanOrEqual(100);
    expect(result.ms).toBeGreaterThan(result.firstTokenMs!);
  });

  it("puts streamed tool calls together by index: the id and name first, the arguments in pieces", async () => {
    answerWith(() =>
      sse([
        chunk({
          role: "assistant",
          content: null,
          tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: "get_weather", arguments: "" } }],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"city":' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '"Paris"}' } }] }),
        chunk({}, "tool_calls"),
        "data: [DONE]\n\n",
      ]),
    );
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result.ok).toBe(true);
    expect(result.finishReason).toBe("tool_calls");
    expect(result.message).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
      ],
    });
  });

  it("reads events split across writes and CRLF line ends", async () => {
    const whole = `${chunk({ content: "po" })}${chunk({ content: "ng" })}data: [DONE]\n\n`.replace(/\n/g, "\r\n");
    answerWith(() => sse([whole.slice(0, 17), whole.slice(17, 60), whole.slice(60)]));
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result.ok).toBe(true);
    expect(result.message?.content).toBe("pong");
  });

  it("reports a stream that ends before [DONE] as cut, with what came before", async () => {
    answerWith(() => sse([chunk({ content: "half an ans" })]));
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result).toMatchObject({ ok: false, status: 200, failure: "cut", error: "error_ai_model_stream_cut" });
    expect(result.message?.content).toBe("half an ans");
  });

  it("reports a connection that breaks mid-stream as cut", async () => {
    answerWith(() => sse([chunk({ content: "a" }), chunk({ content: "b" })], { gapMs: 20, end: "error" }));
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result).toMatchObject({ ok: false, failure: "cut", error: "error_ai_model_stream_cut" });
  });

  it("reports an error the provider sends inside the stream, word for word", async () => {
    answerWith(() =>
      sse([
        chunk({ content: "a" }),
        `data: ${JSON.stringify({ error: { message: "The server had an error while processing your request." } })}\n\n`,
      ]),
    );
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result).toMatchObject({
      ok: false,
      status: 200,
      failure: "http",
      error: "The server had an error while processing your request.",
    });
  });

  it("takes a plain JSON answer to a streamed request (a server that does not stream)", async () => {
    answerWith(() => HttpResponse.json(completion("pong")));
    const result = await chatCompletion(model(), { ...ping, stream: true }, { policy });
    expect(result).toMatchObject({ ok: true, streamed: false });
    expect(result.message?.content).toBe("pong");
  });
});

describe("errors, word for word", () => {
  it("401: the provider's error.message and the status", async () => {
    const words =
      "Incorrect API key provided: sk-test-***123. You can find your API key at https://platform.openai.com/account/api-keys.";
    answerWith(() =>
      HttpResponse.json(
        { error: { message: words, type: "invalid_request_error", code: "invalid_api_key" } },
        { status: 401 },
      ),
    );
    const result = await chatCompletion(model(), ping, { policy });
    expect(result).toMatchObject({ ok: false, status: 401, failure: "http", error: words, retryAfterSeconds: null });
  });

  it("429: the Retry-After is returned at once, not waited for", async () => {
    answerWith(() =>
      HttpResponse.json(
        {
          error: {
            message: "Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.",
          },
        },
        { status: 429, headers: { "retry-after": "20" } },
      ),
    );
    const started = performance.now();
    const result = await chatCompletion(model(), ping, { policy });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result).toMatchObject({
      ok: false,
      status: 429,
      retryAfterSeconds: 20,
      error: "Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.",
    });
  });

  it("reads a Retry-After given as an HTTP date, or in milliseconds", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    expect(retryAfterSeconds({ "retry-after": "Sun, 29 Nov 2026 10:00:30 GMT" }, now)).toBe(30);
    expect(retryAfterSeconds({ "retry-after-ms": "1500" }, now)).toBe(1.5);
    expect(retryAfterSeconds({}, now)).toBeNull();
  });

  it("5xx: the body as the provider wrote it, or its status text when it wrote none", async () => {
    answerWith(() => new HttpResponse("upstream connect error or disconnect/reset before headers", { status: 502 }));
    expect(await chatCompletion(model(), ping, { policy })).toMatchObject({
      ok: false,
      status: 502,
      failure: "http",
      error: "upstream connect error or disconnect/reset before headers",
    });
    answerWith(() => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" }));
    expect(await chatCompletion(model(), ping, { policy })).toMatchObject({
      status: 503,
      error: "Service Unavailable",
    });
  });

  it("quotes the error shapes of the servers people run: an error string, a message, a detail", () => {
    expect(providerErrorText('{"error":"model \\"llama9\\" not found, try pulling it first"}', "Not Found")).toBe(
      'model "llama9" not found, try pulling it first',
    );
    expect(providerErrorText('{"detail":"Not Found"}', undefined)).toBe("Not Found");
    expect(providerErrorText('{"message":"Unauthorized"}', undefined)).toBe("Unauthorized");
    expect(providerErrorText("x".repeat(600), undefined)).toHaveLength(501);
  });

  it("a model slower than its timeout: the call ends at the timeout, with the platform's message", async () => {
    answerWith(async () => {
      await delay(4000);
      return HttpResponse.json(completion("late"));
    });
    const started = performance.now();
    const result = await chatCompletion(model({ timeoutSeconds: 1 }), ping, { policy });
    const took = performance.now() - started;
    expect(result).toMatchObject({ ok: false, failure: "timeout", error: "error_ai_model_timeout" });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3000);
  });

  it("a stream slower than the timeout: ended at the timeout too", async () => {
    answerWith(() => sse([chunk({ content: "a" }), chunk({ content: "b" }), "data: [DONE]\n\n"], { gapMs: 700 }));
    const result = await chatCompletion(model({ timeoutSeconds: 1 }), { ...ping, stream: true }, { policy });
    expect(result).toMatchObject({ ok: false, failure: "timeout", error: "error_ai_model_timeout" });
  });

  it("an answer that is no chat completion", async () => {
    answerWith(() => HttpResponse.html("<html>Welcome to nginx!</html>"));
    expect(await chatCompletion(model(), ping, { policy })).toMatchObject({
      ok: false,
      status: 200,
      failure: "invalid",
      error: "error_ai_model_not_chat_completion",
    });
  });

  it("a private address is refused when the platform connects (nothing is sent)", async () => {
    // Without msw in the way: the platform's own connection refuses it.
    server.close();
    try {
      const result = await chatCompletion(model({ baseUrl: "http://127.0.0.1:9/v1" }), ping, { policy });
      expect(result).toMatchObject({
        ok: false,
        status: null,
        failure: "refused",
        error: "validation_url_private_address",
      });
    } finally {
      server.listen({ onUnhandledRequest: "bypass" });
    }
  });
});
