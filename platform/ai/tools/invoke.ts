/**
 * Calling a tool (docs/features/ai-framework.md#calling-a-tool): the one place the platform calls a
 * customer's tool, for the engine's turns and the tool's Test. The arguments are checked against the
 * parameters' schema first (a refusal is an error in the trace, and no request is made); then the
 * URL's placeholders and query (GET, DELETE) or the body template are filled, and the request goes
 * through the outbound client (docs/security.md#outbound-requests: private addresses refused unless
 * allowed, every redirect checked, the answer read up to AI_TOOLS.MAX_RESPONSE_BYTES) within the
 * tool's timeout. The trace records what was sent (header values as "•••"), the status, the body (cut,
 * and saying so), the time and the value at the answer path. A tool with a mock answer makes no
 * request: the trace says it was mocked.
 */
import { AI_TOOLS } from "../../../contract/limits/ai";
import { formatMessage } from "../../../contract/messages";
import {
  fillTemplate,
  isJsonTemplate,
  parameterNames,
  parseAnswerPath,
  QUERY_METHODS,
} from "../../../contract/wire/aiTools";
import type { ToolCallTrace } from "../../../contract/wire/aiTurns";
import type { PlatformContext } from "../../context";
import { OutboundError, outboundPolicyOf, outboundRequest, readBody } from "../../http/outbound";
import { runBuiltIn } from "./built-in";
import { argumentsProblem } from "./schema";
import type { InvocableTool } from "./tool";

/** How a secret header value shows in a trace. */
export const MASKED = "•••";

/** The note after a body that was longer than the platform reads. */
const cutNote = () =>
  `\n[… cut: the answer is longer than ${Math.round(AI_TOOLS.MAX_RESPONSE_BYTES / 1024)} KB; the rest was not read]`;

const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** What the platform sends: the URL filled, the headers with their values, the body. */
interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * The request of a tool for these arguments. `{param}` in the URL takes the argument URL-encoded; a
 * GET or DELETE sends the other arguments as query parameters; another method sends the body
 * template filled (JSON-escaped in a JSON body), or the arguments as JSON when there is no template.
 */
export function outgoingRequest(tool: InvocableTool, args: Record<string, unknown>): Outgoing {
  const known = parameterNames(tool.parameters);
  const used = new Set<string>();
  const filled = tool.url.replace(AI_TOOLS.PLACEHOLDER, (whole, name: string) => {
    if (!known.includes(name)) return whole;
    used.add(name);
    return args[name] === undefined ? "" : encodeURIComponent(asText(args[name]));
  });
  const headers: Record<string, string> = {};
  for (const h of tool.headers) headers[h.name] = h.value;
  const contentType = tool.headers.find((h) => h.name.toLowerCase() === "content-type")?.value;
  if (QUERY_METHODS.includes(tool.method)) {
    const url = new URL(filled);
    for (const [name, value] of Object.entries(args))
      if (!used.has(name) && value !== undefined && value !== null) url.searchParams.append(name, asText(value));
    return { method: tool.method, url: url.toString(), headers, body: null };
  }
  let body: string;
  if (tool.bodyTemplate) {
    const format = isJsonTemplate(tool.bodyTemplate)
      ? "json"
      : contentType && /x-www-form-urlencoded/i.test(contentType)
        ? "form"
        : "text";
    body = fillTemplate(tool.bodyTemplate, args, known, format);
    if (format === "json" && contentType === undefined) headers["Content-Type"] = "application/json";
  } else {
    body = JSON.stringify(args);
    if (contentType === undefined) headers["Content-Type"] = "application/json";
  }
  return { method: tool.method, url: filled, headers, body };
}

/** The trace's view of the request: the tool's own header values hidden. */
function shown(tool: InvocableTool, out: Outgoing): ToolCallTrace["request"] {
  const secret = new Set(tool.headers.map((h) => h.name));
  return {
    method: out.method,
    url: out.url,
    headers: Object.fromEntries(Object.entries(out.headers).map(([k, v]) => [k, secret.has(k) ? MASKED : v])),
    body: out.body,
  };
}

/** The value at the answer path of a body: the whole body without a path; a string as it is, anything else as JSON. */
export function answerValue(body: string, path: string): { value: string | null; error: string | null } {
  if (!path) return { value: body, error: null };
  const steps = parseAnswerPath(path);
  if (!steps) return { value: null, error: `The answer path ${path} is not a path` };
  let node: unknown;
  try {
    node = JSON.parse(body);
  } catch {
    return { value: null, error: `The answer is not JSON, so the answer path ${path} picks nothing` };
  }
  for (const step of steps) {
    const next =
      typeof step === "number"
        ? Array.isArray(node)
          ? node[step]
          : undefined
        : node !== null && typeof node === "object" && !Array.isArray(node) && Object.hasOwn(node, step)
          ? (node as Record<string, unknown>)[step]
          : undefined;
    if (next === undefined) return { value: null, error: `The answer has nothing at ${path}` };
    node = next;
  }
  return { value: asText(node), error: null };
}

/** Why the request failed, in words (a private address: the platform's message). */
function failure(error: unknown, tool: InvocableTool, caller: AbortSignal | undefined, startedAt: number): string {
  if (caller?.aborted) return "The call was cancelled";
  if (error instanceof OutboundError) {
    if (error.reason === "validation_url_private_address" || error.reason === "validation_invalid_url")
      return formatMessage(error.reason);
    if (error.reason === "timeout") return `The tool did not answer within ${tool.timeoutSeconds} s`;
  }
  if (performance.now() - startedAt >= tool.timeoutSeconds * 1000 - 5)
    return `The tool did not answer within ${tool.timeoutSeconds} s`;
  return `The request failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Calls a tool of `accountId` with the arguments (a JSON object, as a model gives them) and answers
 * its trace. Never throws for the tool's own failures: they are the trace's `error`.
 */
export async function invokeTool(
  ctx: PlatformContext,
  accountId: string,
  tool: InvocableTool,
  args: Record<string, unknown>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ToolCallTrace> {
  const startedAt = performance.now();
  const trace: ToolCallTrace = {
    tool: tool.name,
    arguments: args,
    request: { method: tool.method, url: tool.url, headers: {}, body: null },
    status: null,
    body: "",
    value: null,
    ms: 0,
    mocked: false,
    error: null,
  };
  const done = (more: Partial<ToolCallTrace>): ToolCallTrace => ({
    ...trace,
    ...more,
    ms: Math.round(performance.now() - startedAt),
  });

  const problem = argumentsProblem(tool.parameters, args);
  if (problem) return done({ error: `The arguments do not fit the parameters: ${problem}` });
  if (tool.builtIn) return done(runBuiltIn(ctx, accountId, tool.builtIn, args));

  // A tool with only a mock answer has no URL: its trace shows the rest of the request.
  let out: Outgoing | null;
  try {
    out = outgoingRequest(tool, args);
  } catch {
    out = null;
  }
  if (out) trace.request = shown(tool, out);

  if (tool.mockAnswer !== null) {
    const { value, error } = answerValue(tool.mockAnswer, tool.answerPath);
    return done({ mocked: true, body: tool.mockAnswer, value, error });
  }
  if (!out) return done({ error: formatMessage("validation_invalid_url") });
  if (signal?.aborted) return done({ error: "The call was cancelled" });

  try {
    const answer = await outboundRequest(out.url, {
      method: out.method,
      headers: out.headers,
      body: out.body ?? undefined,
      timeoutMs: tool.timeoutSeconds * 1000,
      policy: outboundPolicyOf(ctx.config),
      signal,
    });
    const read = await readBody(answer.stream, AI_TOOLS.MAX_RESPONSE_BYTES);
    const text = read.body.toString("utf8");
    const body = read.truncated ? `${text}${cutNote()}` : text;
    if (answer.status < 200 || answer.status >= 300)
      return done({ status: answer.status, body, error: `The tool's server answered ${answer.status}` });
    const { value, error } = answerValue(text, tool.answerPath);
    return done({ status: answer.status, body, value, error });
  } catch (error) {
    return done({ error: failure(error, tool, signal, startedAt) });
  }
}
