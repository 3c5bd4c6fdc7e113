/**
 * The provider adapter: the one place the platform calls a language model (docs/features/ai-framework.md#models,
 * docs/decisions/015-embedded-agent-engine.md "Real models go through the platform only"). One
 * chat-completions request to OpenAI (Authorization: Bearer, {baseUrl}/chat/completions), Azure OpenAI
 * (api-key header, {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=…) or an
 * OpenAI-compatible server (Bearer when it has a key, {baseUrl}/chat/completions), through the
 * platform's outbound requests (docs/security.md#outbound-requests: private addresses refused unless
 * allowed, the platform's own origin allowed).
 *
 * It never throws for what a provider does: every answer is a ChatResult, with the provider's HTTP
 * status, the time to the first token and to the end, and on failure the provider's own words (its
 * error.message) or a message key of the platform's: a timeout (the model's own), a stream that ends
 * before its `data: [DONE]` (cut), an address refused. A 429's Retry-After is returned, never slept on.
 */
import { StringDecoder } from "node:string_decoder";
import type { IncomingMessage } from "node:http";
import { AI_MODELS } from "../../../contract/limits/ai";
import type { MessageKey } from "../../../contract/messages";
import type { AiModelProvider } from "../../../contract/wire/aiModels";
import { OutboundError, outboundRequest, readBody, type OutboundPolicy } from "../../http/outbound";

/** What the adapter needs of a model (a stored one with its key, or a form being tested). */
export interface ProviderModel {
  provider: AiModelProvider;
  /** As called: no trailing slash (contract effectiveBaseUrl). */
  baseUrl: string;
  modelId: string | null;
  deployment: string | null;
  apiVersion: string | null;
  apiKey: string | null;
  timeoutSeconds: number;
}

/** The OpenAI chat-completions wire format's messages, tools and tool calls. */
export interface ChatToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
  name?: string;
}
export interface ChatTool {
  type: "function";
  function: { name: string; description?: string; parameters?: Record<string, unknown> };
}
export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ChatTool[];
  stream?: boolean;
  /** OpenAI takes it as max_completion_tokens (its newer models refuse max_tokens), the others as max_tokens. */
  maxTokens?: number;
}

/** One streamed increment, as it arrives. */
export interface ChatDelta {
  content?: string;
  toolCalls?: { index: number; id?: string; name?: string; arguments?: string }[];
}

export interface ChatOptions {
  policy: OutboundPolicy;
  signal?: AbortSignal;
  /** Each streamed increment (a streamed call only). */
  onDelta?: (delta: ChatDelta) => void;
}

/** Why a call failed: the provider answered an error (http), or no complete answer came. */
export type ChatFailure = "http" | "timeout" | "cut" | "network" | "refused" | "invalid" | "too_large" | "aborted";

export interface ChatResult {
  ok: boolean;
  /** The provider's HTTP status; null when none came (a timeout before the headers, a refused address). */
  status: number | null;
  /** The URL called (no key in it). */
  url: string;
  streamed: boolean;
  /** To the first content or tool-call increment of a stream; to the whole answer otherwise. */
  firstTokenMs: number | null;
  ms: number;
  /** The assistant's message (a stream's increments put together), also what came before a cut. */
  message: ChatMessage | null;
  finishReason: string | null;
  failure: ChatFailure | null;
  /** The provider's own words (error.message, or its body), or a message key of the platform's. */
  error: string | null;
  retryAfterSeconds: number | null;
}

/** An error answer is read up to this much: enough for any provider's error object. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

/** The chat-completions URL of a model (docs/features/ai-framework.md#models). */
export function chatCompletionsUrl(model: ProviderModel): string {
  const base = model.baseUrl.replace(/\/+$/, "");
  if (model.provider === "azure-openai") {
    const version = model.apiVersion ?? AI_MODELS.AZURE_DEFAULT_API_VERSION;
    return `${base}/openai/deployments/${encodeURIComponent(model.deployment ?? "")}/chat/completions?api-version=${encodeURIComponent(version)}`;
  }
  return `${base}/chat/completions`;
}

function headersOf(model: ProviderModel, stream: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: stream ? "text/event-stream" : "application/json",
  };
  if (model.apiKey) {
    if (model.provider === "azure-openai") headers["api-key"] = model.apiKey;
    else headers.authorization = `Bearer ${model.apiKey}`;
  }
  return headers;
}

function bodyOf(model: ProviderModel, request: ChatRequest): string {
  const body: Record<string, unknown> = {};
  // Azure's deployment is the model: its body names none.
  if (model.provider !== "azure-openai") body.model = model.modelId;
  body.messages = request.messages;
  if (request.tools?.length) body.tools = request.tools;
  if (request.stream) body.stream = true;
  if (request.maxTokens !== undefined)
    body[model.provider === "openai" ? "max_completion_tokens" : "max_tokens"] = request.maxTokens;
  return JSON.stringify(body);
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or retry-after-ms; null without one. */
export function retryAfterSeconds(headers: IncomingMessage["headers"], now = Date.now()): number | null {
  const value = headers["retry-after"];
  const text = Array.isArray(value) ? value[0] : value;
  if (text !== undefined && text.trim() !== "") {
    if (/^\d+(\.\d+)?$/.test(text.trim())) return Number(text.trim());
    const at = Date.parse(text);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  const ms = headers["retry-after-ms"];
  const msText = Array.isArray(ms) ? ms[0] : ms;
  return msText !== undefined && /^\d+(\.\d+)?$/.test(msText.trim()) ? Number(msText.trim()) / 1000 : null;
}

/**
 * The provider's words for an error answer: its error.message (OpenAI, Azure, vLLM, Ollama), an error
 * or message or detail string, else its body as it is (cut to ERROR_QUOTE_MAX), else the status text.
 */
export function providerErrorText(body: string, statusText: string | undefined): string | null {
  const text = body.trim();
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === "object") {
      const o = json as Record<string, unknown>;
      const error = o.error;
      if (error && typeof error === "object" && typeof (error as Record<string, unknown>).message === "string")
        return (error as Record<string, unknown>).message as string;
      for (const key of ["error", "message", "detail"]) if (typeof o[key] === "string") return o[key] as string;
    }
  } catch {
    // not JSON: the body as it is
  }
  if (text !== "")
    return text.length > AI_MODELS.ERROR_QUOTE_MAX ? `${text.slice(0, AI_MODELS.ERROR_QUOTE_MAX)}…` : text;
  return statusText || null;
}

const ms = (since: number) => Math.round(performance.now() - since);

/** The assistant message of a non-streamed answer, or null when the body is no chat completion. */
function messageOf(json: unknown): { message: ChatMessage; finishReason: string | null } | null {
  if (!json || typeof json !== "object") return null;
  const choices = (json as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const choice = choices[0] as { message?: Partial<ChatMessage>; finish_reason?: unknown };
  if (!choice?.message || typeof choice.message !== "object") return null;
  const m = choice.message;
  return {
    message: {
      role: "assistant",
      content: typeof m.content === "string" ? m.content : null,
      ...(Array.isArray(m.tool_calls) && m.tool_calls.length ? { tool_calls: m.tool_calls } : {}),
    },
    finishReason: typeof choice.finish_reason === "string" ? choice.finish_reason : null,
  };
}

/** A stream's message as its increments arrive (tool calls put together by index). */
class StreamedMessage {
  content = "";
  sawContent = false;
  readonly calls: ChatToolCall[] = [];
  finishReason: string | null = null;

  /** Adds one chunk; answers the increment it carried (empty: none). */
  add(chunk: unknown): ChatDelta {
    const delta: ChatDelta = {};
    const choices = (chunk as { choices?: unknown })?.choices;
    if (!Array.isArray(choices) || choices.length === 0) return delta;
    const choice = choices[0] as { delta?: Record<string, unknown>; finish_reason?: unknown };
    if (typeof choice.finish_reason === "string") this.finishReason = choice.finish_reason;
    const d = choice.delta ?? {};
    if (typeof d.content === "string" && d.content !== "") {
      this.content += d.content;
      this.sawContent = true;
      delta.content = d.content;
    }
    if (Array.isArray(d.tool_calls)) {
      delta.toolCalls = [];
      for (const raw of d.tool_calls as Record<string, unknown>[]) {
        const index = typeof raw.index === "number" ? raw.index : this.calls.length;
        const fn = (raw.function ?? {}) as Record<string, unknown>;
        const call = (this.calls[index] ??= { id: "", type: "function", function: { name: "", arguments: "" } });
        if (typeof raw.id === "string") call.id = raw.id;
        if (typeof fn.name === "string") call.function.name += fn.name;
        if (typeof fn.arguments === "string") call.function.arguments += fn.arguments;
        delta.toolCalls.push({
          index,
          ...(typeof raw.id === "string" && { id: raw.id }),
          ...(typeof fn.name === "string" && { name: fn.name }),
          ...(typeof fn.arguments === "string" && { arguments: fn.arguments }),
        });
      }
    }
    return delta;
  }

  message(): ChatMessage {
    const calls = this.calls.filter(Boolean);
    return {
      role: "assistant",
      content: this.sawContent || calls.length === 0 ? this.content : null,
      ...(calls.length ? { tool_calls: calls } : {}),
    };
  }
}

/**
 * Reads a server-sent-events body (docs/features/ai-framework.md#models): `data:` lines, an event per
 * blank line, `data: [DONE]` the end. Answers whether [DONE] came, the time of the first increment,
 * and the provider's error when a chunk carries one.
 */
async function readStream(
  stream: IncomingMessage,
  into: StreamedMessage,
  started: number,
  onDelta: ChatOptions["onDelta"],
): Promise<{
  done: boolean;
  firstTokenMs: number | null;
  firstEventMs: number | null;
  error: string | null;
  tooLarge: boolean;
}> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let data: string[] = [];
  let bytes = 0;
  let firstTokenMs: number | null = null;
  let firstEventMs: number | null = null;
  const state = { done: false, error: null as string | null, invalid: false };

  const dispatch = () => {
    if (data.length === 0) return;
    const payload = data.join("\n");
    data = [];
    firstEventMs ??= ms(started);
    if (payload.trim() === "[DONE]") {
      state.done = true;
      return;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(payload);
    } catch {
      state.invalid = true;
      return;
    }
    const error = (chunk as { error?: unknown })?.error;
    if (error !== undefined && error !== null) {
      state.error = providerErrorText(JSON.stringify(chunk), undefined);
      return;
    }
    const delta = into.add(chunk);
    if (delta.content !== undefined || delta.toolCalls?.length) {
      firstTokenMs ??= ms(started);
      onDelta?.(delta);
    }
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return; // a comment (keep-alive)
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    if (field !== "data") return; // event, id, retry: nothing the chat completions use
    const value = colon < 0 ? "" : text.slice(colon + 1);
    data.push(value.startsWith(" ") ? value.slice(1) : value);
  };

  for await (const part of stream) {
    const buffer = part as Buffer;
    bytes += buffer.length;
    if (bytes > AI_MODELS.MAX_RESPONSE_BYTES) {
      stream.destroy();
      return { done: false, firstTokenMs, firstEventMs, error: null, tooLarge: true };
    }
    pending += decoder.write(buffer);
    let at: number;
    while ((at = pending.search(/\r\n|\r|\n/)) >= 0) {
      const text = pending.slice(0, at);
      pending = pending.slice(at + (pending.startsWith("\r\n", at) ? 2 : 1));
      line(text);
      if (state.done || state.error || state.invalid) break;
    }
    if (state.done || state.error || state.invalid) {
      stream.destroy();
      break;
    }
  }
  if (!state.done && !state.error && !state.invalid) {
    // The last event may end with the body instead of a blank line.
    pending += decoder.end();
    if (pending !== "") line(pending);
    dispatch();
  }
  if (state.invalid)
    return { done: false, firstTokenMs, firstEventMs, error: "error_ai_model_not_chat_completion", tooLarge: false };
  return { done: state.done, firstTokenMs, firstEventMs, error: state.error, tooLarge: false };
}

/**
 * One chat completion (docs/features/ai-framework.md#models). Streamed when asked (and the provider
 * answers text/event-stream), else one JSON answer. Never throws for the provider's doing.
 */
export async function chatCompletion(
  model: ProviderModel,
  request: ChatRequest,
  options: ChatOptions,
): Promise<ChatResult> {
  const url = chatCompletionsUrl(model);
  const stream = request.stream === true;
  const timeoutMs = model.timeoutSeconds * 1000;
  const started = performance.now();
  // The model's own timeout: the whole call, from the connection to the last byte.
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let status: number | null = null;
  let streamed = false;
  const partial = new StreamedMessage();

  const result = (fields: Partial<ChatResult>): ChatResult => ({
    ok: false,
    status,
    url,
    streamed,
    firstTokenMs: null,
    ms: ms(started),
    message: null,
    finishReason: null,
    failure: null,
    error: null,
    retryAfterSeconds: null,
    ...fields,
  });
  const failed = (failure: ChatFailure, error: string | null, more: Partial<ChatResult> = {}) =>
    result({ failure, error, ...more });
  const timedOut = () => failed("timeout", "error_ai_model_timeout" satisfies MessageKey);

  try {
    const answer = await outboundRequest(url, {
      method: "POST",
      headers: headersOf(model, stream),
      body: bodyOf(model, request),
      // The deadline above ends the call; this only keeps the request's own timer out of its way.
      timeoutMs: timeoutMs + 1000,
      policy: options.policy,
      signal,
    });
    status = answer.status;
    if (status < 200 || status >= 300) {
      const { body } = await readBody(answer.stream, ERROR_BODY_MAX_BYTES);
      return failed("http", providerErrorText(body.toString("utf8"), answer.stream.statusMessage), {
        retryAfterSeconds: status === 429 ? retryAfterSeconds(answer.headers) : null,
      });
    }
    const type = String(answer.headers["content-type"] ?? "");
    if (stream && type.includes("text/event-stream")) {
      streamed = true;
      let read;
      try {
        read = await readStream(answer.stream, partial, started, options.onDelta);
      } catch {
        if (deadline.aborted) return timedOut();
        if (options.signal?.aborted) return failed("aborted", null);
        return failed("cut", "error_ai_model_stream_cut" satisfies MessageKey, { message: partial.message() });
      }
      if (read.tooLarge) return failed("too_large", "error_ai_model_answer_too_large" satisfies MessageKey);
      if (read.error === "error_ai_model_not_chat_completion") return failed("invalid", read.error);
      if (read.error !== null) return failed("http", read.error, { message: partial.message() });
      if (!read.done) {
        if (deadline.aborted) return timedOut();
        return failed("cut", "error_ai_model_stream_cut" satisfies MessageKey, {
          message: partial.message(),
          firstTokenMs: read.firstTokenMs,
        });
      }
      return result({
        ok: true,
        firstTokenMs: read.firstTokenMs ?? read.firstEventMs,
        message: partial.message(),
        finishReason: partial.finishReason,
      });
    }
    const { body, truncated } = await readBody(answer.stream, AI_MODELS.MAX_RESPONSE_BYTES);
    if (truncated) return failed("too_large", "error_ai_model_answer_too_large" satisfies MessageKey);
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      json = null;
    }
    const completion = messageOf(json);
    if (!completion) return failed("invalid", "error_ai_model_not_chat_completion" satisfies MessageKey);
    const total = ms(started);
    return result({ ok: true, ms: total, firstTokenMs: total, ...completion });
  } catch (error) {
    if (deadline.aborted) return timedOut();
    if (options.signal?.aborted) return failed("aborted", null);
    if (error instanceof OutboundError) {
      if (error.reason === "validation_url_private_address" || error.reason === "validation_invalid_url")
        return failed("refused", error.reason);
      if (error.reason === "timeout") return timedOut();
      return failed("network", error.message);
    }
    // The connection failed, or an answer's body broke off while it was read (the system's words).
    return failed("network", error instanceof Error ? error.message : String(error));
  }
}
