/**
 * The notification hub of the embedded platform: an ASP.NET Core SignalR-compatible endpoint (JSON
 * hub protocol over WebSockets and long polling) at /vaic/api/notifications, so the official
 * `@microsoft/signalr` client connects to it. `router` serves negotiate and long polling (mount it
 * before any JSON body parser), `upgrade` takes the WebSocket upgrades of the HTTP server.
 */
import type express from "express";
import { HUB_PATH } from "../../../contract/wire/notifications";
import type { PlatformContext } from "../../context";
import {
  NOTIFICATION_EVENT,
  sweepExpiredNotifications,
  type NotificationEvent,
  type Recipient,
} from "../vaic/notifications";
import { HubConnection, type ConnectionHost, type Transport } from "./connection";
import { ConnectionRegistry } from "./connections";
import { createHubRouter } from "./http";
import { NotificationsHub } from "./notificationsHub";
import { PING } from "./protocol";
import { HUB_DEFAULTS, type HubOptions, type HubState } from "./state";
import { createUpgradeHandler, type UpgradeHandler } from "./upgrade";
import { WebSocketTransport } from "./websocket";

/** Where the hub lives: the main service base path plus the contract's hub path. */
export const HUB_MOUNT_PATH = `/vaic/api${HUB_PATH}`;

export interface Hub {
  /** Mount at HUB_MOUNT_PATH. */
  router: express.Router;
  /** For the HTTP server's "upgrade" event: true when the request was the hub's (it is then handled). */
  upgrade: UpgradeHandler;
  /** Open connections (negotiated ones included). */
  readonly connectionCount: number;
  /** Tells every client to reconnect (close with allowReconnect), ends polls and sockets, stops the timers. */
  close(): Promise<void>;
}

export function createHub(ctx: PlatformContext, overrides: Partial<HubOptions> = {}): Hub {
  const options: HubOptions = { ...HUB_DEFAULTS, log: (line) => console.error(line), ...overrides };
  const registry = new ConnectionRegistry();
  const hub = new NotificationsHub(ctx, registry, options.log);
  /** Connections negotiated but without a transport yet, each with its expiry. */
  const unstarted = new Map<HubConnection, NodeJS.Timeout>();
  let closing = false;

  const host: ConnectionHost = {
    handshaken(conn) {
      registry.join(conn);
      hub.welcome(conn);
    },
    message: (conn, message) => hub.message(conn, message),
    closed(conn) {
      registry.leave(conn);
      const timer = unstarted.get(conn);
      if (timer) clearTimeout(timer);
      unstarted.delete(conn);
      // Long polling keeps the token until its last poll has been answered 204 (it forgets it then).
      if (conn.transport?.kind !== "LongPolling") registry.forget(conn);
    },
    log: options.log,
  };

  const state: HubState = {
    ctx,
    options,
    registry,
    closing: () => closing,
    open(who: Recipient) {
      const conn = new HubConnection(who, host, options);
      registry.add(conn);
      const timer = setTimeout(() => conn.close({ notify: false }), options.disconnectTimeoutMs);
      timer.unref();
      unstarted.set(conn, timer);
      return conn;
    },
    attach(conn: HubConnection, transport: Transport) {
      clearTimeout(unstarted.get(conn));
      unstarted.delete(conn);
      conn.attach(transport);
    },
  };

  // An error here must not reach the code that created the notification (an export job, a request).
  const onEvent = (event: NotificationEvent) => {
    try {
      hub.onEvent(event);
    } catch (err) {
      options.log(`[hub] fan-out failed: ${(err as Error)?.stack ?? String(err)}`);
    }
  };
  ctx.events.on(NOTIFICATION_EVENT, onEvent);

  const pings = setInterval(() => {
    const now = Date.now();
    for (const conn of registry.all()) {
      // Long polling needs no pings: its poll cycle is the keep-alive, and the client sets no server timeout for it.
      if (!conn.handshaken || conn.closed || conn.transport?.kind !== "WebSockets") continue;
      if (now - conn.lastReceivedAt > options.clientTimeoutMs) {
        conn.close({ error: "Server timeout elapsed without receiving a message from the client." });
      } else {
        conn.send(PING);
      }
    }
  }, options.pingIntervalMs);
  pings.unref();

  // Expired notifications go even when nobody reads them; the sweep's "deleted" events refresh the tabs.
  const sweep = setInterval(() => {
    try {
      sweepExpiredNotifications(ctx);
    } catch (err) {
      options.log(`[hub] notification sweep failed: ${(err as Error)?.stack ?? String(err)}`);
    }
  }, options.sweepIntervalMs);
  sweep.unref();

  const sockets = createUpgradeHandler(state, HUB_MOUNT_PATH);

  return {
    router: createHubRouter(state),
    upgrade: sockets.upgrade,
    get connectionCount() {
      return registry.size;
    },
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(pings);
      clearInterval(sweep);
      ctx.events.off(NOTIFICATION_EVENT, onEvent);
      hub.stop();
      const conns = [...registry.all()];
      for (const conn of conns) conn.close({ allowReconnect: true });
      // Give the sockets their closing handshake, then cut whatever is left.
      const closed = conns.flatMap((c) => (c.transport instanceof WebSocketTransport ? [c.transport.closed] : []));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closed),
        new Promise((resolve) => (grace = setTimeout(resolve, options.closeGraceMs))),
      ]);
      clearTimeout(grace);
      for (const conn of conns) {
        conn.transport?.terminate();
        registry.forget(conn);
      }
      sockets.close();
    },
  };
}
