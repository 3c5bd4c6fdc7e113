import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { createServer, type RunningServer } from "../../../server/app";
import { parseEnv, type ServerConfig } from "../../../server/config";

function configFor(env: Record<string, string> = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), "console-server-"));
  return {
    ...parseEnv({ DATA_DIR: dataDir, PLATFORM_SIMULATE: "false", NODE_ENV: "test", ...env }),
    sessionSecret: "s".repeat(32),
  };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start(env: Record<string, string> = {}): Promise<{ server: RunningServer; base: string }> {
  const server = await createServer(configFor(env), { console: false, log: () => {} });
  return { server, base: await listen(server.httpServer) };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("server with the embedded platform", () => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => ({ server, base } = await start()));
  afterAll(() => server.close());

  it("reports healthy once the database is open", async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("keeps an idle keep-alive connection open past Node's 5 s default (and its 1 s grace), so a client reusing it is not reset", async () => {
    const { connect } = await import("node:net");
    const socket = connect(Number(new URL(base).port), "127.0.0.1");
    await once(socket, "connect");
    let closedByServer = false;
    socket.on("end", () => (closedByServer = true));
    const ask = () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    const answer = () =>
      new Promise<string>((resolve) => socket.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    ask();
    expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(closedByServer).toBe(false);
    ask();
    expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  }, 15_000);

  it("sends the security headers and hides the framework", async () => {
    const res = await fetch(`${base}/healthz`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // plain HTTP: no HSTS, or a developer's browser would pin localhost to HTTPS
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the request reached the proxy over HTTPS", async () => {
    const res = await fetch(`${base}/healthz`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("uses a fresh CSP nonce for every response", async () => {
    const [a, b] = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/healthz`)]);
    const nonceA = nonceOf(a.headers.get("content-security-policy"));
    const nonceB = nonceOf(b.headers.get("content-security-policy"));
    expect(nonceA).toBeTruthy();
    expect(nonceB).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
  });

  it("answers unknown service paths with a JSON 404", async () => {
    for (const path of [
      "/billing/api/no/such/thing",
      "/statistics/api/v1/anything",
      "/ai-framework-management/api/v1/no/such/thing",
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: "Not found" });
    }
  });

  it("leaves the identity provider's pages their own CSP", async () => {
    const res = await fetch(`${base}/idp/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy") ?? "").not.toContain("'nonce-");
  });

  it("serves public files with a cache lifetime", async () => {
    const res = await fetch(`${base}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    // Public files in folders too (they are looked up by their top-level names only).
    const catalogue = await fetch(`${base}/locales/en-us/common.json`);
    expect(catalogue.status).toBe(200);
    expect(await catalogue.json()).toHaveProperty("page_title");
  });

  it("refuses console bodies over 1 MiB, and uploads of no declared length", async () => {
    const big = "a".repeat(1024 * 1024 + 1);
    const declared = await fetch(`${base}/login`, {
      method: "POST",
      body: big,
      headers: { "Content-Type": "text/plain" },
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("b".repeat(64 * 1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/login`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(411);
    // A normal form post goes through (to a 404 here: no console mounted).
    expect((await fetch(`${base}/login`, { method: "POST", body: "email=a" })).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("refuses cross-site writes to the console, but not same-site ones or the bearer APIs", async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${base}${path}`, { method: "POST", headers, body: "a=1" });
    const evil = await post("/logout", { Origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe("Cross-site request refused");
    expect((await post("/logout", { "Sec-Fetch-Site": "cross-site", Origin: base })).status).toBe(403);
    expect((await post("/logout", { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await post("/logout", { Origin: "null" })).status).toBe(403);
    // Same origin, a typed navigation, or no browser at all: the request goes on (here to a 404: no console mounted).
    expect((await post("/logout", { Origin: base, "Sec-Fetch-Site": "same-origin" })).status).toBe(404);
    expect((await post("/logout", { "Sec-Fetch-Site": "none" })).status).toBe(404);
    expect((await post("/logout", {})).status).toBe(404);
    // The platform's REST paths authenticate with bearer tokens: their own 401, not a CSRF refusal.
    expect((await post("/billing/api/reports/calls", { Origin: "https://evil.example" })).status).toBe(401);
    // Reads are never refused.
    expect((await fetch(`${base}/healthz`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("server in proxy mode (PLATFORM_URL set)", () => {
  let upstream: Server;
  let wss: WebSocketServer;
  let upstreamBase: string;
  const seen: { method?: string; url?: string; host?: string; body: string }[] = [];
  let server: RunningServer;
  let base: string;

  beforeAll(async () => {
    upstream = createHttpServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ upstream: true, url: req.url, body }));
      });
    });
    wss = new WebSocketServer({ server: upstream });
    wss.on("connection", (socket, req) => {
      socket.on("message", (data) => socket.send(`echo ${req.url} ${data.toString()}`));
    });
    upstreamBase = await listen(upstream);
    ({ server, base } = await start({ PLATFORM_URL: upstreamBase }));
  });
  afterAll(async () => {
    await server.close();
    wss.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("is healthy without a local database", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(server.platform).toBeNull();
  });

  it("forwards service requests with their path, query and body", async () => {
    const res = await fetch(`${base}/billing/api/x?page=2`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ upstream: true, url: "/billing/api/x?page=2" });

    const post = await fetch(`${base}/vaic/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "owner@example.com", password: "secret" }),
    });
    // no body parser may consume the stream before the proxy
    expect(await post.json()).toMatchObject({
      body: JSON.stringify({ email: "owner@example.com", password: "secret" }),
    });
    expect(seen.at(-1)).toMatchObject({ method: "POST", host: new URL(upstreamBase).host });
  });

  it("forwards the identity provider too, but nothing outside the service paths", async () => {
    expect(await (await fetch(`${base}/idp/auth`)).json()).toMatchObject({ url: "/idp/auth" });
    const count = seen.length;
    const res = await fetch(`${base}/billing/apix`);
    expect(res.status).toBe(404);
    expect(seen.length).toBe(count);
  });

  it("proxies the notification hub's WebSocket upgrade", async () => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/vaic/api/notifications?id=abc`);
    await once(ws, "open");
    ws.send("ping");
    const [message] = (await once(ws, "message")) as [Buffer];
    expect(message.toString()).toBe("echo /vaic/api/notifications?id=abc ping");
    ws.close();
  });
});

describe("server in proxy mode with the platform down", () => {
  it("answers a JSON 502 with a message", async () => {
    const closed = createHttpServer();
    const deadBase = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { server, base } = await start({ PLATFORM_URL: deadBase });
    try {
      const res = await fetch(`${base}/billing/api/v1/Calls`);
      expect(res.status).toBe(502);
      expect((await res.json()).message).toMatch(/platform is not reachable/);
    } finally {
      await server.close();
    }
  });
});

describe("shutdown", () => {
  it("stops accepting connections and closes the database", async () => {
    const { server, base } = await start();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await server.close();
    expect(server.httpServer.listening).toBe(false);
    expect(server.platform?.db.open).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("in proxy mode, ends the proxied WebSockets at both ends (as the embedded hub ends its own) instead of waiting for them", async () => {
    const upstream = createHttpServer();
    const wss = new WebSocketServer({ server: upstream });
    const { server, base } = await start({ PLATFORM_URL: await listen(upstream) });
    try {
      const atPlatform = once(wss, "connection") as Promise<[WebSocket]>;
      const ws = new WebSocket(`${base.replace("http", "ws")}/vaic/api/notifications`);
      await once(ws, "open");
      const [platformSide] = await atPlatform;
      const closed = [once(ws, "close"), once(platformSide, "close")];
      await server.close();
      await Promise.all(closed);
      expect([ws.readyState, platformSide.readyState]).toEqual([WebSocket.CLOSED, WebSocket.CLOSED]);
    } finally {
      wss.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

describe("as a worker of npm start's cluster", () => {
  it("names its worker in the health check, so an operator can tell which one answered", async () => {
    const server = await createServer(configFor(), { console: false, log: () => {}, workerId: 2 });
    const base = await listen(server.httpServer);
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok", worker: 2 });
    } finally {
      await server.close();
    }
  });
});
