/**
 * AI tools on the embedded platform (docs/features/ai-framework.md#tools), over real HTTP against the
 * seeded platform: create, list, read, update and delete; header values write-only (never in an
 * answer, an empty one keeps the stored value); the schema typed by hand compiled with ajv; private
 * URLs refused at save; the pre-defined tools listed for every account, read-only and not counted;
 * the account's maximum; scoping and roles; the Test endpoint; the report. Expected values come from
 * the inputs or from direct SQL.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { AI_LIMITS_PER_ACCOUNT } from "../../../contract/limits/ai";
import {
  AI_TOOLS_API,
  AiToolDetailSchema,
  AiToolRowSchema,
  aiToolTestPath,
  type AiToolRow,
} from "../../../contract/wire/aiTools";
import { ToolCallTraceSchema } from "../../../contract/wire/aiTurns";
import { waitForJob } from "../../../platform/jobs/exports";
import { parseCsv } from "../support/csv";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(AI_TOOLS_API);
const ListSchema = entityListSchema(AI_TOOLS_API.rowsKey, AiToolRowSchema);
const rowsOf = (json: unknown) => ListSchema.parse(json)[AI_TOOLS_API.rowsKey] as AiToolRow[];
const SECRET = "Bearer very-secret-value-42";

let w: SeededPlatform;
let acme: string;
let trial: string;
const db = () => w.platform.db;
const stored = (id: string) => db().prepare("SELECT * FROM ai_tools WHERE id = ?").get(id) as Record<string, unknown>;
const builtInOf = (account: string, key: string) =>
  db().prepare("SELECT id FROM ai_tools WHERE account_id = ? AND built_in = ?").pluck().get(account, key) as string;
const ownCount = (account: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM ai_tools WHERE account_id = ? AND built_in IS NULL AND deleted_at IS NULL")
    .pluck()
    .get(account) as number;

/** A valid tool form (the platform's own origin: allowed at save). */
const form = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  description: "Finds the weather of a city",
  parametersMode: "rows",
  parameters: [
    { name: "city", type: "string", description: "The city", required: true },
    { name: "days", type: "integer", required: false },
  ],
  method: "POST",
  url: "http://127.0.0.1:3000/weather/{city}",
  headers: [{ name: "Authorization", value: SECRET }],
  bodyTemplate: '{"days": {days}}',
  timeoutSeconds: 7,
  answerPath: "forecast.sky",
  ...more,
});

async function create(body: unknown, caller: "owner" | "trial" = "owner"): Promise<string> {
  const answer = await w.call(caller, "POST", paths.create, { body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

async function refused(body: unknown, message: string, method = "POST", path = paths.create) {
  const before = w.totalChanges();
  const answer = await w.call("owner", method, path, { body });
  expect(answer.status, answer.text).toBe(400);
  expect((answer.json as { message: string }).message).toBe(message);
  expect(w.totalChanges()).toBe(before);
}

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("AI tools: the seed and the pre-defined tools", () => {
  it("lists every account's pre-defined tools, labelled, read-only and not counted", async () => {
    const answer = await w.call("trial", "GET", `${paths.list}?sort=name`);
    expect(answer.status).toBe(200);
    const rows = rowsOf(answer.json);
    expect(rows.map((r) => [r.name, r.builtIn, r.method, r.parameters])).toEqual([
      ["current_datetime", true, null, ["timezone?"]],
      ["end_call", true, null, []],
      ["transfer_call", true, null, ["target"]],
    ]);
    expect((answer.json as { limit: unknown }).limit).toEqual({
      max: AI_LIMITS_PER_ACCOUNT.TOOLS,
      count: 0,
      message: "warning_max_ai_tools_reached",
    });
    const detail = AiToolDetailSchema.parse(
      (await w.call("trial", "GET", paths.one(builtInOf(trial, "transfer_call")))).json,
    );
    expect(detail).toMatchObject({ builtIn: true, method: null, parametersMode: "schema" });
    expect(JSON.parse(detail.parametersSchema).required).toEqual(["target"]);
  });

  it("gives Acme Voice a mocked demo tool whose header value is never answered", async () => {
    const rows = rowsOf(
      (await w.call("owner", "GET", `${paths.list}?filter=${encodeURIComponent("(kind=custom)")}`)).json,
    );
    expect(rows.map((r) => [r.name, r.mocked, r.method, r.parameters])).toEqual([
      ["order_status", true, "GET", ["orderId"]],
    ]);
    const read = await w.call("owner", "GET", paths.one(rows[0].id));
    expect(read.text).not.toContain("acme-demo-orders-token");
    expect(read.json).toMatchObject({ headers: [{ name: "Authorization", valueSet: true }] });
  });

  it("refuses to change or delete a pre-defined tool", async () => {
    const id = builtInOf(acme, "end_call");
    await refused(form("end_call"), "warning_ai_tool_built_in", "PATCH", paths.one(id));
    // The delete's transaction is rolled back: the tool stays.
    const deleted = await w.call("owner", "DELETE", paths.one(id));
    expect(deleted.status).toBe(400);
    expect((deleted.json as { message: string }).message).toBe("warning_ai_tool_built_in");
    expect(stored(id).deleted_at).toBeNull();
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(200);
  });

  it("keeps their names the account's: a tool cannot take one, in any case", async () => {
    await refused(form("END_CALL"), "name: validation_name_unique");
  });
});

describe("AI tools: create, read, update, delete", () => {
  let id = "";

  it("creates a tool: its schema from the rows, its header value apart", async () => {
    id = await create(form("weather"));
    const row = stored(id);
    expect(row).toMatchObject({
      account_id: acme,
      name: "weather",
      built_in: null,
      method: "POST",
      url: "http://127.0.0.1:3000/weather/{city}",
      timeout_seconds: 7,
      answer_path: "forecast.sky",
      mock_answer: null,
      headers: '["Authorization"]',
    });
    expect(JSON.parse(String(row.parameters))).toEqual({
      type: "object",
      properties: { city: { type: "string", description: "The city" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
    });
    expect(JSON.parse(String(row.header_values))).toEqual({ authorization: SECRET });
  });

  it("lists and reads it without the header value", async () => {
    const list = await w.call("owner", "GET", `${paths.list}?search=weather`);
    expect(list.text).not.toContain("very-secret");
    expect(rowsOf(list.json)).toEqual([
      {
        id,
        name: "weather",
        createdAt: expect.any(String),
        builtIn: false,
        description: "Finds the weather of a city",
        method: "POST",
        url: "http://127.0.0.1:3000/weather/{city}",
        parameters: ["city", "days?"],
        timeoutSeconds: 7,
        mocked: false,
      },
    ]);
    const read = await w.call("owner", "GET", paths.one(id));
    expect(read.text).not.toContain("very-secret");
    expect(AiToolDetailSchema.parse(read.json)).toMatchObject({
      parametersMode: "rows",
      parameters: [
        { name: "city", type: "string", description: "The city", required: true },
        { name: "days", type: "integer", required: false },
      ],
      headers: [{ name: "Authorization", valueSet: true }],
      bodyTemplate: '{"days": {days}}',
    });
  });

  it("keeps a header's stored value when the edit leaves it empty, and needs one for a new header", async () => {
    const kept = await w.call("owner", "PATCH", paths.one(id), {
      body: form("weather", { headers: [{ name: "authorization", value: "" }], timeoutSeconds: 9 }),
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.text).not.toContain("very-secret");
    expect(JSON.parse(String(stored(id).header_values))).toEqual({ authorization: SECRET });
    expect(stored(id).timeout_seconds).toBe(9);
    await refused(
      form("weather", { headers: [{ name: "authorization" }, { name: "X-Api-Key", value: "" }] }),
      "headers.1.value: validation_field_required",
      "PATCH",
      paths.one(id),
    );
    // Removed from the form, the header and its value are forgotten.
    expect((await w.call("owner", "PATCH", paths.one(id), { body: form("weather", { headers: [] }) })).status).toBe(
      200,
    );
    expect(JSON.parse(String(stored(id).header_values))).toEqual({});
  });

  it("takes a JSON Schema typed by hand, and gives its rows back when they can say it", async () => {
    const schema = {
      type: "object",
      properties: { city: { type: "string" }, units: { type: "string", enum: ["metric", "imperial"] } },
      required: ["city"],
    };
    const answer = await w.call("owner", "PATCH", paths.one(id), {
      body: form("weather", {
        parametersMode: "schema",
        parameters: [],
        parametersSchema: JSON.stringify(schema),
        bodyTemplate: undefined,
      }),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(String(stored(id).parameters))).toEqual(schema);
    // An enum is more than a row says: no rows; the schema is the form's.
    expect(answer.json).toMatchObject({ parametersMode: "schema", parameters: [] });
    expect(JSON.parse((answer.json as { parametersSchema: string }).parametersSchema)).toEqual(schema);
  });

  it("deletes it: 204, then 404 and out of the list", async () => {
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
    expect(stored(id).deleted_at).not.toBeNull();
  });
});

describe("AI tools: the form's rules on the platform", () => {
  it("refuses a URL that leads to a private address, at create and at update", async () => {
    await refused(form("private", { url: "http://10.0.0.1/x" }), "url: validation_url_private_address");
    await refused(form("loopback", { url: "http://localhost:9999/x" }), "url: validation_url_private_address");
    const id = await create(form("later_private"));
    await refused(
      form("later_private", { url: "http://192.168.1.10/x" }),
      "url: validation_url_private_address",
      "PATCH",
      paths.one(id),
    );
  });

  it("refuses a schema that does not compile, an array, and one that is not an object's", async () => {
    const schema = (text: string) =>
      form("schema_check", { parametersMode: "schema", parametersSchema: text, bodyTemplate: undefined });
    const answer = await w.call("owner", "POST", paths.create, {
      body: schema('{"type": "object", "properties": {"city": {"type": "strin"}}}'),
    });
    expect(answer.status).toBe(400);
    const message = (answer.json as { message: string }).message;
    expect(message).toMatch(/^parametersSchema: validation_ai_tool_schema_invalid\?detail=/);
    expect(new URLSearchParams(message.split("?")[1]).get("detail")).toMatch(/schema is invalid: .*type/);
    await refused(schema('[{"type": "object"}]'), "parametersSchema: validation_json_object");
    await refused(schema('{"type": "string"}'), "parametersSchema: validation_ai_tool_schema_type");
    await refused(schema("{not json"), "parametersSchema: validation_invalid_json");
  });

  it("refuses a name a model cannot call, a new header without its value, a timeout out of range", async () => {
    await refused(form("has space"), "name: validation_ai_tool_name");
    await refused(
      form("nokey", { headers: [{ name: "X-Key", value: "" }] }),
      "headers.0.value: validation_field_required",
    );
    await refused(form("slowpoke", { timeoutSeconds: 31 }), "timeoutSeconds: validation_ai_tool_timeout?min=1&max=30");
  });
});

describe("AI tools: the account's maximum", () => {
  it("counts the account's own tools only, and refuses the 101st with 409", async () => {
    const operator = w.users.operator.accountId;
    const insert = db().prepare(
      "INSERT INTO ai_tools (id, account_id, name, description, method, url, created_at) VALUES (?, ?, ?, 'Filler', 'GET', 'https://example.com', ?)",
    );
    for (let i = ownCount(operator); i < AI_LIMITS_PER_ACCOUNT.TOOLS; i++)
      insert.run(randomUUID(), operator, `filler_${i}`, Date.now());
    const before = w.totalChanges();
    const answer = await w.call("operator", "POST", paths.create, { body: form("one_too_many") });
    expect(answer.status).toBe(409);
    expect((answer.json as { message: string }).message).toBe("warning_max_ai_tools_reached");
    expect(ownCount(operator)).toBe(AI_LIMITS_PER_ACCOUNT.TOOLS);
    expect(w.totalChanges()).toBe(before);
    const own = await w.call(
      "operator",
      "GET",
      `${paths.list}?filter=${encodeURIComponent(`(accountId=${operator})`)}&limit=1`,
    );
    expect((own.json as { limit: unknown }).limit).toEqual({
      max: AI_LIMITS_PER_ACCOUNT.TOOLS,
      count: AI_LIMITS_PER_ACCOUNT.TOOLS,
      message: "warning_max_ai_tools_reached",
    });
  });
});

describe("AI tools: scoping and roles", () => {
  it("answers another account's tool with 404, for reading, writing, deleting and testing", async () => {
    const theirs = await create(form("trial_tool"), "trial");
    const before = w.totalChanges();
    expect((await w.call("owner", "GET", paths.one(theirs))).status).toBe(404);
    expect((await w.call("owner", "PATCH", paths.one(theirs), { body: form("taken_over") })).status).toBe(404);
    expect((await w.call("owner", "DELETE", paths.one(theirs))).status).toBe(404);
    expect((await w.call("owner", "POST", aiToolTestPath(theirs), { body: { arguments: { city: "x" } } })).status).toBe(
      404,
    );
    expect(w.totalChanges()).toBe(before);
    expect((await w.call("owner", "GET", paths.list)).text).not.toContain(theirs);
  });

  it("refuses the viewer (no AI framework role) every endpoint", async () => {
    const id = builtInOf(acme, "current_datetime");
    expect((await w.call("viewer", "GET", paths.list)).status).toBe(403);
    expect((await w.call("viewer", "GET", paths.one(id))).status).toBe(403);
    expect((await w.call("viewer", "POST", aiToolTestPath(id), { body: {} })).status).toBe(403);
    expect((await w.call("viewer", "POST", paths.create, { body: form("viewer_tool") })).status).toBe(403);
  });

  it("lets an administrator list every account's tools with the account", async () => {
    const rows = rowsOf((await w.call("admin", "GET", `${paths.list}?search=order_status`)).json);
    expect(rows.map((r) => [r.name, r.accountId, r.accountName])).toEqual([["order_status", acme, "Acme Voice"]]);
  });
});

describe("AI tools: Test", () => {
  it("answers the trace of a call with sample arguments", async () => {
    const demo = db()
      .prepare("SELECT id FROM ai_tools WHERE account_id = ? AND name = 'order_status'")
      .pluck()
      .get(acme) as string;
    const answer = await w.call("owner", "POST", aiToolTestPath(demo), { body: { arguments: { orderId: "A-7" } } });
    expect(answer.status, answer.text).toBe(200);
    expect(ToolCallTraceSchema.parse(answer.json)).toMatchObject({
      tool: "order_status",
      arguments: { orderId: "A-7" },
      request: {
        method: "GET",
        url: "https://orders.acme.example/api/orders/A-7",
        headers: { Authorization: "•••" },
        body: null,
      },
      mocked: true,
      status: null,
      value: "shipped",
      error: null,
    });
    expect(answer.text).not.toContain("acme-demo-orders-token");
    const wrong = await w.call("owner", "POST", aiToolTestPath(demo), { body: { arguments: { orderId: 5 } } });
    expect((wrong.json as { error: string }).error).toBe(
      "The arguments do not fit the parameters: arguments/orderId must be string",
    );
    const notObject = await w.call("owner", "POST", aiToolTestPath(demo), { body: { arguments: [1] } });
    expect(notObject.status).toBe(400);
    expect((notObject.json as { message: string }).message).toBe("arguments: validation_ai_tool_arguments");
  });

  it("tests a pre-defined tool", async () => {
    const answer = await w.call("owner", "POST", aiToolTestPath(builtInOf(acme, "current_datetime")), {
      body: { arguments: { timezone: "Asia/Tokyo" } },
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { value: string }).value).toMatch(/\(Asia\/Tokyo\)$/);
  });
});

describe("AI tools: the report", () => {
  it("exports the account's tools as CSV, without header values", async () => {
    const started = await w.call("owner", "POST", `${paths.report}?sort=name`);
    expect(started.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (started.json as { jobId: string }).jobId);
    const csv = readFileSync(job!.file_path!, "utf8");
    expect(csv).not.toContain("acme-demo-orders-token");
    const [header, ...lines] = parseCsv(csv);
    expect(header).toEqual([
      "Tool ID",
      "Name",
      "Type",
      "Description",
      "Method",
      "URL",
      "Parameters",
      "Timeout (s)",
      "Mock answer",
      "Date Created (UTC)",
    ]);
    const byName = Object.fromEntries(lines.map((l) => [l[1], l]));
    expect(byName.order_status.slice(2, 9)).toEqual([
      "Custom",
      "Looks up the delivery status of an order by its number. Use it when a caller asks where their order is.",
      "GET",
      "https://orders.acme.example/api/orders/{orderId}",
      "orderId",
      "10",
      "Yes",
    ]);
    expect(byName.transfer_call[2]).toBe("Pre-defined");
  });
});
