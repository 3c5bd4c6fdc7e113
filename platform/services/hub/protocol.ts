/**
 * The SignalR JSON hub protocol (dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md): records
 * are JSON texts each terminated by the ASCII record separator 0x1E; the first record of a connection
 * is the handshake. Everything that arrives here is untrusted: parsers return errors, never throw.
 */
import { OutgoingRecords } from "./outgoing";

export const RECORD_SEPARATOR = "\u001e";

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The one hub protocol this server speaks. */
export const JSON_PROTOCOL = "json";
/** Version 2 only adds the stateful-reconnect messages, which are used only when negotiate offers them (we don't). */
export const JSON_PROTOCOL_VERSIONS: readonly number[] = [1, 2];
/** Longest invocation id accepted; the spec lets a callee bound it. */
const MAX_INVOCATION_ID_LENGTH = 128;

export type ClientMessage =
  | { type: 1; invocationId?: string; target: string; arguments: unknown[]; streamIds?: unknown[] }
  | { type: 2 | 3 | 5; invocationId: string }
  | { type: 4; invocationId: string; target: string; arguments: unknown[] }
  | { type: 6 }
  | { type: 7; error?: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** One record, serialised once, ready for any number of transports. */
export function record(message: object): OutgoingRecords {
  return new OutgoingRecords(JSON.stringify(message) + RECORD_SEPARATOR);
}

export const invocation = (target: string, args: unknown[]) =>
  record({ type: MessageType.Invocation, target, arguments: args });
export const completion = (invocationId: string, result?: unknown) =>
  record(
    result === undefined
      ? { type: MessageType.Completion, invocationId }
      : { type: MessageType.Completion, invocationId, result },
  );
export const completionError = (invocationId: string, error: string) =>
  record({ type: MessageType.Completion, invocationId, error });
export const PING = record({ type: MessageType.Ping });
export const closeMessage = (error?: string, allowReconnect?: boolean) =>
  record({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect } : {}) });

/** Splits buffered text into complete records and the unterminated rest (kept for the next chunk). */
export function splitRecords(text: string): { records: string[]; rest: string } {
  const parts = text.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? "";
  return { records: parts, rest };
}

function parseObject(record: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(record);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The handshake request `{protocol, version}`; the error is what the handshake response carries. */
export function parseHandshake(record: string): Parsed<{ protocol: string; version: number }> {
  const body = parseObject(record);
  if (!body || typeof body.protocol !== "string" || typeof body.version !== "number") {
    return { ok: false, error: "Handshake request was malformed." };
  }
  if (body.protocol !== JSON_PROTOCOL) return { ok: false, error: `The protocol '${body.protocol}' is not supported.` };
  if (!JSON_PROTOCOL_VERSIONS.includes(body.version)) {
    return {
      ok: false,
      error: `The server does not support version ${body.version} of the '${JSON_PROTOCOL}' protocol.`,
    };
  }
  return { ok: true, value: { protocol: body.protocol, version: body.version } };
}

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= MAX_INVOCATION_ID_LENGTH;

/**
 * One hub message. `value: null` is a well-formed message of a type this server ignores (newer
 * protocol versions may add types; the spec lets old peers skip them).
 */
export function parseMessage(record: string): Parsed<ClientMessage | null> {
  const m = parseObject(record);
  if (!m || typeof m.type !== "number")
    return { ok: false, error: "Message was not a JSON object with a numeric type." };
  switch (m.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const streaming = m.type === MessageType.StreamInvocation;
      if (typeof m.target !== "string" || !m.target || !Array.isArray(m.arguments)) {
        return { ok: false, error: "Invocation needs a target and an arguments array." };
      }
      if ((streaming || m.invocationId !== undefined) && !isId(m.invocationId))
        return { ok: false, error: "Invalid invocationId." };
      if (m.streamIds !== undefined && !Array.isArray(m.streamIds))
        return { ok: false, error: "streamIds must be an array." };
      return { ok: true, value: m as ClientMessage };
    }
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
      return isId(m.invocationId)
        ? { ok: true, value: m as ClientMessage }
        : { ok: false, error: "Invalid invocationId." };
    case MessageType.Ping:
      return { ok: true, value: { type: MessageType.Ping } };
    case MessageType.Close:
      return { ok: true, value: { type: MessageType.Close, error: typeof m.error === "string" ? m.error : undefined } };
    default:
      return { ok: true, value: null };
  }
}
