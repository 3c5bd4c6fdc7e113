/**
 * The platform's OpenAI-compatible endpoint (docs/features/ai-framework.md#openai-compatible-endpoint;
 * docs/decisions/015-embedded-agent-engine.md): the embedded engine as an OpenAI chat-completions
 * server, so any OpenAI client, and the platform's own provider adapter, can talk to it. Base URL
 * `{origin}/ai-framework-management/api/v1/openai/v1`; the key is the account's REST API secret
 * (My account), sent as `Authorization: Bearer <secret>`.
 *
 *   POST /chat/completions   messages, tools and tool_calls, streaming by server-sent events
 *   GET  /models             the one model, "embedded"
 *
 * Errors have OpenAI's shape ({error: {message, type, param, code}}): 401 for a missing or wrong
 * key, 400 for a malformed request, 404 for a model that is not "embedded".
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { AI_CHAT_COMPLETIONS, AI_MODELS } from "../../../contract/limits/ai";
import { TIME } from "../../../contract/limits/units";
import { formatMessage } from "../../../contract/messages";
import {
  ChatCompletionRequestSchema,
  OPENAI_PATHS,
  type ChatCompletion,
  type ChatCompletionChunk,
  type ChatCompletionRequest,
  type ModelList,
  type OpenAiError,
} from "../../../contract/wire/aiChatCompletions";
import { answerChat, ChatRequestError, requestDigest, type ChatAnswer } from "../../ai/engine/chat";
import type { PlatformContext } from "../../context";
import { route } from "../../http/errors";
import { accountOfApiSecret } from "../account/apiSecret";

/** Where the router is mounted in the AI framework's service. */
export const OPENAI_MOUNT = "/openai/v1";

/** The arguments of a streamed tool call arrive in pieces of this many characters (as a model's do). */
const ARGUMENT_PIECE_CHARACTERS = 16;

function sendError(
  res: Response,
  status: number,
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
): void {
  const body: OpenAiError = { error: { message, type, param, code } };
  res.status(status).json(body);
}

/** The key is the account's REST API secret: the account it belongs to, or 401 in OpenAI's words. */
function requireApiSecret(ctx: PlatformContext): RequestHandler {
  return function apiSecret(req, res, next) {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!key) return sendError(res, 401, formatMessage("ai_chat_missing_key"), "invalid_request_error");
    const accountId = accountOfApiSecret(ctx, key);
    if (!accountId)
      return sendError(
        res,
        401,
        formatMessage("ai_chat_invalid_key"),
        "invalid_request_error",
        null,
        "invalid_api_key",
      );
    next();
  };
}

function completion(request: ChatCompletionRequest, answer: ChatAnswer, created: number): ChatCompletion {
  return {
    id: `chatcmpl-${requestDigest(request)}`,
    object: "chat.completion",
    created,
    model: request.model,
    system_fingerprint: AI_CHAT_COMPLETIONS.SYSTEM_FINGERPRINT,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: answer.content,
          refusal: null,
          ...(answer.toolCalls.length ? { tool_calls: answer.toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: answer.finishReason,
      },
    ],
    usage: answer.usage,
  };
}

/** The answer as server-sent events: the role, the content word by word (or each tool call, then its arguments in pieces), the finish reason, the usage when asked, then [DONE]. */
function stream(res: Response, request: ChatCompletionRequest, answer: ChatAnswer, created: number): void {
  const includeUsage = request.stream_options?.include_usage === true;
  const base = {
    id: `chatcmpl-${requestDigest(request)}`,
    object: "chat.completion.chunk" as const,
    created,
    model: request.model,
    system_fingerprint: AI_CHAT_COMPLETIONS.SYSTEM_FINGERPRINT,
  };
  const send = (
    delta: ChatCompletionChunk["choices"][number]["delta"],
    finish: ChatCompletionChunk["choices"][number]["finish_reason"] = null,
  ) => {
    const chunk: ChatCompletionChunk = {
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(includeUsage ? { usage: null } : {}),
    };
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  };
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  if (answer.toolCalls.length) {
    answer.toolCalls.forEach((call, index) => {
      send({
        ...(index === 0 ? { role: "assistant" as const, content: null } : {}),
        tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }],
      });
      const args = call.function.arguments;
      for (let at = 0; at < args.length; at += ARGUMENT_PIECE_CHARACTERS)
        send({ tool_calls: [{ index, function: { arguments: args.slice(at, at + ARGUMENT_PIECE_CHARACTERS) } }] });
    });
  } else {
    send({ role: "assistant", content: "" });
    for (const piece of answer.content?.match(/\s*\S+/g) ?? []) send({ content: piece });
  }
  send({}, answer.finishReason);
  if (includeUsage) res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: answer.usage })}\n\n`);
  res.write("data: [DONE]\n\n");
  res.end();
}

/** OpenAI's words for what went wrong: a body the parser refused, or an error of the platform's own. */
const openAiErrors: ErrorRequestHandler = (err, _req, res, _next) => {
  if (res.headersSent) return;
  if (err?.type === "entity.too.large")
    return sendError(
      res,
      413,
      formatMessage("ai_chat_body_too_large", { max: AI_CHAT_COMPLETIONS.BODY_MAX_BYTES }),
      "invalid_request_error",
    );
  if (err?.type === "entity.parse.failed")
    return sendError(res, 400, formatMessage("ai_chat_invalid_json"), "invalid_request_error");
  console.error("[platform] chat completions", err);
  sendError(res, 500, formatMessage("error_generic"), "server_error");
};

export function createOpenAiCompatibleRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = requireApiSecret(ctx);

  router.get(OPENAI_PATHS.models, auth, (_req, res) => {
    const list: ModelList = {
      object: "list",
      data: [
        {
          id: AI_MODELS.EMBEDDED_MODEL_ID,
          object: "model",
          created: AI_CHAT_COMPLETIONS.MODEL_CREATED_SECONDS,
          owned_by: AI_CHAT_COMPLETIONS.MODEL_OWNER,
        },
      ],
    };
    res.json(list);
  });

  router.post(
    OPENAI_PATHS.chatCompletions,
    auth,
    express.json({ limit: AI_CHAT_COMPLETIONS.BODY_MAX_BYTES }),
    route(async (req, res) => {
      const parsed = ChatCompletionRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const param = issue.path.reduce<string>(
          (path, part) => (typeof part === "number" ? `${path}[${part}]` : path ? `${path}.${part}` : part),
          "",
        );
        return sendError(
          res,
          400,
          param ? `${param}: ${issue.message}` : issue.message,
          "invalid_request_error",
          param || null,
        );
      }
      const request = parsed.data;
      if (request.model !== AI_MODELS.EMBEDDED_MODEL_ID)
        return sendError(
          res,
          404,
          formatMessage("ai_chat_unknown_model", { model: request.model, embedded: AI_MODELS.EMBEDDED_MODEL_ID }),
          "invalid_request_error",
          "model",
          "model_not_found",
        );
      let answer: ChatAnswer;
      try {
        answer = await answerChat(request);
      } catch (error) {
        if (error instanceof ChatRequestError)
          return sendError(res, 400, error.message, "invalid_request_error", error.param);
        throw error;
      }
      // `created` is the wire format's timestamp; the answer itself never reads the clock.
      const created = Math.floor(ctx.now() / TIME.SECOND_MS);
      if (request.stream) return stream(res, request, answer, created);
      res.json({ ...completion(request, answer, created), embedded_trace: answer.trace });
    }),
  );

  router.use(openAiErrors);
  return router;
}
