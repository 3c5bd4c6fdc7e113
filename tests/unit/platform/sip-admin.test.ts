/**
 * Admin provisioning actions over real HTTP: manual number, call-limit profile, SBC override and the
 * SIP charge flag. Administrators only (a customer gets 403 and nothing changes), validated with the
 * contract's schemas, audited.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { seedCatalog } from "../../../platform/seed/catalog";
import { createManualNumberRouter } from "../../../platform/services/phones/manualNumber";
import { createSipAdminSettingsRouter } from "../../../platform/services/sip/adminSettings";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let account: string;
let sip: string;
const tokens = { admin: "", owner: "" };

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
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, text };
}
const sipRow = () => t.ctx.db.prepare("SELECT * FROM sip_connections WHERE id = ?").get(sip) as Record<string, unknown>;
const audits = (action: string) =>
  t.ctx.db.prepare("SELECT COUNT(*) FROM audit_log WHERE action = ?").pluck().get(action) as number;

beforeAll(async () => {
  t = createTestContext();
  seedCatalog(t.ctx.db);
  account = insertAccount(t.ctx, { name: "Acme" });
  sip = randomUUID();
  t.ctx.db
    .prepare(
      "INSERT INTO sip_connections (id, account_id, name, type, created_at) VALUES (?, ?, 'Trunk', 'sip-trunk', ?)",
    )
    .run(sip, account, t.ctx.now());
  const adminId = await insertUser(t.ctx, {
    accountId: insertAccount(t.ctx, { name: "Operator" }),
    roles: [...ADMIN_ROLES, ...OWNER_ROLES],
  });
  const ownerId = await insertUser(t.ctx, { accountId: account, roles: OWNER_ROLES });
  tokens.admin = (await issueTokenPair(t.ctx, adminId, "password")).token;
  tokens.owner = (await issueTokenPair(t.ctx, ownerId, "password")).token;
  const app = express();
  app.use(createManualNumberRouter(t.ctx));
  app.use(createSipAdminSettingsRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("manual number", () => {
  const ok = () => ({
    phoneNumber: "+141 555 0100",
    countryName: "United States",
    monthlyCharge: 1.2345,
    regionId: "us-east",
    clientId: account,
    accountName: "Acme",
  });

  it("adds the number to the account as Manually Added, audited", async () => {
    const res = await call("PATCH", "/Admin/ManualNumber", tokens.admin, ok());
    expect(res.status).toBe(200);
    const row = t.ctx.db.prepare("SELECT * FROM phone_numbers WHERE id = ?").get(res.body?.id) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      account_id: account,
      e164: "+1415550100",
      status: "Manually Added",
      monthly_charge: 1.2345,
      manually_added: 1,
    });
    expect(audits("phones.manualNumber")).toBe(1);
    const audit = t.ctx.db
      .prepare("SELECT account_id, before, after FROM audit_log WHERE action = 'phones.manualNumber'")
      .get() as Record<string, string>;
    expect({ ...audit, after: JSON.parse(audit.after) }).toEqual({
      account_id: account,
      before: "null",
      after: {
        id: res.body?.id,
        e164: "+1415550100",
        monthlyCharge: 1.2345,
        countryName: "United States",
        regionId: "us-east",
        provider: row.provider,
      },
    });
    expect((await call("PATCH", "/Admin/ManualNumber", tokens.admin, ok())).status).toBe(409);
  });

  it.each([
    [{ phoneNumber: "12-34" }],
    [{ countryName: "" }],
    [{ countryName: "x".repeat(31) }],
    [{ monthlyCharge: 0 }],
    [{ monthlyCharge: 1.23456 }],
    [{ regionId: "mars" }],
  ])("refuses %j", async (change) => {
    expect(
      (await call("PATCH", "/Admin/ManualNumber", tokens.admin, { ...ok(), phoneNumber: "+442 079 460000", ...change }))
        .status,
    ).toBe(400);
  });

  it("refuses a customer with 403 and adds nothing", async () => {
    const before = t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get();
    const res = await call("PATCH", "/Admin/ManualNumber", tokens.owner, { ...ok(), phoneNumber: "+141 555 0199" });
    expect(res.status).toBe(403);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get()).toBe(before);
  });
});

describe("SIP connection admin settings", () => {
  it("lists the call-limit profiles with the default and sets one", async () => {
    const defs = await call("GET", `/Connections/admin/cacProfilesDefs?id=${sip}&userId=${account}`, tokens.admin);
    const params = (defs.body?.adminConfigParams as { enum: { profileId: string }[]; default: string }[])[0];
    expect(params.default).toBe("unlimited");
    expect(params.enum.map((p) => p.profileId)).toContain("cac-50");
    expect(
      (
        await call("PATCH", `/Connections/admin/cacProfile?id=${sip}&userId=${account}`, tokens.admin, {
          cacProfile: "cac-50",
        })
      ).status,
    ).toBe(200);
    expect(sipRow().cac_profile_id).toBe("cac-50");
    expect(
      (
        await call("PATCH", `/Connections/admin/cacProfile?id=${sip}&userId=${account}`, tokens.admin, {
          cacProfile: "nope",
        })
      ).status,
    ).toBe(400);
    // A connection named with another account is not found.
    expect(
      (await call("GET", `/Connections/admin/cacProfilesDefs?id=${sip}&userId=${randomUUID()}`, tokens.admin)).status,
    ).toBe(404);
  });

  it("reads and replaces the SBC override object, refusing anything but an object", async () => {
    const value = { codecs: ["PCMU"], maxSessions: 20 };
    expect((await call("PATCH", `/Connections/admin/overrideSbcConfig?id=${sip}`, tokens.admin, value)).status).toBe(
      200,
    );
    expect((await call("GET", `/Connections/admin/overrideSbcConfig?id=${sip}`, tokens.admin)).body).toEqual({
      overrideSbcConfig: value,
    });
    const refused = await call("PATCH", `/Connections/admin/overrideSbcConfig?id=${sip}`, tokens.admin, [1, 2]);
    expect(refused.status).toBe(400);
    expect(JSON.parse(String(sipRow().override_sbc_config))).toEqual(value);
  });

  it("toggles the SIP charge flag, audited", async () => {
    expect(
      (await call("PATCH", `/connections/admin/${sip}/shouldChargeSip`, tokens.admin, { shouldCharge: false })).status,
    ).toBe(200);
    expect(sipRow().should_charge).toBe(0);
    expect(
      (await call("PATCH", `/connections/admin/${sip}/shouldChargeSip`, tokens.admin, { shouldCharge: "no" })).status,
    ).toBe(400);
    expect(audits("sip.shouldChargeSip")).toBe(1);
  });

  it("audits every change with who, when, which account, before and after", async () => {
    const admin = t.ctx.db
      .prepare("SELECT u.id, u.email FROM users u WHERE u.account_id != ? ORDER BY u.rowid LIMIT 1")
      .get(account) as { id: string; email: string };
    const since = t.ctx.db.prepare("SELECT COALESCE(MAX(id), 0) FROM audit_log").pluck().get() as number;
    const start = sipRow();
    await call("PATCH", `/Connections/admin/cacProfile?id=${sip}&userId=${account}`, tokens.admin, {
      cacProfile: "cac-10",
    });
    await call("PATCH", `/Connections/admin/overrideSbcConfig?id=${sip}`, tokens.admin, { maxSessions: 5 });
    await call("PATCH", `/connections/admin/${sip}/shouldChargeSip`, tokens.admin, { shouldCharge: true });
    const rows = t.ctx.db
      .prepare(
        "SELECT at, actor_user_id, actor_email, account_id, action, before, after FROM audit_log WHERE id > ? AND action LIKE 'sip.%' ORDER BY id",
      )
      .all(since) as Record<string, string | number>[];
    expect(
      rows.map((r) => ({
        ...r,
        at: typeof r.at,
        before: JSON.parse(String(r.before)),
        after: JSON.parse(String(r.after)),
      })),
    ).toEqual([
      {
        at: "number",
        actor_user_id: admin.id,
        actor_email: admin.email,
        account_id: account,
        action: "sip.cacProfile",
        before: { id: sip, cacProfile: start.cac_profile_id },
        after: { id: sip, cacProfile: "cac-10" },
      },
      {
        at: "number",
        actor_user_id: admin.id,
        actor_email: admin.email,
        account_id: account,
        action: "sip.overrideSbcConfig",
        before: { id: sip, overrideSbcConfig: JSON.parse(String(start.override_sbc_config)) },
        after: { id: sip, overrideSbcConfig: { maxSessions: 5 } },
      },
      {
        at: "number",
        actor_user_id: admin.id,
        actor_email: admin.email,
        account_id: account,
        action: "sip.shouldChargeSip",
        before: { id: sip, shouldCharge: start.should_charge === 1 },
        after: { id: sip, shouldCharge: true },
      },
    ]);
  });

  it("changes nothing when the audit log refuses the row", async () => {
    const before = sipRow();
    t.ctx.db.exec(
      "CREATE TEMP TRIGGER fail_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log unavailable'); END",
    );
    try {
      for (const [path, body] of [
        [`/Connections/admin/cacProfile?id=${sip}`, { cacProfile: "cac-50" }],
        [`/Connections/admin/overrideSbcConfig?id=${sip}`, { unaudited: true }],
        [`/connections/admin/${sip}/shouldChargeSip`, { shouldCharge: before.should_charge !== 1 }],
      ] as const) {
        expect((await call("PATCH", path, tokens.admin, body)).status, path).toBe(500);
      }
    } finally {
      t.ctx.db.exec("DROP TRIGGER fail_audit");
    }
    expect(sipRow()).toEqual(before);
  });

  it("refuses customers on every action, and nothing changes", async () => {
    const before = sipRow();
    for (const [method, path, body] of [
      ["GET", `/Connections/admin/cacProfilesDefs?id=${sip}`, undefined],
      ["PATCH", `/Connections/admin/cacProfile?id=${sip}`, { cacProfile: "cac-10" }],
      ["GET", `/Connections/admin/overrideSbcConfig?id=${sip}`, undefined],
      ["PATCH", `/Connections/admin/overrideSbcConfig?id=${sip}`, { a: 1 }],
      ["PATCH", `/connections/admin/${sip}/shouldChargeSip`, { shouldCharge: true }],
    ] as const) {
      const res = await call(method, path, tokens.owner, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.text).not.toContain("PCMU");
    }
    expect(sipRow()).toEqual(before);
  });
});
