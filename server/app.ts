import { REQUEST_BODY_LIMITS } from "../contract/limits/request-body-limits";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { readdirSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadIdpSecrets } from "../platform/idp/secrets";
import { createPlatform, SERVICE_BASE_PATHS, type Platform } from "../platform/index";
import type { ServerConfig } from "./config";
import { requestLogger } from "./logging";
import { createPlatformProxy } from "./proxy";
import { createRemixHandler } from "./remix";
import {
  cspNonce,
  limitRequestBodies,
  refuseCrossSiteWrites,
  secureCookies,
  securityHeaders,
  servedOverHttps,
  TRUSTED_PROXIES,
} from "./security";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Identity provider path: proxied like the services in proxy mode. */
const IDP_PATH = "/idp";
/** How long open keep-alive/streaming connections get to finish during shutdown. */
const DRAIN_MS = 5_000;

export interface ServerOptions {
  /** Serve the Remix console (needs `remix build`). Tests of the HTTP layer turn it off. */
  console?: boolean;
  /** The console's build instead of `remix build`'s bundle (tests build one from the sources). */
  consoleBuild?: ServerBuild;
  /** Seed the demo data when the embedded platform's database is empty (npm start, e2e). */
  seedIfEmpty?: boolean;
  /** Log one line per request (default: on unless NODE_ENV=test). */
  logRequests?: boolean;
  log?: (line: string) => void;
  /** The cluster worker's id (`npm start`), shown by /healthz so an operator or a test can tell workers apart. */
  workerId?: number;
}

export interface RunningServer {
  app: Express;
  /** Not listening yet: call `listen()` on it. */
  httpServer: Server;
  /** The embedded platform, or null in proxy mode (PLATFORM_URL set). */
  platform: Platform | null;
  /** Tells `remix dev` the server is up (development only; a no-op otherwise). */
  announceReady(): Promise<void>;
  /** Stops accepting connections, drains them, then closes the platform (simulator, database). */
  close(): Promise<void>;
}

/** How long an idle keep-alive connection stays open: longer than a load balancer's 60 s. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Builds the whole server: security headers, compression, static files, health check, then the
 * embedded platform or a proxy to PLATFORM_URL, then the console. No JSON body parser is mounted
 * here: Remix, the identity provider and the hub read their bodies themselves.
 */
export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const production = config.nodeEnv === "production";
  const app = express();
  const httpServer = createHttpServer(app);
  // The server keeps an idle connection longer than its clients do (browsers, load balancers at 60 s,
  // the console workers' proxy): when the server closed first (Node's default is 5 s), a client
  // reusing the socket at that moment got ECONNRESET on a request it had already sent.
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  let stopping = false;

  app.disable("x-powered-by");
  // Behind a load balancer on a private network: trust its X-Forwarded-* headers, nobody else's.
  app.set("trust proxy", TRUSTED_PROXIES);
  app.use(cspNonce);
  app.use(secureCookies({ publicOrigin: config.publicOrigin }));
  if (options.logRequests ?? config.nodeEnv !== "test") app.use(requestLogger(production));
  app.use(
    securityHeaders({
      publicOrigin: config.publicOrigin,
      devOrigin: config.nodeEnv === "development" ? (process.env.REMIX_DEV_ORIGIN ?? null) : null,
    }),
  );
  app.use(refuseCrossSiteWrites({ publicOrigin: config.publicOrigin, exempt: SERVICE_BASE_PATHS }));
  app.use(
    limitRequestBodies({
      maxBytes: REQUEST_BODY_LIMITS.CONSOLE_BYTES,
      exempt: SERVICE_BASE_PATHS,
      // docs/features/ai-framework.md#documents: the add-document form carries a file, streamed to disk.
      larger: { "/portal/ai_framework/documents/new": REQUEST_BODY_LIMITS.CONSOLE_AI_DOCUMENT_UPLOAD_BYTES },
    }),
  );
  app.use(
    compression({
      // Streams must reach the client as they are written.
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );
  app.use("/build", express.static(join(ROOT, "public", "build"), { immutable: true, maxAge: "1y", index: false }));
  // The other public files by their top-level names only: a page or a platform call (several a
  // page) would otherwise cost a file-system look-up each.
  const publicFiles = express.static(join(ROOT, "public"), { maxAge: "1h", index: false });
  const publicNames = new Set(readdirSync(join(ROOT, "public")).filter((name) => name !== "build"));
  app.use((req, res, next) =>
    publicNames.has(req.path.split("/", 2)[1] ?? "") ? publicFiles(req, res, next) : next(),
  );

  let platform: Platform | null = null;
  /** Ends the proxied WebSockets (proxy mode): a drain would wait its whole time for them, as for the hub's own. */
  let closeProxiedRealtime = () => {};
  app.get("/healthz", (_req, res) => {
    const ok = !stopping && (config.platformUrl !== null || platform?.ready === true);
    res.setHeader("Cache-Control", "no-store");
    const status = ok ? "ok" : stopping ? "stopping" : "starting";
    res.status(ok ? 200 : 503).json(options.workerId === undefined ? { status } : { status, worker: options.workerId });
  });

  if (config.platformUrl) {
    const proxy = createPlatformProxy(config.platformUrl, [...SERVICE_BASE_PATHS, IDP_PATH], log);
    app.use(proxy.handler);
    httpServer.on("upgrade", proxy.upgrade);
    closeProxiedRealtime = proxy.closeRealtime;
    // The identity service's client secret of the console is issued by the external platform.
    if (config.idpClientSecret) process.env.IDP_CLIENT_SECRET = config.idpClientSecret;
  } else {
    platform = await createPlatform({
      dataDir: config.dataDir,
      publicOrigin: config.publicOrigin,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      simulate: config.platformSimulate,
      dnsServers: config.platformDnsServers,
      privateUrlsAllowed: config.platformPrivateUrlsAllowed,
      phoneProviderStepMs: config.phoneProviderStepMs,
      teamsConnectionSetupSeconds: config.teamsConnectionSetupSeconds,
      helpLinks: config.helpLinks,
      seedIfEmpty: options.seedIfEmpty ?? false,
      log,
    });
    app.use(platform.router);
    const embedded = platform;
    // The notification hub's WebSockets; any other upgrade has no handler here.
    httpServer.on("upgrade", (req, socket, head) => {
      if (!embedded.upgrade(req, socket, head)) socket.destroy();
    });
    // The embedded identity provider keeps the console's client secret in its database.
    process.env.IDP_CLIENT_SECRET = loadIdpSecrets(platform.db).clientSecret;
  }

  let announceReady = async () => {};
  if (options.console ?? true) {
    // Loaders and actions reach the platform over HTTP like any client, at the proxy target or here.
    const platformBaseUrl = () =>
      config.platformUrl ?? `http://127.0.0.1:${(httpServer.address() as AddressInfo | null)?.port ?? config.port}`;
    // A fresh object per request: the console keys per-request caches by it.
    const getLoadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
      cspNonce: res.locals.cspNonce,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      platformBaseUrl: platformBaseUrl(),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      platformTimeoutMs: config.platformTimeoutMs,
      secureCookies: servedOverHttps(req, config.publicOrigin),
      appendSetCookie: (cookie) => void res.append("Set-Cookie", cookie),
      consoleRoot: ROOT,
    });
    // The session cookie code reads its key from the environment, also when DATA_DIR generated it.
    process.env.SESSION_SECRET = config.sessionSecret;
    const remix = await createRemixHandler(config.nodeEnv, getLoadContext, options.consoleBuild);
    app.all("*", remix.handler);
    announceReady = remix.announceReady;
  }

  const lastResort: ErrorRequestHandler = (err, req, res, _next) => {
    // A client's mistake a body parser reported (413 too large, 400 malformed) is answered as such.
    const status = (err as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (res.headersSent) return res.end();
      res
        .status(status)
        .type("text/plain")
        .send(status === 413 ? "Request body too large" : "Bad request");
      return;
    }
    console.error(`[server] ${req.method} ${req.originalUrl} failed`, err);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal server error");
  };
  app.use(lastResort);

  async function close() {
    if (stopping) return;
    stopping = true;
    // Open WebSockets and held long polls would keep the drain waiting its whole time.
    await platform?.closeRealtime();
    closeProxiedRealtime();
    if (httpServer.listening) {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      const drained = new Promise<void>((resolve) =>
        setTimeout(() => {
          httpServer.closeAllConnections();
          resolve();
        }, DRAIN_MS).unref(),
      );
      await Promise.race([closed, drained]);
    }
    await platform?.close();
  }

  return { app, httpServer, platform, announceReady, close };
}
