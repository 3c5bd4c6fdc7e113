/**
 * The hub's settings and the shared state its HTTP routes and WebSocket upgrades work on. The
 * defaults are ASP.NET Core SignalR's, so the official client's own timeouts fit them.
 */
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import type { PlatformContext } from "../../context";
import type { Recipient } from "../vaic/notifications";
import type { HubConnection, Transport } from "./connection";
import type { ConnectionRegistry } from "./connections";

export interface HubOptions {
  /** Server → client pings on WebSockets; the client gives up after 30 s of silence (serverTimeout). */
  pingIntervalMs: number;
  /** A WebSocket client silent this long is gone (it pings every 15 s). */
  clientTimeoutMs: number;
  /** Time after the transport starts within which the handshake must arrive. */
  handshakeTimeoutMs: number;
  /** How long a long poll is held without data; the client aborts a poll after 100 s. */
  pollHoldMs: number;
  /** A negotiated connection never started, or a long-polling client that stopped polling, is dropped after this. */
  disconnectTimeoutMs: number;
  /** Period of the sweep that removes expired notifications and tells the tabs. */
  sweepIntervalMs: number;
  /** How long close() waits for sockets to finish their closing handshake before cutting them. */
  closeGraceMs: number;
  /** Largest record accepted from a client, in characters. */
  maxMessageChars: number;
  /** Largest WebSocket frame or long-polling POST body, in bytes. */
  maxTransferBytes: number;
  log: (line: string) => void;
}

export const HUB_DEFAULTS: Omit<HubOptions, "log"> = {
  pingIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  pollHoldMs: 90_000,
  disconnectTimeoutMs: 15_000,
  sweepIntervalMs: 15_000,
  closeGraceMs: 1_000,
  maxMessageChars: 32 * 1024,
  maxTransferBytes: REQUEST_BODY_LIMITS.HUB_TRANSFER_BYTES,
};

/** What the transports' entry points share. */
export interface HubState {
  ctx: PlatformContext;
  options: HubOptions;
  registry: ConnectionRegistry;
  /** True once close() has begun: no new connection is accepted. */
  closing(): boolean;
  /** A new connection of the user, waiting for its transport (negotiate, or a WebSocket without id). */
  open(who: Recipient): HubConnection;
  /** Starts the connection's transport. */
  attach(conn: HubConnection, transport: Transport): void;
}
