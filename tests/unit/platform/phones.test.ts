/**
 * Phone numbers on the platform (issue 16; contract/wire/phones): the entity collection's scoping and
 * roles, configure (one default per account, language and voice), the release (status Deleted,
 * hidden, its place freed), the port-in lifecycle (Port Pending -> Active or Port Failed, within the
 * account's number slots), the documents lifecycle (Requirement Info Pending -> Under Review ->
 * Active or Requirement Info Exception), the spec's names as aliases, CheckStatus, DefaultConfig,
 * LanguageVoiceNames and the report generator, over real HTTP on a small temporary database.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import {
  LanguageVoiceNamesSchema,
  PhoneDefaultConfigSchema,
  PhoneDetailSchema,
  PhoneRowSchema,
  PhoneStatusSchema,
} from "../../../contract/wire/phones";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { seedCatalog } from "../../../platform/seed/catalog";
import { createPhonesRouter } from "../../../platform/services/phones/index";
import { settlePhoneNumbers } from "../../../platform/services/phones/lifecycle";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
const accounts = { acme: "", zeta: "", trial: "" };
const tokens = { owner: "", viewer: "", zeta: "", trial: "", admin: "" };
const numbers = { london: "", paris: "", berlin: "", zeta: "" };

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const row = (id: string) =>
  t.ctx.db.prepare("SELECT * FROM phone_numbers WHERE id = ?").get(id) as Record<string, unknown>;
const configure = (over: Record<string, unknown> = {}) => ({
  name: "Front desk",
  isDefault: false,
  format: "E164",
  language: "de-DE",
  voice: "de-DE-KatjaNeural",
  ...over,
});
const portIn = (phoneNumber: string, over: Record<string, unknown> = {}) => ({
  phoneNumber,
  countryName: "United Kingdom",
  carrier: "Old Telecom",
  carrierAccountNumber: "ACC-42",
  authorised: true,
  ...over,
});
const pdf = (fileName = "passport.pdf") => ({
  fileName,
  contentType: "application/pdf",
  contentBase64: Buffer.from("%PDF-1.7 test document").toString("base64"),
});

function insertNumber(account: string, name: string, e164: string, status = "Active", isDefault = false): string {
  const id = randomUUID();
  t.ctx.db
    .prepare(
      `INSERT INTO phone_numbers (id, account_id, name, e164, country, city, type, status, is_default, region_id, created_at)
       VALUES (?, ?, ?, ?, 'United Kingdom', 'London', 'geographic', ?, ?, 'eu-west', ?)`,
    )
    .run(id, account, name, e164, status, isDefault ? 1 : 0, t.ctx.now());
  return id;
}

beforeAll(async () => {
  t = createTestContext();
  seedCatalog(t.ctx.db);
  accounts.acme = insertAccount(t.ctx, { name: "Acme" });
  accounts.zeta = insertAccount(t.ctx, { name: "Zeta" });
  accounts.trial = insertAccount(t.ctx, { name: "Trial", plan: "Trial Plan" });
  numbers.london = insertNumber(accounts.acme, "London", "+442079460001", "Active", true);
  numbers.paris = insertNumber(accounts.acme, "Paris", "+33144556677", "Requirement Info Pending");
  numbers.berlin = insertNumber(accounts.acme, "Berlin", "+493012345678", "Active");
  numbers.zeta = insertNumber(accounts.zeta, "Zeta main", "+15125550100");
  const viewerRoles = OWNER_ROLES.filter((r) => r.endsWith("_READ"));
  const operator = insertAccount(t.ctx, { name: "Operator" });
  const ids = {
    owner: await insertUser(t.ctx, { accountId: accounts.acme, roles: OWNER_ROLES }),
    viewer: await insertUser(t.ctx, { accountId: accounts.acme, roles: viewerRoles }),
    zeta: await insertUser(t.ctx, { accountId: accounts.zeta, roles: OWNER_ROLES }),
    trial: await insertUser(t.ctx, { accountId: accounts.trial, roles: OWNER_ROLES }),
    admin: await insertUser(t.ctx, { accountId: operator, roles: [...ADMIN_ROLES, ROLES.NUMBERS_READ] }),
  };
  for (const k of Object.keys(ids) as (keyof typeof ids)[])
    tokens[k] = (await issueTokenPair(t.ctx, ids[k], "password")).token;
  const app = express();
  app.use("/phones/api", createPhonesRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close?.();
  t?.cleanup();
});

describe("the numbers collection", () => {
  it("lists the caller's own numbers with the grid's fields, and the spec's names answer the same", async () => {
    const res = await call("GET", "/phones/api/phones?sort=name", tokens.owner);
    expect(res.status).toBe(200);
    const rows = (res.body!.phoneNumbers as unknown[]).map((r) => PhoneRowSchema.parse(r));
    expect(rows.map((r) => r.name)).toEqual(["Berlin", "London", "Paris"]);
    expect(rows[1]).toMatchObject({
      e164: "+442079460001",
      phoneNumber: "+442079460001",
      country: "United Kingdom",
      city: "London",
      isDefault: true,
      status: "Active",
    });
    expect(rows[1].accountId).toBeUndefined();
    expect((await call("GET", "/phones/api/GetPhoneNumbers?sort=name", tokens.owner)).body).toEqual(res.body);
  });

  it("filters by status and finds a number by its digits written any way", async () => {
    const pending = await call(
      "GET",
      `/phones/api/phones?filter=${encodeURIComponent("(status=Requirement Info Pending)")}`,
      tokens.owner,
    );
    expect((pending.body!.phoneNumbers as { name: string }[]).map((r) => r.name)).toEqual(["Paris"]);
    const found = await call("GET", `/phones/api/phones?search=${encodeURIComponent("+44 20 7946")}`, tokens.owner);
    expect((found.body!.phoneNumbers as { name: string }[]).map((r) => r.name)).toEqual(["London"]);
  });

  it("keeps another account's number from a customer (404) and shows it to an administrator", async () => {
    expect((await call("GET", `/phones/api/phones/${numbers.zeta}`, tokens.owner)).status).toBe(404);
    expect((await call("GET", `/phones/api/CheckStatus/${numbers.zeta}`, tokens.owner)).status).toBe(404);
    expect((await call("PATCH", `/phones/api/phones/${numbers.zeta}`, tokens.owner, configure())).status).toBe(404);
    expect((await call("DELETE", `/phones/api/DeletePhoneNumber/${numbers.zeta}`, tokens.owner)).status).toBe(404);
    expect(row(numbers.zeta)).toMatchObject({ name: "Zeta main", status: "Active", deleted_at: null });
    const all = await call("GET", "/phones/api/GetAllPhoneNumbers", tokens.admin);
    expect(all.status).toBe(200);
    expect((all.body!.phoneNumbers as { accountName: string }[]).map((r) => r.accountName).sort()).toEqual([
      "Acme",
      "Acme",
      "Acme",
      "Zeta",
    ]);
    expect((await call("GET", "/phones/api/GetAllPhoneNumbers", tokens.owner)).status).toBe(403);
  });

  it("answers a number's status, the defaults and the languages with their voices", async () => {
    expect(
      PhoneStatusSchema.parse((await call("GET", `/phones/api/CheckStatus/${numbers.paris}`, tokens.viewer)).body),
    ).toEqual({
      id: numbers.paris,
      phoneNumber: "+33144556677",
      status: "Requirement Info Pending",
    });
    expect(
      PhoneDefaultConfigSchema.parse((await call("GET", "/phones/api/DefaultConfig", tokens.viewer)).body),
    ).toEqual({ format: "E164", prefix: "", language: "en-US", voice: "en-US-JennyNeural" });
    const voices = LanguageVoiceNamesSchema.parse(
      (await call("GET", "/phones/api/LanguageVoiceNames", tokens.viewer)).body,
    );
    expect(voices.languages.find((l) => l.language === "de-DE")?.voices).toContain("de-DE-KatjaNeural");
  });

  it("starts the report generator (202) for a reader", async () => {
    const res = await call("POST", "/phones/api/reports/phones", tokens.viewer);
    expect(res.status).toBe(202);
  });
});

describe("configure", () => {
  it("stores the form, and making one number the default takes it from the others", async () => {
    const res = await call(
      "PATCH",
      `/phones/api/configure/${numbers.berlin}`,
      tokens.owner,
      configure({ name: "Berlin desk", isDefault: true, prefix: "+49", format: "National" }),
    );
    expect(res.status).toBe(200);
    expect(PhoneDetailSchema.parse(res.body)).toMatchObject({
      name: "Berlin desk",
      isDefault: true,
      prefix: "+49",
      format: "National",
      language: "de-DE",
      voice: "de-DE-KatjaNeural",
    });
    expect(row(numbers.london).is_default).toBe(0);
    const defaults = t.ctx.db
      .prepare("SELECT COUNT(*) FROM phone_numbers WHERE account_id = ? AND is_default = 1")
      .pluck()
      .get(accounts.acme);
    expect(defaults).toBe(1);
    // Another account's default is its own.
    t.ctx.db.prepare("UPDATE phone_numbers SET is_default = 1 WHERE id = ?").run(numbers.zeta);
    await call(
      "PATCH",
      `/phones/api/phones/${numbers.london}`,
      tokens.owner,
      configure({ name: "London", isDefault: true }),
    );
    expect(row(numbers.zeta).is_default).toBe(1);
    expect(row(numbers.berlin).is_default).toBe(0);
  });

  it.each([
    [{ name: "" }, "name: validation_phone_name"],
    [{ name: "x".repeat(PHONE_NUMBERS.NAME_MAX + 1) }, "name: validation_phone_name"],
    [{ name: 'Quote "me"' }, "name: validation_invalid_characters"],
    [{ prefix: "+1234567890" }, "prefix: validation_phone_prefix"],
    [{ prefix: "12a" }, "prefix: validation_phone_prefix"],
    [{ format: "Roman" }, "format: validation_field_invalid"],
    [{ language: "xx-XX" }, "language: validation_field_invalid"],
    [{ voice: "en-US-JennyNeural" }, "voice: validation_phone_voice"],
  ])("refuses %j with the field's message, changing nothing", async (over, message) => {
    const before = row(numbers.berlin);
    const res = await call("PATCH", `/phones/api/phones/${numbers.berlin}`, tokens.owner, configure(over));
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe(message);
    expect(row(numbers.berlin)).toEqual(before);
  });

  it("needs NUMBERS_UPDATE", async () => {
    expect(
      (await call("PATCH", `/phones/api/phones/${numbers.berlin}`, tokens.viewer, configure({ name: "Viewer" })))
        .status,
    ).toBe(403);
    expect(row(numbers.berlin).name).not.toBe("Viewer");
  });
});

describe("delete", () => {
  it("releases the number: status Deleted, no longer listed or default, its row kept for the call history", async () => {
    const id = insertNumber(accounts.acme, "Spare", "+442079460099", "Active", false);
    expect((await call("DELETE", `/phones/api/phones/${id}`, tokens.viewer)).status).toBe(403);
    expect((await call("DELETE", `/phones/api/DeletePhoneNumber/${id}`, tokens.owner)).status).toBe(204);
    expect(row(id)).toMatchObject({ status: "Deleted", is_default: 0 });
    expect(row(id).deleted_at).not.toBeNull();
    expect((await call("GET", `/phones/api/phones/${id}`, tokens.owner)).status).toBe(404);
    const list = await call("GET", "/phones/api/phones", tokens.owner);
    expect((list.body!.phoneNumbers as { id: string }[]).map((r) => r.id)).not.toContain(id);
  });
});

describe("porting a number in", () => {
  it("creates it in Port Pending with the default configuration; the provider answers Active", async () => {
    const res = await call(
      "POST",
      "/phones/api/phones",
      tokens.owner,
      portIn("+442071230001", { name: "Ported line" }),
    );
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    expect(row(id)).toMatchObject({
      status: "Port Pending",
      name: "Ported line",
      format: "E164",
      language: "en-US",
      voice: "en-US-JennyNeural",
      valid_until: null,
    });
    const detail = PhoneDetailSchema.parse((await call("GET", `/phones/api/phones/${id}`, tokens.owner)).body);
    expect(detail.portIn).toEqual({ carrier: "Old Telecom", carrierAccountNumber: "ACC-42" });
    // Not yet due: nothing moves.
    settlePhoneNumbers(t.ctx);
    expect(row(id).status).toBe("Port Pending");
    t.advance(PHONE_NUMBERS.PORT_IN_DELAY_MS / 1000);
    expect(settlePhoneNumbers(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(row(id)).toMatchObject({ status: "Active", settle_at: null });
    expect(row(id).provider_phone_number_id).toMatch(/^pn_/);
  });

  it("ends in Port Failed when the carrier refuses; the same number may then be ported again", async () => {
    const first = await call(
      "POST",
      "/phones/api/phones",
      tokens.owner,
      portIn("+442071230002", { carrier: "Reject Telecom" }),
    );
    const id = (first.body as { id: string }).id;
    t.advance(PHONE_NUMBERS.PORT_IN_DELAY_MS / 1000);
    settlePhoneNumbers(t.ctx);
    expect(row(id).status).toBe("Port Failed");
    const again = await call("POST", "/phones/api/phones", tokens.owner, portIn("+442071230002"));
    expect(again.status).toBe(201);
    expect(row(id).deleted_at).not.toBeNull();
  });

  it.each([
    [{ phoneNumber: "442071230003" }, "phoneNumber: validation_e164"],
    [{ phoneNumber: "+0442071230003" }, "phoneNumber: validation_e164"],
    [{ phoneNumber: "+12345" }, "phoneNumber: validation_e164"],
    [{ phoneNumber: "+1234567890123456" }, "phoneNumber: validation_e164"],
    [{ authorised: false }, "authorised: validation_port_authorisation"],
    [{ carrier: "" }, "carrier: validation_field_required"],
    [{ carrierAccountNumber: "A B" }, "carrierAccountNumber: validation_carrier_account"],
    [{ countryName: "x".repeat(31) }, "countryName: validation_country_name"],
  ])("refuses %j", async (over, message) => {
    const res = await call("POST", "/phones/api/phones", tokens.owner, portIn("+442071230003", over));
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe(message);
  });

  it("refuses a number another account holds, and a reader", async () => {
    const taken = await call("POST", "/phones/api/phones", tokens.owner, portIn("+15125550100"));
    expect(taken.status).toBe(400);
    expect(taken.body!.message).toBe("phoneNumber: validation_phone_number_in_use");
    expect((await call("POST", "/phones/api/phones", tokens.viewer, portIn("+442071230004"))).status).toBe(403);
  });

  it("gives a trial account one number, valid 28 days, and refuses its second (409)", async () => {
    const first = await call("POST", "/phones/api/phones", tokens.trial, portIn("+12125550101"));
    expect(first.status).toBe(201);
    const id = (first.body as { id: string }).id;
    expect(row(id).valid_until).toBe(t.ctx.now() + 28 * TIME.DAY_MS);
    const second = await call("POST", "/phones/api/phones", tokens.trial, portIn("+12125550102"));
    expect(second.status).toBe(409);
    expect(second.body!.message).toBe("warning_essential_plan_required");
    expect(
      t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers WHERE account_id = ?").pluck().get(accounts.trial),
    ).toBe(1);
  });

  it("stops an Essential account at 100 numbers", async () => {
    const held = t.ctx.db
      .prepare(
        "SELECT COUNT(*) FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status NOT IN ('Port Failed')",
      )
      .pluck()
      .get(accounts.zeta) as number;
    for (let i = held; i < 100; i++)
      insertNumber(accounts.zeta, `Filler ${i}`, `+1999555${String(i).padStart(4, "0")}`);
    const refused = await call("POST", "/phones/api/phones", tokens.zeta, portIn("+442071239999"));
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe("warning_max_numbers_reached");
  });
});

describe("requirement documents", () => {
  it("stores the files, sends the number for review, and the regulator accepts them", async () => {
    const res = await call("POST", `/phones/api/phones/${numbers.paris}/documents`, tokens.owner, {
      files: [
        pdf(),
        {
          ...pdf("bill.png"),
          contentType: "image/png",
          contentBase64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString("base64"),
        },
      ],
    });
    expect(res.status).toBe(204);
    expect(row(numbers.paris).status).toBe("Requirement Info Under Review");
    const detail = PhoneDetailSchema.parse(
      (await call("GET", `/phones/api/phones/${numbers.paris}`, tokens.owner)).body,
    );
    expect(detail.documents.map((d) => d.fileName)).toEqual(["bill.png", "passport.pdf"]);
    t.advance(PHONE_NUMBERS.REVIEW_DELAY_MS / 1000);
    settlePhoneNumbers(t.ctx);
    expect(row(numbers.paris).status).toBe("Active");
    // An Active number expects no documents.
    expect(
      (await call("POST", `/phones/api/phones/${numbers.paris}/documents`, tokens.owner, { files: [pdf()] })).status,
    ).toBe(409);
  });

  it("ends in Requirement Info Exception when the regulator rejects them, which takes new ones", async () => {
    const id = insertNumber(accounts.acme, "Madrid", "+34911234567", "Requirement Info Pending");
    await call("POST", `/phones/api/phones/${id}/documents`, tokens.owner, { files: [pdf("reject-me.pdf")] });
    t.advance(PHONE_NUMBERS.REVIEW_DELAY_MS / 1000);
    settlePhoneNumbers(t.ctx);
    expect(row(id).status).toBe("Requirement Info Exception");
    expect((await call("POST", `/phones/api/phones/${id}/documents`, tokens.owner, { files: [pdf()] })).status).toBe(
      204,
    );
    expect(row(id).status).toBe("Requirement Info Under Review");
  });

  it.each([
    [{ files: [] }, "files: validation_documents_required"],
    [{ files: [pdf(), pdf(), pdf(), pdf()] }, "files: validation_documents_count"],
    [{ files: [{ ...pdf("notes.txt"), contentType: "text/plain" }] }, "files: validation_document_type"],
    [
      { files: [{ ...pdf("fake.pdf"), contentBase64: Buffer.from("MZ not a pdf").toString("base64") }] },
      "files: validation_document_type",
    ],
    [
      {
        files: [
          {
            ...pdf("big.pdf"),
            contentBase64: Buffer.concat([
              Buffer.from("%PDF-"),
              Buffer.alloc(PHONE_NUMBERS.DOCUMENT_MAX_BYTES),
            ]).toString("base64"),
          },
        ],
      },
      "files: validation_document_size",
    ],
  ])("refuses an upload %#, changing nothing", async (body, message) => {
    const id = insertNumber(
      accounts.acme,
      `Doc ${randomUUID().slice(0, 4)}`,
      `+3491${Math.floor(1000000 + Math.random() * 8999999)}`,
      "Requirement Info Pending",
    );
    const res = await call("POST", `/phones/api/phones/${id}/documents`, tokens.owner, body);
    expect(res.status).toBe(400);
    expect(res.body!.message).toContain(message);
    expect(row(id).status).toBe("Requirement Info Pending");
  });

  it("refuses another account's number (404) and a reader (403)", async () => {
    const id = insertNumber(accounts.zeta, "Zeta docs", "+15125550177", "Requirement Info Pending");
    expect((await call("POST", `/phones/api/phones/${id}/documents`, tokens.owner, { files: [pdf()] })).status).toBe(
      404,
    );
    expect((await call("POST", `/phones/api/phones/${id}/documents`, tokens.viewer, { files: [pdf()] })).status).toBe(
      403,
    );
    expect(row(id).status).toBe("Requirement Info Pending");
  });
});
