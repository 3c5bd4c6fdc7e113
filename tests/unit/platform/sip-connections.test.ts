/**
 * SIP connections on the embedded platform, over real HTTP against the seeded platform: the seed's
 * connections are valid forms; create, read, update, delete; secrets never read back; the limits
 * (40 per account; a trial account two); account scoping; the roles; the report generator; and the
 * DNS TXT verification against a tiny DNS server on 127.0.0.1 (dns-packet over dgram).
 */
import { randomUUID } from "node:crypto";
import { createSocket, type Socket } from "node:dgram";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import dnsPacket from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { TRIAL } from "../../../contract/limits/trial";
import {
  SIP_CONNECTIONS_API,
  SIP_DNS_PENDING,
  SipConnectionDetailSchema,
  sipFormSchema,
  SipConnectionRowSchema,
  sipVerifyDnsPath,
  type SipConnectionRow,
} from "../../../contract/wire/sip";
import { waitForJob } from "../../../platform/jobs/exports";
import { baseSettings } from "../../../platform/services/vaic/settings";
import { parseCsv } from "../support/csv";
import { sipConnectionProbeForm } from "./platform-authz-table";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(SIP_CONNECTIONS_API);
const ListSchema = entityListSchema(SIP_CONNECTIONS_API.rowsKey, SipConnectionRowSchema);
const rowsOf = (json: unknown) => ListSchema.parse(json)[SIP_CONNECTIONS_API.rowsKey] as SipConnectionRow[];
const filter = (clauses: string) => `filter=${encodeURIComponent(`(${clauses})`)}`;

let w: SeededPlatform;
let acme: string;
let trial: string;
const db = () => w.platform.db;
const stored = (id: string) =>
  db().prepare("SELECT * FROM sip_connections WHERE id = ?").get(id) as Record<string, unknown>;
const liveCount = (accountId: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;
const form = (name: string, extra: Record<string, unknown> = {}) => ({ ...sipConnectionProbeForm(name), ...extra });

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("SIP connections: the seed", () => {
  it("every seeded connection is a form the dialog accepts as it is; the trial account holds two", async () => {
    const ids = db().prepare("SELECT id FROM sip_connections WHERE deleted_at IS NULL").pluck().all() as string[];
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const answer = await w.call("admin", "GET", paths.one(id));
      expect(answer.status).toBe(200);
      const {
        id: _i,
        createdAt: _c,
        secretsSet: _s,
        status: _st,
        dnsTxtValue: _d,
        dnsVerifiedAt: _v,
        cacProfileDisplay: _p,
        accountId: _a,
        accountName: _n,
        ...rest
      } = SipConnectionDetailSchema.parse(answer.json);
      const result = sipFormSchema().safeParse(rest);
      expect(result.success, `${id}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
    expect(liveCount(trial)).toBe(TRIAL.SIP_CONNECTIONS);
  });
});

describe("SIP connections: create, read, update, delete", () => {
  let id = "";

  it("creates a connection with its columns and settings; the password is stored apart and never read back", async () => {
    const answer = await w.call("owner", "POST", paths.create, {
      body: form("  Credentials trunk  ", {
        authSourceIp: false,
        sourceIps: [],
        authMethod: "credentials",
        username: "pbx",
        password: "s3cret-pass",
        keepAlive: 5,
        maxCallDurationInMinutes: 120,
      }),
    });
    expect(answer.status, answer.text).toBe(201);
    id = (answer.json as { id: string }).id;
    const row = stored(id);
    expect(row).toMatchObject({
      account_id: acme,
      name: "Credentials trunk",
      type: "sip-trunk",
      keep_alive: 5,
      status: "Connected",
      deleted_at: null,
    });
    expect(JSON.parse(String(row.secrets))).toEqual({ password: "s3cret-pass" });
    expect(JSON.parse(String(row.authentication))).toEqual({
      fqdn: true,
      sourceIp: false,
      dialedNumbers: false,
      method: "credentials",
      username: "pbx",
    });
    expect(JSON.parse(String(row.settings))).toEqual({ sourceIps: [], maxCallDurationInMinutes: 120 });
    const read = await w.call("owner", "GET", paths.one(id));
    expect(read.text).not.toContain("s3cret-pass");
    expect(SipConnectionDetailSchema.parse(read.json)).toMatchObject({
      username: "pbx",
      authMethod: "credentials",
      secretsSet: { password: true, authCode: false },
      maxCallDurationInMinutes: 120,
    });
    const list = await w.call("owner", "GET", `${paths.list}?${filter("authMethod=credentials")}`);
    expect(list.text).not.toContain("s3cret-pass");
    expect(rowsOf(list.json).map((r) => r.id)).toContain(id);
  });

  it("an update without the password keeps it; another method forgets it", async () => {
    const keep = await w.call("owner", "PATCH", paths.one(id), {
      body: form("Credentials trunk", {
        authSourceIp: false,
        sourceIps: [],
        authMethod: "credentials",
        username: "pbx2",
      }),
    });
    expect(keep.status, keep.text).toBe(200);
    expect(JSON.parse(String(stored(id).secrets))).toEqual({ password: "s3cret-pass" });
    const code = await w.call("owner", "PATCH", paths.one(id), {
      body: form("Credentials trunk", { authMethod: "authCode", authCode: "7788" }),
    });
    expect(code.status, code.text).toBe(200);
    expect(JSON.parse(String(stored(id).secrets))).toEqual({ authCode: "7788" });
    expect(JSON.parse(String(stored(id).authentication))).not.toHaveProperty("username");
    // Credentials again: the password must be typed again.
    const again = await w.call("owner", "PATCH", paths.one(id), {
      body: form("Credentials trunk", { authMethod: "credentials", username: "pbx" }),
    });
    expect(again.status).toBe(400);
    expect(again.text).toContain("password: validation_field_required");
  });

  it("refuses a bad form with the field's message, and names unique in the account", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ keepAlive: 4 }, "keepAlive: validation_sip_keep_alive"],
      [
        { signallingAddresses: Array.from({ length: 11 }, (_, i) => `198.51.100.${i + 1}`) },
        "signallingAddresses: validation_sip_signalling_addresses_max",
      ],
      [{ sourceIps: [] }, "sourceIps: validation_sip_source_ip_address_required"],
      [{ regionId: "mars-1" }, "regionId: validation_field_invalid"],
      [{ cacProfileId: "no-such-profile" }, "cacProfileId: validation_sip_cac_profile"],
    ];
    const before = liveCount(acme);
    for (const [extra, message] of cases) {
      const answer = await w.call("owner", "POST", paths.create, {
        body: form(`Refused ${randomUUID().slice(0, 8)}`, extra),
      });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.text).toContain(message);
    }
    const clash = await w.call("owner", "POST", paths.create, { body: form("main sip trunk") });
    expect(clash.status).toBe(400);
    expect(clash.text).toContain("name: validation_name_unique");
    expect(liveCount(acme)).toBe(before);
  });

  it("deletes softly: gone from the lists, kept for the call history", async () => {
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect(stored(id).deleted_at).not.toBeNull();
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
    const rows = rowsOf((await w.call("owner", "GET", paths.list)).json);
    expect(rows.map((r) => r.id)).not.toContain(id);
  });
});

describe("SIP connections: limits, scoping and roles", () => {
  it("a trial account holds two: the third is refused with the trial's message", async () => {
    const answer = await w.call("trial", "POST", paths.create, { body: form("Third trial trunk") });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("warning_trial_sip_connections");
    expect(liveCount(trial)).toBe(TRIAL.SIP_CONNECTIONS);
  });

  it("an Essential account holds 40: the 41st is refused", async () => {
    const have = liveCount(acme);
    const now = Date.now();
    const insert = db().prepare(
      "INSERT INTO sip_connections (id, account_id, name, type, created_at) VALUES (?, ?, ?, 'sip-trunk', ?)",
    );
    for (let i = have; i < LIMITS_PER_ACCOUNT.SIP_CONNECTIONS; i++) insert.run(randomUUID(), acme, `Filler ${i}`, now);
    const answer = await w.call("owner", "POST", paths.create, { body: form("Forty-first") });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("warning_max_sip_connections_reached");
    db().prepare("DELETE FROM sip_connections WHERE account_id = ? AND name LIKE 'Filler %'").run(acme);
  });

  it("keeps every account's connections to itself; administrators read every account, with its name", async () => {
    const trialIds = db()
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .all(trial) as string[];
    expect((await w.call("owner", "GET", paths.one(trialIds[0]))).status).toBe(404);
    expect((await w.call("owner", "PATCH", paths.one(trialIds[0]), { body: form("Taken over") })).status).toBe(404);
    expect((await w.call("owner", "DELETE", paths.one(trialIds[0]))).status).toBe(404);
    expect((await w.call("owner", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`)).status).toBe(404);
    const own = rowsOf((await w.call("owner", "GET", paths.list)).json);
    expect(own.every((r) => r.accountId === undefined && r.shouldCharge === undefined)).toBe(true);
    const admin = rowsOf((await w.call("admin", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`)).json);
    expect(admin.map((r) => r.id).sort()).toEqual([...trialIds].sort());
    expect(
      admin.every(
        (r) =>
          r.accountName === "Trial Co" &&
          r.displayName === `${r.name} (Trial Co)` &&
          typeof r.shouldCharge === "boolean",
      ),
    ).toBe(true);
  });

  it("refuses callers without the SIP roles; the administrator writes only its own account", async () => {
    for (const caller of ["member"] as const) {
      expect((await w.call(caller, "GET", paths.list)).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.create, { body: form("Member trunk") })).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.report)).status, caller).toBe(403);
    }
    const acmeId = db()
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(acme) as string;
    expect((await w.call("viewer", "PATCH", paths.one(acmeId), { body: form("Viewer edit") })).status).toBe(403);
    expect((await w.call("viewer", "DELETE", paths.one(acmeId))).status).toBe(403);
    expect((await w.call("admin", "DELETE", paths.one(acmeId))).status).not.toBe(204);
    expect(stored(acmeId).deleted_at).toBeNull();
  });
});

describe("SIP connections: the report generator", () => {
  it("answers 202 and writes the account's connections as CSV, secrets never", async () => {
    const answer = await w.call("owner", "POST", `${paths.report}?sort=name`);
    expect(answer.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (answer.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "sip-connections" });
    const text = readFileSync(job!.file_path!, "utf8");
    const [header, ...rows] = parseCsv(text);
    expect(header.slice(0, 4)).toEqual(["SIP Connection ID", "Name", "Type", "FQDN"]);
    expect(header).not.toContain("Charged");
    expect(rows).toHaveLength(liveCount(acme));
    expect(rows.find((r) => r[1] === "Genesys Contact Center")?.[2]).toBe("contact-center");
    expect(text).not.toContain("s3cret-pass");
  });
});

/** A DNS server on 127.0.0.1 answering TXT questions from `records` (name -> values); others NXDOMAIN. */
async function startDnsServer(records: Map<string, string[]>): Promise<{ socket: Socket; server: string }> {
  const socket = createSocket("udp4");
  socket.on("message", (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const values = question && question.type === "TXT" ? records.get(question.name.toLowerCase()) : undefined;
    const answer = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (values ? 0 : 3), // rcode 3: NXDOMAIN
      questions: query.questions,
      answers: (values ?? []).map((v) => ({
        type: "TXT" as const,
        name: question!.name,
        ttl: 60,
        class: "IN" as const,
        data: v,
      })),
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { socket, server: `127.0.0.1:${(socket.address() as AddressInfo).port}` };
}

describe("SIP connections: DNS TXT verification (per-account toggle)", () => {
  const records = new Map<string, string[]>();
  let dns: { socket: Socket; server: string };

  beforeAll(async () => {
    dns = await startDnsServer(records);
    w.platform.ctx.config.dnsServers = [dns.server];
    db().prepare("UPDATE accounts SET dns_verification = 1 WHERE id = ?").run(acme);
  });
  afterAll(() => {
    db().prepare("UPDATE accounts SET dns_verification = 0 WHERE id = ?").run(acme);
    w.platform.ctx.config.dnsServers = undefined;
    dns?.socket.close();
  });

  it("creates a connection with an FQDN pending, with a value matching the settings' pattern; Verify finds the record and puts it in service", async () => {
    const created = await w.call("owner", "POST", paths.create, {
      body: form("DNS checked trunk", { fqdn: "verify-me.sip.example" }),
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: string }).id;
    const detail = SipConnectionDetailSchema.parse((await w.call("owner", "GET", paths.one(id))).json);
    expect(detail.status).toBe(SIP_DNS_PENDING);
    expect(detail.dnsTxtValue).toMatch(new RegExp(baseSettings(w.platform.ctx).dnsTxtRegex));
    // Not published yet: still pending.
    const early = await w.call("owner", "POST", sipVerifyDnsPath(id));
    expect(early.json).toEqual({ verified: false, status: SIP_DNS_PENDING });
    // Another value at the name is not it.
    records.set("verify-me.sip.example", ["v=spf1 -all", "voiceconsole-verification=00000000000000000000000000000000"]);
    expect((await w.call("owner", "POST", sipVerifyDnsPath(id))).json).toEqual({
      verified: false,
      status: SIP_DNS_PENDING,
    });
    records.set("verify-me.sip.example", ["v=spf1 -all", detail.dnsTxtValue!]);
    expect((await w.call("owner", "POST", sipVerifyDnsPath(id))).json).toEqual({ verified: true, status: "Connected" });
    expect(stored(id)).toMatchObject({ status: "Connected" });
    expect(stored(id).dns_verified_at).not.toBeNull();
    // An edit that keeps the FQDN stays verified; a new FQDN waits again, with a new value.
    expect(
      (
        await w.call("owner", "PATCH", paths.one(id), {
          body: form("DNS checked trunk", { fqdn: "verify-me.sip.example", keepAlive: 30 }),
        })
      ).status,
    ).toBe(200);
    expect(stored(id).status).toBe("Connected");
    expect(
      (
        await w.call("owner", "PATCH", paths.one(id), {
          body: form("DNS checked trunk", { fqdn: "moved.sip.example" }),
        })
      ).status,
    ).toBe(200);
    const moved = stored(id);
    expect(moved.status).toBe(SIP_DNS_PENDING);
    expect(moved.dns_txt_value).not.toBe(detail.dnsTxtValue);
  });

  it("without an FQDN, or with the toggle off, a connection is in service at once", async () => {
    const noFqdn = await w.call("owner", "POST", paths.create, {
      body: form("Dialed numbers only", { fqdn: undefined, authFqdn: false, authDialedNumbers: true }),
    });
    expect(noFqdn.status, noFqdn.text).toBe(201);
    expect(stored((noFqdn.json as { id: string }).id).status).toBe("Connected");
    const other = db()
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(trial) as string;
    expect(stored(other).status).toBe("Connected");
  });

  it("Verify is the caller's own connections' only, and needs the update role", async () => {
    const trialId = db()
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(trial) as string;
    expect((await w.call("owner", "POST", sipVerifyDnsPath(trialId))).status).toBe(404);
    expect((await w.call("viewer", "POST", sipVerifyDnsPath(trialId))).status).toBe(403);
  });
});
