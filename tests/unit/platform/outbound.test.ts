/**
 * Requests to customer-supplied URLs (docs/security.md#outbound-requests): private addresses are
 * refused when a URL is saved and when it is called (each redirect hop too), unless configured;
 * the platform's own origin is allowed; answers are read up to a size.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addressAllowed,
  checkOutboundUrl,
  OutboundError,
  outboundRequest,
  readBody,
  type OutboundPolicy,
} from "../../../platform/http/outbound";

let server: Server;
let other: Server;
let origin: string;
let otherOrigin: string;

function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const s = createServer(handler);
  return new Promise((resolve) =>
    s.listen(0, "127.0.0.1", () => resolve([s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`])),
  );
}

beforeAll(async () => {
  [other, otherOrigin] = await listen((_req, res) => res.end("other"));
  [server, origin] = await listen((req, res) => {
    if (req.url === "/redirect-away") {
      res.writeHead(302, { location: `${otherOrigin}/` }).end();
    } else if (req.url === "/redirect-home") {
      res.writeHead(303, { location: "/hello" }).end();
    } else if (req.url === "/big") {
      res.end("x".repeat(10_000));
    } else if (req.url === "/slow") {
      setTimeout(() => res.end("late"), 2_000);
    } else {
      res.end(`hello ${req.method}`);
    }
  });
});

afterAll(() => {
  server.close();
  other.close();
});

const publicOnly = (): OutboundPolicy => ({ privateAllowed: [], ownOrigin: "http://console.example:3000" });
const ownIsServer = (): OutboundPolicy => ({ privateAllowed: [], ownOrigin: origin });

describe("checking a URL before it is saved", () => {
  it("refuses what is not an http(s) URL, or carries credentials", async () => {
    for (const url of ["ftp://example.com/a", "javascript:alert(1)", "not a url", "http://user:pw@example.com/"]) {
      expect(await checkOutboundUrl(url, publicOnly()), url).toBe("validation_invalid_url");
    }
  });

  it("refuses loopback, private, link-local and mapped addresses", async () => {
    for (const url of [
      "http://127.0.0.1:9/",
      "http://10.1.2.3/",
      "http://192.168.0.10/",
      "http://172.16.5.5/",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
      "http://localhost:8080/",
    ]) {
      expect(await checkOutboundUrl(url, publicOnly()), url).toBe("validation_url_private_address");
    }
  });

  it("accepts a public address, the platform's own origin, and what the configuration allows", async () => {
    expect(await checkOutboundUrl("https://93.184.216.34/api", publicOnly())).toBeNull();
    expect(await checkOutboundUrl(`${origin}/sandbox`, ownIsServer())).toBeNull();
    const lan: OutboundPolicy = { privateAllowed: ["10.0.0.0/8", "192.168.1.20"], ownOrigin: origin };
    expect(await checkOutboundUrl("http://10.20.30.40:11434/v1", lan)).toBeNull();
    expect(await checkOutboundUrl("http://192.168.1.20/", lan)).toBeNull();
    expect(await checkOutboundUrl("http://192.168.1.21/", lan)).toBe("validation_url_private_address");
    expect(addressAllowed("127.0.0.1", { privateAllowed: ["*"], ownOrigin: origin })).toBe(true);
  });
});

describe("making the request", () => {
  it("refuses a private address at connect time, with the reason", async () => {
    const refusal = await outboundRequest(`${otherOrigin}/`, { timeoutMs: 2_000, policy: ownIsServer() }).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(OutboundError);
    expect((refusal as OutboundError).reason).toBe("validation_url_private_address");
  });

  it("reaches the platform's own origin and an allowed address", async () => {
    const own = await outboundRequest(`${origin}/hello`, {
      method: "POST",
      body: "{}",
      timeoutMs: 2_000,
      policy: ownIsServer(),
    });
    expect(own.status).toBe(200);
    expect((await readBody(own.stream, 1_000)).body.toString()).toBe("hello POST");
    const allowed = await outboundRequest(`${otherOrigin}/`, {
      timeoutMs: 2_000,
      policy: { privateAllowed: ["127.0.0.1"], ownOrigin: "http://console.example" },
    });
    expect((await readBody(allowed.stream, 1_000)).body.toString()).toBe("other");
  });

  it("checks every redirect hop again, and a 303 continues as a GET", async () => {
    const away = await outboundRequest(`${origin}/redirect-away`, { timeoutMs: 2_000, policy: ownIsServer() }).catch(
      (e: unknown) => e,
    );
    expect((away as OutboundError).reason).toBe("validation_url_private_address");
    const home = await outboundRequest(`${origin}/redirect-home`, {
      method: "POST",
      body: "x",
      timeoutMs: 2_000,
      policy: ownIsServer(),
    });
    expect((await readBody(home.stream, 1_000)).body.toString()).toBe("hello GET");
    expect(home.url).toBe(`${origin}/hello`);
  });

  it("reads an answer up to a size and says it was cut", async () => {
    const answer = await outboundRequest(`${origin}/big`, { timeoutMs: 2_000, policy: ownIsServer() });
    const { body, truncated } = await readBody(answer.stream, 1_000);
    expect(body.length).toBe(1_000);
    expect(truncated).toBe(true);
  });

  it("gives up after the timeout", async () => {
    const started = Date.now();
    const late = await outboundRequest(`${origin}/slow`, { timeoutMs: 300, policy: ownIsServer() })
      .then((a) => readBody(a.stream, 1_000))
      .catch((e: unknown) => e);
    expect(late).toBeInstanceOf(OutboundError);
    expect((late as OutboundError).reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
