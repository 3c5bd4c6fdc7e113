/**
 * WebSocket upgrades of the hub path. With `?id=` the socket starts a negotiated connection; without
 * it (the client's skipNegotiation) it opens a new one. Either way the bearer token (header, or
 * `access_token` in the query as browsers send it) must be valid and, with an id, the connection's
 * user's. Once open, the connection lives until it ends even if that token expires meanwhile: the
 * next connection checks again.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { HttpError } from "../../http/errors";
import { tokenFrom, verifyBearer } from "./auth";
import type { HubConnection } from "./connection";
import type { HubState } from "./state";
import { rawDataToText, refuseUpgrade, requestUrl, WebSocketTransport } from "./websocket";

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

export function createUpgradeHandler(state: HubState, path: string): { upgrade: UpgradeHandler; close(): void } {
  const { ctx, registry, options } = state;
  // The hub tracks its connections itself (clientTracking would keep a second set of them).
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: options.maxTransferBytes,
    perMessageDeflate: false,
  });

  /** The connection the socket is for, or the status and message to refuse it with. */
  async function resolve(req: IncomingMessage, query: URLSearchParams): Promise<HubConnection | HttpError> {
    if (state.closing()) return new HttpError(503, "The hub is shutting down.");
    const who = await verifyBearer(ctx, tokenFrom(req.headers, query));
    if (who instanceof HttpError) return who;
    const id = query.get("id");
    if (!id) return state.open(who);
    const conn = registry.get(id);
    if (!conn || conn.closed) return new HttpError(404, "No connection with that ID.");
    if (conn.who.userId !== who.userId || conn.who.accountId !== who.accountId) return new HttpError(403, "Forbidden");
    if (conn.transport) return new HttpError(409, "The connection already has a transport.");
    return conn;
  }

  /**
   * The socket's listeners for the life of the connection. Made here, out of the upgrade's scope, so
   * they do not keep the upgrade request (its URL with the token, its headers) alive with them.
   */
  function start(conn: HubConnection, socket: Duplex): (ws: WebSocket) => void {
    return (ws) => {
      const transport = new WebSocketTransport(ws, socket, options.closeGraceMs);
      ws.on("message", (data) => conn.receive(rawDataToText(data)));
      ws.on("close", () => conn.close({ notify: false }));
      state.attach(conn, transport);
    };
  }

  const upgrade: UpgradeHandler = (req, socket, head) => {
    const url = requestUrl(req);
    if (!url || url.pathname.replace(/\/+$/, "") !== path) return false;
    // A reset during the async checks must not become an uncaught error.
    socket.on("error", ignore);
    resolve(req, url.searchParams).then(
      (result) => {
        if (result instanceof HttpError) return refuseUpgrade(socket, result.status, result.message);
        // Checked again: close() or another transport may have come while the token was verified.
        if (state.closing() || result.closed || result.transport)
          return refuseUpgrade(socket, 409, "The connection is no longer available.");
        wss.handleUpgrade(req, socket, head, start(result, socket));
      },
      (err: unknown) => {
        options.log(`[hub] upgrade failed: ${(err as Error)?.stack ?? String(err)}`);
        refuseUpgrade(socket, 500, "Internal server error");
      },
    );
    return true;
  };

  return { upgrade, close: () => wss.close() };
}

const ignore = () => {};
