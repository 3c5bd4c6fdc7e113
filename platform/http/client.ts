import type { Request } from "express";

/**
 * The address a request came from, as the host app's `trust proxy` setting resolves it: behind
 * server.ts that is the socket's peer, or the client a trusted proxy (a load balancer on a private
 * network, the console calling from loopback) names in X-Forwarded-For. Nobody else's header counts.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
