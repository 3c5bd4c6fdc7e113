import type { Request } from "express";
import { createProxyMiddleware, type RequestHandler } from "http-proxy-middleware";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

const PROXY_TIMEOUT_MS = 30_000;

/** The proxy towards an external platform (PLATFORM_URL). */
export interface PlatformProxy {
  /** The middleware: forwards requests under the base paths, passes on the rest. */
  handler: RequestHandler<Request>;
  /** For the HTTP server's "upgrade" event: forwards the notification hub's WebSockets. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /**
   * Ends the forwarded WebSockets, both the browser's connection and the platform's (a forwarded
   * WebSocket is two piped sockets, and ending one does not end the other), so that a shutdown need
   * not wait for them and leaves nothing open at the platform.
   */
  closeRealtime(): void;
}

/**
 * Forwards the given base paths (REST services, the notification hub's WebSocket and the identity
 * provider) to an external platform, so the browser keeps talking to one origin.
 */
export function createPlatformProxy(
  target: string,
  basePaths: readonly string[],
  log: (line: string) => void,
): PlatformProxy {
  const prefixes = basePaths.map((p) => p.replace(/\/+$/, ""));
  const matches = (path: string) =>
    prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
  const realtime = new Set<Duplex>();
  const track = (socket: Duplex) => {
    realtime.add(socket);
    socket.once("close", () => realtime.delete(socket));
  };

  const handler = createProxyMiddleware<Request>({
    target,
    changeOrigin: true,
    xfwd: true,
    ws: true,
    proxyTimeout: PROXY_TIMEOUT_MS,
    timeout: PROXY_TIMEOUT_MS,
    pathFilter: (path) => matches(path),
    on: {
      // The platform's side of a forwarded WebSocket.
      open: (proxySocket) => track(proxySocket),
      error(err, req, res) {
        log(`[proxy] ${req.method} ${req.url} -> ${target}: ${err.message}`);
        if (isResponse(res)) {
          if (!res.headersSent) {
            res.writeHead(502, { "Content-Type": "application/json; charset=utf-8" });
            res.end(JSON.stringify({ message: "The platform is not reachable. Please try again later." }));
          } else {
            res.end();
          }
        } else {
          (res as Socket).destroy();
        }
      },
    },
  });

  return {
    handler,
    upgrade(req, socket, head) {
      track(socket);
      handler.upgrade(req, socket as Socket, head);
    },
    closeRealtime() {
      for (const socket of realtime) socket.destroy();
    },
  };
}

function isResponse(res: ServerResponse<IncomingMessage> | Socket): res is ServerResponse<IncomingMessage> {
  return typeof (res as ServerResponse).writeHead === "function";
}
