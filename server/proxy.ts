import type { Request } from "express";
import { createProxyMiddleware, type RequestHandler } from "http-proxy-middleware";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

const PROXY_TIMEOUT_MS = 30_000;

/**
 * Forwards the given base paths (REST services, the notification hub's WebSocket and the identity
 * provider) to an external platform, so the browser keeps talking to one origin.
 * The returned middleware's `upgrade` must be attached to the HTTP server's "upgrade" event.
 */
export function createPlatformProxy(target: string, basePaths: readonly string[], log: (line: string) => void): RequestHandler<Request> {
  const prefixes = basePaths.map((p) => p.replace(/\/+$/, ""));
  const matches = (path: string) => prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

  return createProxyMiddleware<Request>({
    target,
    changeOrigin: true,
    xfwd: true,
    ws: true,
    proxyTimeout: PROXY_TIMEOUT_MS,
    timeout: PROXY_TIMEOUT_MS,
    pathFilter: (path) => matches(path),
    on: {
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
}

function isResponse(res: ServerResponse<IncomingMessage> | Socket): res is ServerResponse<IncomingMessage> {
  return typeof (res as ServerResponse).writeHead === "function";
}
