/**
 * The per-client DNS verification toggle (docs/product.md#account-status "DNS verification can be toggled per client", #endpoint-names
 * "EnableDNSVerification"): administrators who update accounts turn it on and off, audited; the
 * clients list shows it; new SIP connections with an FQDN of that account follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { AdminClientsResponseSchema } from "../../../contract/wire/accounts";
import { DnsVerificationResultSchema } from "../../../contract/wire/admin";
import { SIP_CONNECTIONS_API, SIP_DNS_PENDING, SipConnectionDetailSchema } from "../../../contract/wire/sip";
import { insertAccount } from "./helpers";
import { sipConnectionProbeForm } from "./platform-authz-table";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const sip = entityPaths(SIP_CONNECTIONS_API);
const toggle = (id: string) => `/vaic/api/clients/${encodeURIComponent(id)}/EnableDNSVerification`;

let w: SeededPlatform;
let acme: string;
const db = () => w.platform.db;
const stored = () => db().prepare("SELECT dns_verification FROM accounts WHERE id = ?").pluck().get(acme) as number;
const audits = () =>
  db()
    .prepare(
      "SELECT actor_email, action, before, after FROM audit_log WHERE account_id = ? AND action = 'accounts.dnsVerification' ORDER BY id",
    )
    .all(acme) as {
    actor_email: string;
    action: string;
    before: string;
    after: string;
  }[];

async function createWithFqdn(name: string, fqdn: string) {
  const created = await w.call("owner", "POST", sip.create, { body: { ...sipConnectionProbeForm(name), fqdn } });
  expect(created.status, created.text).toBe(201);
  return SipConnectionDetailSchema.parse(
    (await w.call("owner", "GET", sip.one((created.json as { id: string }).id))).json,
  );
}

async function listed(id: string) {
  const answer = await w.call("admin", "GET", `/vaic/api/clients?filter=${encodeURIComponent(`(id=${id})`)}`);
  expect(answer.status, answer.text).toBe(200);
  return AdminClientsResponseSchema.parse(answer.json).clients[0];
}

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
});

afterAll(async () => {
  db().prepare("UPDATE accounts SET dns_verification = 0 WHERE id = ?").run(acme);
  await w?.settleExports();
  await w?.close();
});

describe("EnableDNSVerification", () => {
  it("the administrator turns it on and off; the answer, the clients list and the audit log show each change", async () => {
    expect(stored()).toBe(0);
    expect((await listed(acme)).dnsVerification).toBe(false);

    const on = await w.call("admin", "PATCH", toggle(acme), { body: { enabled: true } });
    expect(on.status, on.text).toBe(200);
    expect(DnsVerificationResultSchema.parse(on.json)).toEqual({ id: acme, dnsVerification: true });
    expect(stored()).toBe(1);
    expect((await listed(acme)).dnsVerification).toBe(true);

    const pending = await createWithFqdn("Toggle on trunk", "toggle-on.sip.example");
    expect(pending.status).toBe(SIP_DNS_PENDING);
    expect(pending.dnsTxtValue).toBeTruthy();

    const off = await w.call("admin", "PATCH", toggle(acme), { body: { enabled: false } });
    expect(off.status, off.text).toBe(200);
    expect(DnsVerificationResultSchema.parse(off.json)).toEqual({ id: acme, dnsVerification: false });
    expect(stored()).toBe(0);

    const connected = await createWithFqdn("Toggle off trunk", "toggle-off.sip.example");
    expect(connected.status).toBe("Connected");
    expect(connected.dnsTxtValue ?? null).toBeNull();
    // The connection created while it was on still waits for its record.
    expect(SipConnectionDetailSchema.parse((await w.call("owner", "GET", sip.one(pending.id))).json).status).toBe(
      SIP_DNS_PENDING,
    );

    const entries = audits();
    expect(entries.map((e) => [JSON.parse(e.before), JSON.parse(e.after)])).toEqual([
      [{ dnsVerification: false }, { dnsVerification: true }],
      [{ dnsVerification: true }, { dnsVerification: false }],
    ]);
    expect(entries.map((e) => e.actor_email)).toEqual(["admin@example.com", "admin@example.com"]);
  });

  it("refuses customers (403) and changes nothing", async () => {
    const before = audits().length;
    const answer = await w.call("owner", "PATCH", toggle(acme), { body: { enabled: true } });
    expect(answer.status).toBe(403);
    expect(stored()).toBe(0);
    expect(audits()).toHaveLength(before);
  });

  it("answers 404 for an unknown or deleted account, and 400 for a body that is not { enabled: boolean }", async () => {
    expect((await w.call("admin", "PATCH", toggle("no-such-account"), { body: { enabled: true } })).status).toBe(404);
    const deleted = insertAccount(w.platform.ctx, { name: "Closed account" });
    db().prepare("UPDATE accounts SET deleted_at = ? WHERE id = ?").run(Date.now(), deleted);
    expect((await w.call("admin", "PATCH", toggle(deleted), { body: { enabled: true } })).status).toBe(404);
    expect(db().prepare("SELECT dns_verification FROM accounts WHERE id = ?").pluck().get(deleted)).toBe(0);
    for (const body of [{}, { enabled: "true" }, { enabled: 1 }]) {
      expect((await w.call("admin", "PATCH", toggle(acme), { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(stored()).toBe(0);
  });
});
