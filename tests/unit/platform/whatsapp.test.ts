/**
 * WhatsApp numbers on the embedded platform, over real HTTP: create, validation, the account limit,
 * scoping, the provider's sign-up page, finalize and the delayed configuration, delete, the list
 * (customer and admin: search, status filter, sort) and the CSV export. Expected values come from
 * direct SQL or the inputs, never from the endpoints' own queries.
 */
import express from "express";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { waitForJob } from "../../../platform/jobs/exports";
import { seedCatalog } from "../../../platform/seed/catalog";
import { createWhatsAppRouter } from "../../../platform/services/whatsapp/index";
import { parseCsv } from "../support/csv";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

type Json = ReturnType<typeof JSON.parse>;

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let other: string;
const tokens = { owner: "", otherOwner: "", viewer: "", admin: "" };

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Json; location: string | null; text: string }> {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Json = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, location: res.headers.get("location"), text };
}

async function form(path: string, fields: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

const valid = { name: "Support line", pinCode: "123456", regionId: "eu-west", maxCallDurationInMinutes: 0 };
const row = (id: string) =>
  t.ctx.db.prepare("SELECT * FROM whatsapp_numbers WHERE id = ?").get(id) as Record<string, unknown>;

async function create(token = tokens.owner, input: Record<string, unknown> = valid): Promise<string> {
  const res = await call("POST", "/whatsapp/numbers", token, input);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Opens the sign-up window, submits the provider page, and returns the callback's parameters. */
async function signUp(id: string, phoneNumber = "+447400123456"): Promise<URLSearchParams> {
  const opened = await call("POST", `/whatsapp/numbers/${id}/signup`, tokens.owner, {
    returnTo: `/portal/whatsapp_numbers/${id}/signup-callback`,
  });
  expect(opened.status).toBe(201);
  const path = (opened.body.url as string).replace("/sip-connection/api", "");
  const page = await call("GET", path);
  expect(page.status).toBe(200);
  expect(page.text).toContain("Connect WhatsApp Business");
  const done = await form(path, { intent: "finish", phoneNumber });
  expect(done.status).toBe(303);
  const location = new URL(done.location!, "http://x");
  expect(location.pathname).toBe(`/portal/whatsapp_numbers/${id}/signup-callback`);
  return location.searchParams;
}

beforeAll(async () => {
  t = createTestContext();
  seedCatalog(t.ctx.db);
  acme = insertAccount(t.ctx, { name: "Acme" });
  other = insertAccount(t.ctx, { name: "Globex" });
  const ids = {
    owner: await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES }),
    otherOwner: await insertUser(t.ctx, { accountId: other, roles: OWNER_ROLES }),
    viewer: await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] }),
    admin: await insertUser(t.ctx, {
      accountId: insertAccount(t.ctx, { name: "Operator" }),
      roles: [...ADMIN_ROLES, ...OWNER_ROLES],
    }),
  };
  for (const key of Object.keys(ids) as (keyof typeof ids)[])
    tokens[key] = (await issueTokenPair(t.ctx, ids[key], "password")).token;
  const app = express();
  app.use(createWhatsAppRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("create and validate", () => {
  it("creates a number in progress with the default (unlimited) profile and a hashed pin", async () => {
    const id = await create();
    const stored = row(id);
    expect(stored).toMatchObject({
      account_id: acme,
      name: "Support line",
      status: "InProgress",
      cac_profile_id: "unlimited",
      max_call_duration_minutes: 0,
    });
    expect(String(stored.pin_hash)).not.toContain("123456");
  });

  it.each([
    [{ ...valid, pinCode: "12345" }, "pinCode"],
    [{ ...valid, pinCode: "1234567" }, "pinCode"],
    [{ ...valid, pinCode: "12a456" }, "pinCode"],
    [{ ...valid, name: "  " }, "name"],
    [{ ...valid, regionId: "" }, "regionId"],
    [{ ...valid, maxCallDurationInMinutes: 35_792 }, "maxCallDurationInMinutes"],
    [{ ...valid, maxCallDurationInMinutes: -1 }, "maxCallDurationInMinutes"],
    [{ ...valid, regionId: "mars" }, "regionId"],
    [{ ...valid, cacProfileId: "nope" }, "cacProfileId"],
  ])("refuses %j on %s with 400 and stores nothing", async (input, field) => {
    const before = t.ctx.db.prepare("SELECT COUNT(*) FROM whatsapp_numbers").pluck().get();
    const res = await call("POST", "/whatsapp/numbers", tokens.owner, input);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain(field);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM whatsapp_numbers").pluck().get()).toBe(before);
  });

  it("accepts the boundaries: 35791 minutes and a named profile", async () => {
    const id = await create(tokens.owner, { ...valid, maxCallDurationInMinutes: 35_791, cacProfileId: "cac-10" });
    expect(row(id)).toMatchObject({ max_call_duration_minutes: 35_791, cac_profile_id: "cac-10" });
  });

  it("refuses a caller without the create role (403) and an anonymous one (401)", async () => {
    expect((await call("POST", "/whatsapp/numbers", tokens.viewer, valid)).status).toBe(403);
    expect((await call("POST", "/whatsapp/numbers", undefined, valid)).status).toBe(401);
  });

  it("stops at the account's maximum with the maximum-numbers message", async () => {
    const account = insertAccount(t.ctx, { name: "Full" });
    const user = await insertUser(t.ctx, { accountId: account, roles: OWNER_ROLES });
    const token = (await issueTokenPair(t.ctx, user, "password")).token;
    const results = await Promise.all(
      Array.from({ length: WHATSAPP.MAX_NUMBERS_PER_ACCOUNT + 3 }, () =>
        call("POST", "/whatsapp/numbers", token, valid),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(WHATSAPP.MAX_NUMBERS_PER_ACCOUNT);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.message).toBe("You have reached the maximum number of WhatsApp numbers.");
  });
});

describe("sign-up, finalize and configuration", () => {
  it("goes InProgress -> Connected a short delay after finalize, with the provider's ids", async () => {
    const id = await create();
    const params = await signUp(id);
    expect(params.get("event")).toBe("FINISH");
    const body = {
      code: params.get("code"),
      event: "FINISH",
      wabaId: params.get("wabaId"),
      waPhoneNumberId: params.get("waPhoneNumberId"),
    };
    const final = await call("PATCH", `/whatsapp/numbers/${id}/final`, tokens.owner, body);
    expect(final.status).toBe(200);
    expect(row(id)).toMatchObject({ status: "InProgress", phone_number: "+447400123456", waba_id: body.wabaId });
    expect((await call("GET", `/whatsapp/numbers/${id}/status`, tokens.owner)).body).toEqual({
      waCalling: false,
      waSip: false,
      connectionOk: false,
      sipFqdnOk: false,
    });

    t.advance(WHATSAPP.CONFIGURE_DELAY_MS / 1000);
    expect((await call("GET", `/whatsapp/numbers/${id}/status`, tokens.owner)).body).toEqual({
      waCalling: true,
      waSip: true,
      connectionOk: true,
      sipFqdnOk: true,
    });
    expect(row(id)).toMatchObject({ status: "Connected" });
    // A code redeems once.
    expect((await call("PATCH", `/whatsapp/numbers/${id}/final`, tokens.owner, body)).status).toBe(409);
  });

  it("fails the number on a code of another number, with the reason as its error", async () => {
    const a = await create();
    const b = await create();
    const params = await signUp(a);
    const res = await call("PATCH", `/whatsapp/numbers/${b}/final`, tokens.owner, {
      code: params.get("code"),
      event: "FINISH",
      wabaId: params.get("wabaId"),
      waPhoneNumberId: params.get("waPhoneNumberId"),
    });
    expect(res.status).toBe(400);
    expect(row(b)).toMatchObject({ status: "Failed", error: "The sign-up code is invalid or has expired" });
  });

  it("fails the number when the user cancels at the provider", async () => {
    const id = await create();
    const opened = await call("POST", `/whatsapp/numbers/${id}/signup`, tokens.owner, {
      returnTo: "/portal/whatsapp_numbers",
    });
    const path = (opened.body.url as string).replace("/sip-connection/api", "");
    const res = await form(path, { intent: "cancel" });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/portal/whatsapp_numbers?event=CANCEL");
    expect(row(id)).toMatchObject({ status: "Failed", error: "The WhatsApp Business sign-up was cancelled" });
    // The window is used up.
    expect((await call("GET", path)).status).toBe(404);
  });

  it("keeps what was typed and says why when the provider page gets a bad phone number", async () => {
    const id = await create();
    const opened = await call("POST", `/whatsapp/numbers/${id}/signup`, tokens.owner, { returnTo: "/x" });
    const path = (opened.body.url as string).replace("/sip-connection/api", "");
    const res = await form(path, { intent: "finish", phoneNumber: "12<b>" });
    expect(res.status).toBe(400);
    expect(res.text).toContain('value="12&lt;b&gt;"');
    expect(res.text).toContain("international format");
  });

  it("refuses a return path of another site", async () => {
    const id = await create();
    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      expect((await call("POST", `/whatsapp/numbers/${id}/signup`, tokens.owner, { returnTo })).status).toBe(400);
    }
  });
});

describe("scoping", () => {
  it("hides another account's number (404) from customers and shows admin-only fields to administrators", async () => {
    const id = await create(tokens.otherOwner);
    expect((await call("GET", `/whatsapp/numbers/${id}`, tokens.owner)).status).toBe(404);
    expect((await call("PATCH", `/whatsapp/numbers/${id}`, tokens.owner, { name: "Mine now" })).status).toBe(404);
    expect((await call("DELETE", `/whatsapp/numbers/${id}`, tokens.owner)).status).toBe(404);
    expect(row(id)).toMatchObject({ name: "Support line", deleted_at: null });
    const own = await call("GET", `/whatsapp/numbers/${id}`, tokens.otherOwner);
    expect(own.body).not.toHaveProperty("status");
    expect(own.body).not.toHaveProperty("fqdn");
    const admin = await call("GET", `/whatsapp/numbers/${id}`, tokens.admin);
    expect(admin.body).toMatchObject({ id, status: "InProgress" });
  });

  it("edits and deletes the own number", async () => {
    const id = await create();
    const edited = await call("PATCH", `/whatsapp/numbers/${id}`, tokens.owner, {
      name: "Renamed",
      maxCallDurationInMinutes: 90,
    });
    expect(edited.status).toBe(200);
    expect(row(id)).toMatchObject({ name: "Renamed", max_call_duration_minutes: 90 });
    expect(
      (await call("PATCH", `/whatsapp/numbers/${id}`, tokens.owner, { maxCallDurationInMinutes: 35_792 })).status,
    ).toBe(400);
    expect((await call("DELETE", `/whatsapp/numbers/${id}`, tokens.viewer)).status).toBe(403);
    expect((await call("DELETE", `/whatsapp/numbers/${id}`, tokens.owner)).status).toBe(204);
    expect((await call("GET", `/whatsapp/numbers/${id}`, tokens.owner)).status).toBe(404);
  });
});

describe("list", () => {
  it("lists the caller's own numbers only, newest first, with the total", async () => {
    const res = await call("GET", "/WhatsApp/numbers?page=1&limit=10", tokens.owner);
    const expected = t.ctx.db
      .prepare("SELECT COUNT(*) FROM whatsapp_numbers WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(acme);
    expect(res.body.pages.totalElements).toBe(expected);
    const rows = res.body.whatsappNumbers as { createdDate: string; accountId?: string }[];
    expect(rows.every((r) => r.accountId === undefined)).toBe(true);
    const times = rows.map((r) => r.createdDate);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("gives administrators every account, narrowed by accountId, status, search, and sorted", async () => {
    const all = await call("GET", "/WhatsApp/numbers?limit=100", tokens.admin);
    expect(all.body.pages.totalElements).toBe(
      t.ctx.db.prepare("SELECT COUNT(*) FROM whatsapp_numbers WHERE deleted_at IS NULL").pluck().get(),
    );
    const globex = await call("GET", `/WhatsApp/numbers?limit=100&filter=(accountId=${other})`, tokens.admin);
    expect((globex.body.whatsappNumbers as { accountName: string }[]).every((r) => r.accountName === "Globex")).toBe(
      true,
    );
    const failed = await call("GET", "/WhatsApp/numbers?limit=100&filter=(status=2)", tokens.admin);
    const failedCount = t.ctx.db
      .prepare("SELECT COUNT(*) FROM whatsapp_numbers WHERE status = 'Failed' AND deleted_at IS NULL")
      .pluck()
      .get();
    expect(failed.body.pages.totalElements).toBe(failedCount);
    expect((failed.body.whatsappNumbers as { status: string }[]).every((r) => r.status === "Failed")).toBe(true);
    const search = await call("GET", "/WhatsApp/numbers?limit=100&search=glob", tokens.admin);
    expect((search.body.whatsappNumbers as { accountName: string }[]).every((r) => r.accountName === "Globex")).toBe(
      true,
    );
    const byName = await call("GET", "/WhatsApp/numbers?limit=100&sort=name", tokens.admin);
    const names = (byName.body.whatsappNumbers as { name: string }[]).map((r) => r.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect((await call("GET", "/WhatsApp/numbers?filter=(status=7)", tokens.admin)).status).toBe(400);
  });

  it("answers 204 when nothing matches, and 404 to a customer naming another account", async () => {
    expect((await call("GET", "/WhatsApp/numbers?search=zzzz-none", tokens.owner)).status).toBe(204);
    expect((await call("GET", `/WhatsApp/numbers?filter=(accountId=${other})`, tokens.owner)).status).toBe(404);
    expect((await call("GET", "/WhatsApp/numbers", tokens.viewer)).status).toBe(403);
  });

  it("exports the filtered list as CSV: 202, then a file with the matching rows", async () => {
    const res = await call("POST", "/reports/whatsapp-numbers?filter=(status=0)&sort=name", tokens.admin);
    expect(res.status).toBe(202);
    const job = await waitForJob(t.ctx, res.body.jobId);
    expect(job?.status).toBe("done");
    const lines = readFileSync(job!.file_path!, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toContain("Account Name");
    const inProgress = t.ctx.db
      .prepare("SELECT COUNT(*) FROM whatsapp_numbers WHERE status = 'InProgress' AND deleted_at IS NULL")
      .pluck()
      .get();
    expect(lines).toHaveLength(Number(inProgress) + 1);
    expect(lines.slice(1).every((l) => l.includes("In progress"))).toBe(true);
  });

  it("writes names that start with a formula character as text in the CSV export (a leading quote)", async () => {
    const account = insertAccount(t.ctx, { name: "Spreadsheet" });
    const token = (
      await issueTokenPair(t.ctx, await insertUser(t.ctx, { accountId: account, roles: OWNER_ROLES }), "password")
    ).token;
    const names = [
      '=HYPERLINK("http://evil.example","Click")',
      "+1+1",
      "-2+3",
      "@SUM(A1:A9)",
      "\uFF1D1+1",
      "Support line",
    ];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(await create(token, { ...valid, name }), name);
    // The API trims names, so a leading tab or CR only comes from elsewhere (an import, an older platform).
    for (const name of ["\t=1+1", "\r=1+1"]) {
      const id = await create(token, { ...valid, name: "placeholder" });
      t.ctx.db.prepare("UPDATE whatsapp_numbers SET name = ? WHERE id = ?").run(name, id);
      ids.set(id, name);
    }
    const res = await call("POST", "/reports/whatsapp-numbers", token);
    expect(res.status).toBe(202);
    const job = await waitForJob(t.ctx, res.body.jobId);
    expect(job?.status).toBe("done");
    const [header, ...rows] = parseCsv(readFileSync(job!.file_path!, "utf8"));
    const [idColumn, nameColumn] = [header.indexOf("Number ID"), header.indexOf("Number Name")];
    const exported = new Map(rows.map((r) => [r[idColumn], r[nameColumn]]));
    expect(exported.size).toBe(ids.size);
    for (const [id, name] of ids)
      expect(exported.get(id), JSON.stringify(name)).toBe(name === "Support line" ? name : `'${name}`);
  });
});
