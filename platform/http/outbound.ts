/**
 * Requests to URLs a customer supplied (a tool's endpoint, a document's page, a model's base URL;
 * docs/security.md#outbound-requests). Every connection goes through request-filtering-agent, which
 * checks the address a host name resolves to at connect time (so a DNS answer that changes between
 * the check and the request cannot reach a private address), every redirect hop is checked again,
 * and an answer is read up to a size. Private, loopback and link-local addresses are refused unless
 * the platform's configuration allows them (PLATFORM_PRIVATE_URLS_ALLOWED); the platform's own
 * public origin (its sandbox APIs and its OpenAI-compatible endpoint) is always allowed.
 */
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { AI_OUTBOUND } from "../../contract/limits/ai";
import type { PlatformConfig } from "../context";

export interface OutboundPolicy {
  /** Addresses or CIDR ranges allowed although private ("*": every address). */
  privateAllowed: readonly string[];
  /** The platform's own public origin (http://127.0.0.1:3000): always allowed. */
  ownOrigin: string;
}

/** Why a URL is refused: the platform's message keys (contract/messages.ts). */
export type OutboundRefusal = "validation_invalid_url" | "validation_url_private_address";

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundRefusal | "timeout" | "too_large" | "network",
    message: string,
  ) {
    super(message);
  }
}

/** The policy of the platform's configuration. */
export function outboundPolicyOf(config: PlatformConfig): OutboundPolicy {
  return { privateAllowed: config.privateUrlsAllowed ?? [], ownOrigin: config.publicOrigin };
}

const FILTERED_HTTP_SCHEMES = new Set(["http:", "https:"]);

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return FILTERED_HTTP_SCHEMES.has(parsed.protocol) && parsed.hostname && !parsed.username && !parsed.password
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function isOwnOrigin(url: URL, policy: OutboundPolicy): boolean {
  try {
    return url.origin === new URL(policy.ownOrigin).origin;
  } catch {
    return false;
  }
}

function everyAddressAllowed(policy: OutboundPolicy): boolean {
  return policy.privateAllowed.includes("*");
}

/** Whether an address is public (unicast), or one the policy allows. */
export function addressAllowed(address: string, policy: OutboundPolicy): boolean {
  if (everyAddressAllowed(policy)) return true;
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.range() === "unicast") return true;
  return policy.privateAllowed.some((entry) => {
    try {
      if (entry.includes("/")) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        return range.kind() === parsed.kind() && parsed.match([range, bits]);
      }
      return ipaddr.parse(entry).toString() === parsed.toString();
    } catch {
      return false;
    }
  });
}

/**
 * Checks a URL before it is saved: an http(s) URL without credentials whose host resolves only to
 * allowed addresses. Answers the refusal's message key, or null. The request itself checks again.
 */
export async function checkOutboundUrl(url: string, policy: OutboundPolicy): Promise<OutboundRefusal | null> {
  const parsed = parse(url);
  if (!parsed) return "validation_invalid_url";
  if (isOwnOrigin(parsed, policy) || everyAddressAllowed(policy)) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    // A name that does not resolve now may resolve later; the request checks it when it is made.
    return null;
  }
  return addresses.every((address) => addressAllowed(address, policy)) ? null : "validation_url_private_address";
}

const agents = new Map<string, { http: http.Agent; https: https.Agent }>();

function agentsFor(policy: OutboundPolicy) {
  const key = policy.privateAllowed.join(",");
  let pair = agents.get(key);
  if (!pair) {
    const options = {
      allowPrivateIPAddress: everyAddressAllowed(policy),
      allowIPAddressList: policy.privateAllowed.filter((e) => e !== "*"),
      keepAlive: true,
    };
    pair = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
    agents.set(key, pair);
  }
  return pair;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The whole request, connection to the last byte. */
  timeoutMs: number;
  policy: OutboundPolicy;
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  /** The answer's body as it arrives (the caller reads it, or calls `readBody`). */
  stream: IncomingMessage;
  /** The URL that answered, after redirects. */
  url: string;
}

function once(url: URL, init: OutboundRequest, signal: AbortSignal): Promise<IncomingMessage> {
  const own = isOwnOrigin(url, init.policy);
  const pair = agentsFor(init.policy);
  const secure = url.protocol === "https:";
  const agent = own ? undefined : secure ? pair.https : pair.http;
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: init.method ?? "GET", headers: init.headers, agent, signal },
      resolve,
    );
    // A connection that does not open in time is given up; once open, the request's own timeout
    // (the signal) bounds the wait (a tool may take up to AI_TOOLS.TIMEOUT_MAX_SECONDS to answer).
    request.on("socket", (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => request.destroy(new OutboundError("timeout", "The server did not answer in time")),
        AI_OUTBOUND.CONNECT_TIMEOUT_MS,
      );
      socket.once("connect", () => clearTimeout(timer));
      socket.once("close", () => clearTimeout(timer));
    });
    request.on("error", (error) => {
      if (error instanceof OutboundError) return reject(error);
      if (signal.aborted) return reject(new OutboundError("timeout", "The server did not answer in time"));
      // request-filtering-agent's refusal names the address; the customer sees the reason.
      if (/is not allowed|private|loopback/i.test(error.message)) {
        return reject(new OutboundError("validation_url_private_address", error.message));
      }
      reject(new OutboundError("network", error.message));
    });
    if (init.body !== undefined) request.end(init.body);
    else request.end();
  });
}

/** Makes the request, following redirects (each hop checked again); the body is the caller's to read. */
export async function outboundRequest(url: string, init: OutboundRequest): Promise<OutboundAnswer> {
  const timeout = AbortSignal.timeout(init.timeoutMs);
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
  let current = parse(url);
  if (!current) throw new OutboundError("validation_invalid_url", "The URL is not an http(s) URL");
  let method = init.method ?? "GET";
  let body = init.body;
  for (let hop = 0; ; hop++) {
    const answer = await once(current, { ...init, method, body }, signal);
    const location = answer.headers.location;
    if (answer.statusCode && answer.statusCode >= 300 && answer.statusCode < 400 && location) {
      answer.resume();
      if (hop >= AI_OUTBOUND.MAX_REDIRECTS) throw new OutboundError("network", "Too many redirects");
      const next = parse(new URL(location, current).toString());
      if (!next) throw new OutboundError("validation_invalid_url", "A redirect led to a URL that is not http(s)");
      // 303 (and 301/302 after a POST, as browsers do) continue as a GET without a body.
      if (answer.statusCode === 303 || (method === "POST" && answer.statusCode < 307)) {
        method = "GET";
        body = undefined;
      }
      current = next;
      continue;
    }
    return { status: answer.statusCode ?? 0, headers: answer.headers, stream: answer, url: current.toString() };
  }
}

/** Reads an answer's body up to `maxBytes`: `truncated` says when more was there (the rest is not read). */
export async function readBody(
  stream: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > maxBytes) {
      parts.push(buffer.subarray(0, maxBytes - size));
      stream.destroy();
      return { body: Buffer.concat(parts), truncated: true };
    }
    parts.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(parts), truncated: false };
}
