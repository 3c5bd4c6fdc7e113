/**
 * The hub's HTTP side, mounted at the hub path: POST /negotiate, and the long-polling requests that
 * carry `?id=<connectionToken>` (GET polls, POST sends, DELETE closes). A GET or DELETE without id is
 * the notifications REST API on the same path, so those fall through to it.
 *
 * Auth: negotiate and the first poll (which starts the transport) need a valid bearer token of the
 * connection's user. Later polls and sends are authorised by the secret connection token alone, so a
 * token that expires while connected does not end the connection; the user's rights are checked
 * again when the client reconnects.
 */
import express, { type Request } from "express";
import { badRequest, forbidden, HttpError, jsonErrorHandler, notFound, route } from "../../http/errors";
import { tokenFrom, verifyBearer } from "./auth";
import type { HubConnection } from "./connection";
import { LongPollingTransport } from "./longPolling";
import type { HubState } from "./state";
import { requestUrl } from "./websocket";

/** The only negotiate version served: it keeps the addressing token apart from the public id. */
const NEGOTIATE_VERSION = 1;
const AVAILABLE_TRANSPORTS = [
  { transport: "WebSockets", transferFormats: ["Text"] },
  { transport: "LongPolling", transferFormats: ["Text"] },
];

const queryOf = (req: Request) => requestUrl(req)?.searchParams ?? new URLSearchParams();
const idOf = (req: Request) => queryOf(req).get("id") || null;

export function createHubRouter(state: HubState): express.Router {
  const { ctx, registry, options } = state;
  const router = express.Router();

  const connectionOf = (id: string): HubConnection => {
    const conn = registry.get(id);
    if (!conn) throw notFound("No connection with that ID.");
    return conn;
  };

  router.post(
    "/negotiate",
    route(async (req, res) => {
      if (state.closing()) throw new HttpError(503, "The hub is shutting down.");
      const who = await verifyBearer(ctx, tokenFrom(req.headers, queryOf(req)));
      if (who instanceof HttpError) throw who;
      const version = Number(queryOf(req).get("negotiateVersion") ?? 0);
      // Version 0 would use the public connectionId as the address; the official client sends 1.
      if (!(version >= NEGOTIATE_VERSION)) throw badRequest("negotiateVersion 1 or later is required.");
      if (state.closing()) throw new HttpError(503, "The hub is shutting down.");
      const conn = state.open(who);
      res.setHeader("Cache-Control", "no-store");
      res.json({
        negotiateVersion: NEGOTIATE_VERSION,
        connectionId: conn.connectionId,
        connectionToken: conn.token,
        availableTransports: AVAILABLE_TRANSPORTS,
      });
    }),
  );

  router.get(
    "/",
    route(async (req, res, next) => {
      const id = idOf(req);
      if (!id) return next();
      const conn = connectionOf(id);
      if (conn.transport instanceof LongPollingTransport) return conn.transport.poll(res);
      if (conn.transport) throw badRequest("Cannot change transports mid-connection.");
      if (conn.closed) throw notFound("No connection with that ID.");
      // The first poll starts the transport and returns at once, with no data.
      const who = await verifyBearer(ctx, tokenFrom(req.headers, queryOf(req)));
      if (who instanceof HttpError) throw who;
      if (who.userId !== conn.who.userId || who.accountId !== conn.who.accountId) throw forbidden();
      if (conn.closed || conn.transport) throw notFound("No connection with that ID.");
      state.attach(
        conn,
        new LongPollingTransport(
          options,
          () => conn.close({ notify: false }),
          () => registry.forget(conn),
        ),
      );
      res.setHeader("Cache-Control", "no-store");
      res.status(200).end();
    }),
  );

  router.post(
    "/",
    express.text({ type: () => true, limit: options.maxTransferBytes }),
    route((req, res) => {
      const id = idOf(req);
      if (!id) throw badRequest("Connection ID required");
      const conn = connectionOf(id);
      if (!(conn.transport instanceof LongPollingTransport))
        throw new HttpError(405, "POST requests are not allowed on this connection.");
      if (conn.closed) throw notFound("The connection has ended.");
      conn.receive(typeof req.body === "string" ? req.body : "");
      res.setHeader("Cache-Control", "no-store");
      res.status(200).end();
    }),
  );

  router.delete(
    "/",
    route((req, res, next) => {
      const id = idOf(req);
      if (!id) return next();
      const conn = connectionOf(id);
      if (!(conn.transport instanceof LongPollingTransport))
        throw badRequest("Cannot terminate this connection using the DELETE endpoint.");
      // The held (or next) poll then answers 204: the client's signal that the server is done.
      conn.close({ notify: false });
      res.status(202).end();
    }),
  );

  router.use(jsonErrorHandler);
  return router;
}
