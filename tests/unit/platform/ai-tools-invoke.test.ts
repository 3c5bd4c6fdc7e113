/**
 * Calling a tool (platform/ai/tools/invoke.ts; docs/features/ai-framework.md#calling-a-tool) against a
 * local HTTP server on 127.0.0.1: reachable only where the configuration allows the address
 * (PLATFORM_PRIVATE_URLS_ALLOWED), refused without; the URL, query and body filled from the
 * arguments; secret header values sent but shown as "•••"; the answer path; a long answer cut; the
 * timeout; arguments that do not fit the parameters refused before any request; the mock answer; and
 * the pre-defined tools.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_TOOLS } from "../../../contract/limits/ai";
import { MESSAGES } from "../../../contract/messages";
import { BUILT_IN_TOOLS, schemaOfRows, type ParametersSchema } from "../../../contract/wire/aiTools";
import { callActionOf } from "../../../platform/ai/tools/built-in";
import { invokeTool, MASKED } from "../../../platform/ai/tools/invoke";
import { loadTool, loadTools, toolFunction, type InvocableTool } from "../../../platform/ai/tools/tool";
import { createTestContext, insertAccount, type TestContext } from "./helpers";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let origin: string;
/** Every request the server received, in order. */
const seen: Seen[] = [];
let allowed: TestContext;
let strict: TestContext;
let account: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const path = (req.url ?? "").split("?")[0];
      if (path === "/json") {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ data: { items: [{ name: "Widget", price: 12.5 }], count: 1 } }));
      } else if (path === "/big") res.end("y".repeat(AI_TOOLS.MAX_RESPONSE_BYTES + 10_000));
      else if (path === "/slow") setTimeout(() => res.end("late"), 2_500);
      else if (path === "/fail") res.writeHead(503).end("down for maintenance");
      else if (path === "/text") res.end("plain words");
      else res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowed = createTestContext({ privateUrlsAllowed: ["127.0.0.1"] });
  strict = createTestContext();
  account = insertAccount(allowed.ctx);
});

afterAll(() => {
  server.close();
  allowed.cleanup();
  strict.cleanup();
});

const params = (...rows: [string, "string" | "number" | "integer" | "boolean", boolean][]): ParametersSchema =>
  schemaOfRows(rows.map(([name, type, required]) => ({ name, type, required })));

function tool(more: Partial<InvocableTool> = {}): InvocableTool {
  return {
    id: "t1",
    name: "lookup",
    builtIn: null,
    description: "Looks things up",
    parameters: params(["city", "string", true], ["days", "integer", false]),
    method: "GET",
    url: `${origin}/echo`,
    headers: [],
    bodyTemplate: "",
    timeoutSeconds: 5,
    answerPath: "",
    mockAnswer: null,
    ...more,
  };
}

const call = (t: InvocableTool, args: Record<string, unknown>, ctx = allowed.ctx) => invokeTool(ctx, account, t, args);

describe("the request a tool makes", () => {
  it("fills the URL's placeholders and sends the other arguments of a GET in its query", async () => {
    const trace = await call(tool({ url: `${origin}/echo/{city}` }), { city: "São Paulo & co", days: 3 });
    expect(trace.error).toBeNull();
    expect(trace.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/echo/S%C3%A3o%20Paulo%20%26%20co?days=3", body: "" });
    expect(trace.request).toEqual({
      method: "GET",
      url: `${origin}/echo/S%C3%A3o%20Paulo%20%26%20co?days=3`,
      headers: {},
      body: null,
    });
    expect(trace.arguments).toEqual({ city: "São Paulo & co", days: 3 });
    expect(trace.value).toBe(trace.body);
    expect(trace.mocked).toBe(false);
    expect(trace.ms).toBeGreaterThanOrEqual(0);
  });

  it("sends the header values and shows them as •••", async () => {
    const trace = await call(tool({ headers: [{ name: "Authorization", value: "Bearer s3cret-token" }] }), {
      city: "Oslo",
    });
    expect(seen.at(-1)!.headers.authorization).toBe("Bearer s3cret-token");
    expect(trace.request.headers).toEqual({ Authorization: MASKED });
    expect(JSON.stringify(trace)).not.toContain("s3cret-token");
  });

  it("fills a JSON body template JSON-escaped: strings inside quotes, values outside", async () => {
    const trace = await call(
      tool({ method: "POST", bodyTemplate: '{"city": "{city}", "days": {days}, "note": "{missing}"}' }),
      { city: 'He said "hi"\n', days: 4 },
    );
    const sent = seen.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.headers["content-type"]).toBe("application/json");
    // {missing} names no parameter: it stays as written.
    expect(JSON.parse(sent.body)).toEqual({ city: 'He said "hi"\n', days: 4, note: "{missing}" });
    expect(trace.request.body).toBe(sent.body);
    expect(trace.request.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("puts null for an optional argument left out, and sends the arguments as JSON without a template", async () => {
    await call(tool({ method: "PUT", bodyTemplate: '{"days": {days}}' }), { city: "Rome" });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ days: null });
    await call(tool({ method: "PATCH" }), { city: "Rome", days: 2 });
    expect(seen.at(-1)!.method).toBe("PATCH");
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ city: "Rome", days: 2 });
  });

  it("URL-encodes a form body, and sends a text body as it is", async () => {
    await call(
      tool({
        method: "POST",
        headers: [{ name: "Content-Type", value: "application/x-www-form-urlencoded" }],
        bodyTemplate: "city={city}&days={days}",
      }),
      { city: "a&b=c", days: 1 },
    );
    expect(seen.at(-1)!.body).toBe("city=a%26b%3Dc&days=1");
    await call(tool({ method: "POST", bodyTemplate: "Weather for {city}" }), { city: "Nice" });
    expect(seen.at(-1)!.body).toBe("Weather for Nice");
  });
});

describe("the answer", () => {
  it("picks the value at the answer path, a string as it is and anything else as JSON", async () => {
    const json = tool({ url: `${origin}/json` });
    expect((await call({ ...json, answerPath: "data.items[0].name" }, { city: "x" })).value).toBe("Widget");
    expect((await call({ ...json, answerPath: "data.items[0].price" }, { city: "x" })).value).toBe("12.5");
    expect((await call({ ...json, answerPath: "data.items" }, { city: "x" })).value).toBe(
      '[{"name":"Widget","price":12.5}]',
    );
  });

  it("says when the path finds nothing, or the answer is not JSON", async () => {
    const missing = await call(tool({ url: `${origin}/json`, answerPath: "data.items[3].name" }), { city: "x" });
    expect(missing).toMatchObject({ status: 200, value: null, error: "The answer has nothing at data.items[3].name" });
    const text = await call(tool({ url: `${origin}/text`, answerPath: "data" }), { city: "x" });
    expect(text.body).toBe("plain words");
    expect(text.error).toBe("The answer is not JSON, so the answer path data picks nothing");
  });

  it("cuts a long answer at the limit and says so", async () => {
    const trace = await call(tool({ url: `${origin}/big` }), { city: "x" });
    expect(trace.status).toBe(200);
    expect(trace.body.startsWith("y".repeat(AI_TOOLS.MAX_RESPONSE_BYTES))).toBe(true);
    expect(trace.body.slice(AI_TOOLS.MAX_RESPONSE_BYTES)).toBe(
      "\n[… cut: the answer is longer than 256 KB; the rest was not read]",
    );
    expect(trace.value).toBe("y".repeat(AI_TOOLS.MAX_RESPONSE_BYTES));
  });

  it("reports a status that is not a success, with its body", async () => {
    const trace = await call(tool({ url: `${origin}/fail` }), { city: "x" });
    expect(trace).toMatchObject({
      status: 503,
      body: "down for maintenance",
      value: null,
      error: "The tool's server answered 503",
    });
  });

  it("gives up at the tool's timeout", async () => {
    const started = Date.now();
    const trace = await call(tool({ url: `${origin}/slow`, timeoutSeconds: 1 }), { city: "x" });
    expect(trace.error).toBe("The tool did not answer within 1 s");
    expect(trace.status).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(trace.ms).toBeGreaterThanOrEqual(990);
  });
});

describe("refusals before any request", () => {
  it("refuses a private address unless the configuration allows it", async () => {
    const before = seen.length;
    const trace = await call(tool(), { city: "x" }, strict.ctx);
    expect(trace.error).toBe(MESSAGES.validation_url_private_address);
    expect(trace.status).toBeNull();
    expect(seen.length).toBe(before);
    // The same URL with the address allowed is called.
    expect((await call(tool(), { city: "x" })).status).toBe(200);
    expect(seen.length).toBe(before + 1);
  });

  it("refuses arguments that do not fit the parameters, naming what is wrong", async () => {
    const before = seen.length;
    const wrong = await call(tool(), { city: 7, days: "two" });
    expect(wrong.error).toBe(
      "The arguments do not fit the parameters: arguments/city must be string, arguments/days must be integer",
    );
    const missing = await call(tool(), { days: 2 });
    expect(missing.error).toBe("The arguments do not fit the parameters: arguments must have required property 'city'");
    const extra = await call(tool(), { city: "x", color: "red" });
    expect(extra.error).toBe("The arguments do not fit the parameters: arguments must NOT have additional properties");
    expect(seen.length).toBe(before);
    expect(wrong.status).toBeNull();
  });

  it("answers the mock answer without calling the URL, and the trace says it was mocked", async () => {
    const before = seen.length;
    const trace = await call(tool({ mockAnswer: '{"forecast": {"sky": "sunny"}}', answerPath: "forecast.sky" }), {
      city: "Lyon",
    });
    expect(trace).toMatchObject({ mocked: true, status: null, body: '{"forecast": {"sky": "sunny"}}', value: "sunny" });
    expect(trace.request.url).toBe(`${origin}/echo?city=Lyon`);
    // A tool with only a mock answer has no URL.
    const bare = await call(tool({ url: "", mockAnswer: "ok" }), { city: "Lyon" });
    expect(bare).toMatchObject({ mocked: true, value: "ok", error: null });
    expect(seen.length).toBe(before);
  });
});

describe("the pre-defined tools", () => {
  const builtIn = (key: keyof typeof BUILT_IN_TOOLS) =>
    loadTools(allowed.ctx, account, [
      allowed.ctx.db
        .prepare("SELECT id FROM ai_tools WHERE account_id = ? AND built_in = ?")
        .pluck()
        .get(account, key) as string,
    ])[0];

  it("are every account's, from the moment it exists", () => {
    const names = allowed.ctx.db
      .prepare("SELECT name FROM ai_tools WHERE account_id = ? AND built_in IS NOT NULL ORDER BY name")
      .pluck()
      .all(account);
    expect(names).toEqual(["current_datetime", "end_call", "transfer_call"]);
    const clock = builtIn("current_datetime");
    expect(toolFunction(clock)).toEqual({
      type: "function",
      function: {
        name: "current_datetime",
        description: BUILT_IN_TOOLS.current_datetime.description,
        parameters: BUILT_IN_TOOLS.current_datetime.parameters,
      },
    });
    expect(loadTool(allowed.ctx, account, clock.id)?.name).toBe("current_datetime");
    expect(loadTool(strict.ctx, account, clock.id)).toBeNull();
  });

  it("current_datetime answers the platform's clock in the zone asked, else the account's", async () => {
    allowed.ctx.now = () => Date.UTC(2026, 10, 29, 13, 3, 5);
    const paris = await call(builtIn("current_datetime"), { timezone: "Europe/Paris" });
    expect(paris.error).toBeNull();
    expect(paris.value).toBe("Sunday 29 November 2026, 14:03 (Europe/Paris)");
    expect(JSON.parse(paris.body)).toEqual({
      datetime: "2026-11-29T14:03:05+01:00",
      date: "2026-11-29",
      time: "14:03",
      weekday: "Sunday",
      timezone: "Europe/Paris",
      utcOffset: "+01:00",
    });
    const own = await call(builtIn("current_datetime"), {});
    expect(own.value).toBe("Sunday 29 November 2026, 13:03 (UTC)");
    const wrong = await call(builtIn("current_datetime"), { timezone: "Mars/Olympus" });
    expect(wrong).toMatchObject({ value: null, error: '"Mars/Olympus" is not an IANA time zone' });
  });

  it("transfer_call and end_call record the action, which a call carries out", async () => {
    const transfer = await call(builtIn("transfer_call"), { target: "+14155550100" });
    expect(transfer).toMatchObject({ status: null, value: "Transferring the call to +14155550100", error: null });
    expect(transfer.request).toEqual({
      method: "ACTION",
      url: "call:transfer_call",
      headers: {},
      body: '{"target":"+14155550100"}',
    });
    expect(callActionOf(transfer)).toEqual({ action: "transfer_call", target: "+14155550100" });
    expect(callActionOf(await call(builtIn("end_call"), {}))).toEqual({ action: "end_call" });
    const refused = await call(builtIn("transfer_call"), {});
    expect(refused.error).toMatch(/must have required property 'target'/);
    expect(callActionOf(refused)).toBeNull();
  });
});
