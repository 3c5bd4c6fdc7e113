/**
 * Teams tenants and connections on the embedded platform, over real HTTP against the seeded platform:
 * the tenant rules and the admin-only delete; the connection's creation (progress notification
 * through its steps in order, then Connected or Failed; the 10-minute timeout; a restart resuming
 * it), the account's maximum, scoping, roles and the report generators; the lookup answer the
 * statistics picker reads. The clock is the platform's (ctx.now), moved by the test.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { MESSAGES } from "../../../contract/messages";
import { TEAMS } from "../../../contract/limits/teams";
import {
  TEAMS_CONNECTIONS_API,
  TEAMS_TENANTS_API,
  TeamsConnectionRowSchema,
  TeamsTenantRowSchema,
} from "../../../contract/wire/teams";
import { waitForJob } from "../../../platform/jobs/exports";
import { advanceSetups, SETUP_STEPS } from "../../../platform/services/teams/provisioning";
import { loadTraffic } from "../../../platform/simulator/traffic";
import { parseCsv } from "../support/csv";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const tenants = entityPaths(TEAMS_TENANTS_API);
const connections = entityPaths(TEAMS_CONNECTIONS_API);
const ConnectionsSchema = entityListSchema(TEAMS_CONNECTIONS_API.rowsKey, TeamsConnectionRowSchema);
const TenantsSchema = entityListSchema(TEAMS_TENANTS_API.rowsKey, TeamsTenantRowSchema);
const DURATION_MS = 40_000;
const STEP_MS = DURATION_MS / SETUP_STEPS.length;

let w: SeededPlatform;
let acme: string;
let trial: string;
let acmeTenant: string;
let clock = Date.now();

const db = () => w.platform.db;
const tenantForm = (domain = `t${randomUUID().slice(0, 8)}.onmicrosoft.com`, tenantId: string = randomUUID()) => ({
  domain,
  tenantId,
  licenseType: "Hosted Pro",
  activationEmail: "it@acme.example",
});
const connection = (id: string) =>
  db().prepare("SELECT * FROM teams_connections WHERE id = ?").get(id) as Record<string, unknown>;
/** The owner's notifications about one connection, oldest first. */
const notificationsOf = (id: string) =>
  (
    db()
      .prepare(
        "SELECT title, message, type, data FROM notifications WHERE json_extract(data, '$.teamsConnectionId') = ? ORDER BY created_at, rowid",
      )
      .all(id) as {
      title: string;
      message: string;
      type: string;
      data: string;
    }[]
  ).map((n) => ({ ...n, progress: (JSON.parse(n.data) as { progress?: number }).progress }));

async function createConnection(name: string, tenant = acmeTenant, caller: "owner" | "trial" = "owner") {
  const answer = await w.call(caller, "POST", connections.create, {
    body: { name, teamsTenantId: tenant, regionId: "eu-west" },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
  acmeTenant = db()
    .prepare("SELECT id FROM teams_tenants WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
    .pluck()
    .get(acme) as string;
  w.platform.ctx.now = () => clock;
});

beforeEach(() => {
  // Room for the connections each test creates.
  db().prepare("UPDATE accounts SET max_teams_connections = 100 WHERE id = ?").run(acme);
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("Teams tenants", () => {
  it("creates, reads, lists and updates a tenant of the owner's account (domain and GUID lower-cased)", async () => {
    const guid = randomUUID().toUpperCase();
    const created = await w.call("owner", "POST", tenants.create, {
      body: tenantForm("Contoso-Sales.OnMicrosoft.com", guid),
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: string }).id;
    expect(
      db()
        .prepare("SELECT account_id, domain, tenant_id, license_type, activation_email FROM teams_tenants WHERE id = ?")
        .get(id),
    ).toEqual({
      account_id: acme,
      domain: "contoso-sales.onmicrosoft.com",
      tenant_id: guid.toLowerCase(),
      license_type: "Hosted Pro",
      activation_email: "it@acme.example",
    });
    const one = await w.call("owner", "GET", tenants.one(id));
    expect(one.json).toMatchObject({
      id,
      name: "contoso-sales.onmicrosoft.com",
      domain: "contoso-sales.onmicrosoft.com",
      connections: 0,
    });
    const list = TenantsSchema.parse((await w.call("owner", "GET", `${tenants.list}?search=contoso-sales`)).json);
    expect(list.tenants.map((t) => t.id)).toEqual([id]);
    const updated = await w.call("owner", "PATCH", tenants.one(id), {
      body: { ...tenantForm("contoso-sales.onmicrosoft.com", guid), licenseType: "Hosted Essential" },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(db().prepare("SELECT license_type FROM teams_tenants WHERE id = ?").pluck().get(id)).toBe(
      "Hosted Essential",
    );
  });

  it("refuses bad fields, each on its field, and a domain or tenant id the account already has", async () => {
    const bad = await w.call("owner", "POST", tenants.create, {
      body: { domain: "contoso", tenantId: "1234", licenseType: "None", activationEmail: "it@" },
    });
    expect(bad.status).toBe(400);
    for (const line of [
      "domain: validation_teams_domain",
      "tenantId: validation_teams_tenant_id",
      "licenseType: validation_teams_license_type",
      "activationEmail: validation_email_required",
    ]) {
      expect(bad.text).toContain(line);
    }
    const seeded = db().prepare("SELECT domain, tenant_id FROM teams_tenants WHERE id = ?").get(acmeTenant) as {
      domain: string;
      tenant_id: string;
    };
    const sameDomain = await w.call("owner", "POST", tenants.create, { body: tenantForm(seeded.domain) });
    expect(sameDomain.status).toBe(400);
    expect(sameDomain.text).toContain("domain: validation_teams_domain_unique");
    const sameId = await w.call("owner", "POST", tenants.create, {
      body: tenantForm(undefined, seeded.tenant_id.toUpperCase()),
    });
    expect(sameId.text).toContain("tenantId: validation_teams_tenant_id_unique");
  });

  it("lets only administrators delete a tenant, of any account (docs/product.md#roles 'Admin-only actions')", async () => {
    const id = (await w.call("owner", "POST", tenants.create, { body: tenantForm() })).json as { id: string };
    expect((await w.call("owner", "DELETE", tenants.one(id.id))).status).toBe(403);
    expect((await w.call("trial", "DELETE", tenants.one(id.id))).status).toBe(403);
    expect(db().prepare("SELECT deleted_at FROM teams_tenants WHERE id = ?").pluck().get(id.id)).toBeNull();
    expect((await w.call("admin", "DELETE", tenants.one(id.id))).status).toBe(204);
    expect(db().prepare("SELECT deleted_at FROM teams_tenants WHERE id = ?").pluck().get(id.id)).not.toBeNull();
    expect((await w.call("admin", "DELETE", tenants.one(id.id))).status).toBe(404);
  });

  it("scopes reads: another account's tenant is a 404 to a customer, readable by administrators", async () => {
    const trialTenant = randomUUID();
    db()
      .prepare(
        "INSERT INTO teams_tenants (id, account_id, domain, tenant_id, license_type, activation_email, created_at) VALUES (?, ?, 'trialco.onmicrosoft.com', ?, 'Hosted Essential', 'a@trial.example', ?)",
      )
      .run(trialTenant, trial, randomUUID(), clock);
    expect((await w.call("owner", "GET", tenants.one(trialTenant))).status).toBe(404);
    expect((await w.call("owner", "PATCH", tenants.one(trialTenant), { body: tenantForm() })).status).toBe(404);
    expect((await w.call("admin", "GET", tenants.one(trialTenant))).json).toMatchObject({
      accountId: trial,
      domain: "trialco.onmicrosoft.com",
    });
    const all = TenantsSchema.parse((await w.call("admin", "GET", `${tenants.list}?limit=100`)).json);
    const live = db()
      .prepare(
        "SELECT COUNT(*) FROM teams_tenants t JOIN accounts a ON a.id = t.account_id WHERE t.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get();
    expect(all.pages.totalElements).toBe(live);
    // A connection cannot be created on another account's tenant.
    const refused = await w.call("owner", "POST", connections.create, {
      body: { name: "Borrowed", teamsTenantId: trialTenant, regionId: "eu-west" },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("teamsTenantId: validation_teams_tenant_choice");
  });

  it("refuses the viewer (no Teams role) every tenant endpoint", async () => {
    expect((await w.call("viewer", "GET", tenants.list)).status).toBe(403);
    expect((await w.call("viewer", "POST", tenants.create, { body: tenantForm() })).status).toBe(403);
  });
});

describe("Teams connections: the creation", () => {
  it("starts Provisioning with a progress notification, moves through the steps in order, ends Connected", async () => {
    const started = clock;
    const id = await createConnection(`Sales ${randomUUID().slice(0, 6)}`);
    expect(connection(id)).toMatchObject({
      status: "Provisioning",
      setup_step: 0,
      setup_started_at: started,
      setup_user_id: w.users.owner.id,
      account_id: acme,
    });
    const seen: { message: string; progress: number | undefined }[] = [];
    const progressNow = () => notificationsOf(id).filter((n) => n.type === "progress");
    expect(progressNow()).toEqual([
      expect.objectContaining({
        title: expect.stringContaining("Creating Teams connection"),
        message: MESSAGES.teams_setup_step_tenant,
        progress: 0,
      }),
    ]);
    for (let step = 1; step < SETUP_STEPS.length; step++) {
      clock = started + step * STEP_MS - 1;
      advanceSetups(w.platform.ctx, DURATION_MS);
      expect(connection(id).setup_step, `just before step ${step}`).toBe(step - 1);
      clock = started + step * STEP_MS;
      advanceSetups(w.platform.ctx, DURATION_MS);
      const [n] = progressNow();
      seen.push({ message: n.message, progress: n.progress });
    }
    expect(seen).toEqual([
      { message: MESSAGES.teams_setup_step_routing, progress: 25 },
      { message: MESSAGES.teams_setup_step_register, progress: 50 },
      { message: MESSAGES.teams_setup_step_users, progress: 75 },
    ]);
    const listed = ConnectionsSchema.parse(
      (await w.call("owner", "GET", `${connections.list}?filter=${encodeURIComponent(`(id=${id})`)}`)).json,
    );
    expect(listed.teamsConnections[0]).toMatchObject({ status: "Provisioning", progress: 75 });

    clock = started + DURATION_MS;
    advanceSetups(w.platform.ctx, DURATION_MS);
    expect(connection(id)).toMatchObject({ status: "Connected", setup_notification_id: null, licensed_users: 25 }); // the seeded tenant is Hosted Essential Plus
    const notes = notificationsOf(id);
    expect(notes.filter((n) => n.type === "progress")).toEqual([]);
    expect(notes).toEqual([expect.objectContaining({ type: "info", title: expect.stringContaining("is connected") })]);
  });

  it("resumes after a restart where the clock says, and fails with a timeout past 10 minutes", async () => {
    const started = clock;
    const resumed = await createConnection(`Resumed ${randomUUID().slice(0, 6)}`);
    const late = await createConnection(`Late ${randomUUID().slice(0, 6)}`);
    // A platform down for 10 minutes: `late` was created 10 minutes before it came back.
    db()
      .prepare("UPDATE teams_connections SET setup_started_at = ? WHERE id = ?")
      .run(started - TEAMS.CONNECTION_CREATION_MAX_MS, late);
    clock = started + 2 * STEP_MS;
    advanceSetups(w.platform.ctx, DURATION_MS);
    expect(connection(resumed)).toMatchObject({ status: "Provisioning", setup_step: 2 });
    expect(connection(late)).toMatchObject({
      status: "Failed",
      setup_error: "error_teams_setup_timeout",
      setup_notification_id: null,
    });
    expect(notificationsOf(late)).toEqual([
      expect.objectContaining({ type: "error", message: MESSAGES.error_teams_setup_timeout }),
    ]);
    // Just under 10 minutes is not a timeout.
    const edge = await createConnection(`Edge ${randomUUID().slice(0, 6)}`);
    db()
      .prepare("UPDATE teams_connections SET setup_started_at = ? WHERE id = ?")
      .run(clock - TEAMS.CONNECTION_CREATION_MAX_MS + 1, edge);
    advanceSetups(w.platform.ctx, DURATION_MS);
    expect(connection(edge).status).toBe("Connected");
  });

  it("fails the creations of a tenant an administrator deletes", async () => {
    const tenant = ((await w.call("owner", "POST", tenants.create, { body: tenantForm() })).json as { id: string }).id;
    const id = await createConnection(`Orphan ${randomUUID().slice(0, 6)}`, tenant);
    expect((await w.call("admin", "DELETE", tenants.one(tenant))).status).toBe(204);
    expect(connection(id)).toMatchObject({ status: "Failed", setup_error: "error_teams_setup_tenant_removed" });
    expect(notificationsOf(id)).toEqual([
      expect.objectContaining({ type: "error", message: MESSAGES.error_teams_setup_tenant_removed }),
    ]);
  });

  it("changes only the name on update; the tenant and the region stay", async () => {
    const id = await createConnection(`Rename ${randomUUID().slice(0, 6)}`);
    const other = ((await w.call("owner", "POST", tenants.create, { body: tenantForm() })).json as { id: string }).id;
    const moved = await w.call("owner", "PATCH", connections.one(id), {
      body: { name: "Moved", teamsTenantId: other, regionId: "eu-west" },
    });
    expect(moved.status).toBe(400);
    expect(moved.text).toContain("teamsTenantId: validation_teams_connection_fixed");
    const region = await w.call("owner", "PATCH", connections.one(id), {
      body: { name: "Moved", teamsTenantId: acmeTenant, regionId: "us-east" },
    });
    expect(region.text).toContain("regionId: validation_teams_connection_fixed");
    const renamed = await w.call("owner", "PATCH", connections.one(id), {
      body: { name: "Renamed desk", teamsTenantId: acmeTenant, regionId: "eu-west" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(connection(id)).toMatchObject({ name: "Renamed desk", status: "Provisioning" });
  });

  it("drops the progress notification of a connection deleted while it is created", async () => {
    const id = await createConnection(`Gone ${randomUUID().slice(0, 6)}`);
    expect(notificationsOf(id)).toHaveLength(1);
    expect((await w.call("owner", "DELETE", connections.one(id))).status).toBe(204);
    expect(notificationsOf(id)).toEqual([]);
    advanceSetups(w.platform.ctx, DURATION_MS);
    expect(connection(id).status).toBe("Provisioning");
  });
});

describe("Teams connections: rules, limits, scoping", () => {
  it("refuses a name missing or over 40 characters, and a name the account already uses", async () => {
    const long = await w.call("owner", "POST", connections.create, {
      body: { name: "x".repeat(TEAMS.CONNECTION_NAME_MAX + 1), teamsTenantId: acmeTenant, regionId: "eu-west" },
    });
    expect(long.text).toContain("name: validation_teams_connection_name");
    const exact = await w.call("owner", "POST", connections.create, {
      body: { name: "y".repeat(TEAMS.CONNECTION_NAME_MAX), teamsTenantId: acmeTenant, regionId: "eu-west" },
    });
    expect(exact.status).toBe(201);
    const clash = await w.call("owner", "POST", connections.create, {
      body: { name: "Teams Sales", teamsTenantId: acmeTenant, regionId: "eu-west" },
    });
    expect(clash.text).toContain("name: validation_name_unique");
  });

  it("refuses a create past the account's maximum (409 with the spec's message)", async () => {
    const live = db()
      .prepare("SELECT COUNT(*) FROM teams_connections WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(acme) as number;
    db()
      .prepare("UPDATE accounts SET max_teams_connections = ? WHERE id = ?")
      .run(live + 1, acme);
    await createConnection(`Last ${randomUUID().slice(0, 6)}`);
    const refused = await w.call("owner", "POST", connections.create, {
      body: { name: `Over ${randomUUID().slice(0, 6)}`, teamsTenantId: acmeTenant, regionId: "eu-west" },
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("warning_max_teams_connections_reached");
    expect(
      db()
        .prepare("SELECT COUNT(*) FROM teams_connections WHERE account_id = ? AND deleted_at IS NULL")
        .pluck()
        .get(acme),
    ).toBe(live + 1);
  });

  it("keeps the lookup answer the statistics picker reads (id, name, regionId, status) and scopes it", async () => {
    const id = await createConnection(`Picker ${randomUUID().slice(0, 6)}`);
    const res = await w.call("owner", "GET", connections.list);
    const rows = (res.json as { teamsConnections: Record<string, unknown>[] }).teamsConnections;
    expect(rows.find((r) => r.id === id)).toMatchObject({ id, regionId: "eu-west", status: "Provisioning" });
    expect(rows.every((r) => r.accountId === undefined)).toBe(true);
    expect(
      (await w.call("owner", "GET", `${connections.list}?filter=${encodeURIComponent(`(accountId=${trial})`)}`)).status,
    ).toBe(404);
    const admin = await w.call(
      "admin",
      "GET",
      `${connections.list}?filter=${encodeURIComponent(`(accountId=${acme})`)}`,
    );
    expect((admin.json as { teamsConnections: { accountName: string }[] }).teamsConnections[0].accountName).toBe(
      "Acme Voice",
    );
  });

  it("writes the reports: the account's connections, and every account's tenants for administrators", async () => {
    const mine = await w.call("owner", "POST", `${connections.report}?sort=name`);
    expect(mine.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (mine.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "teams-connections" });
    const [header, ...rows] = parseCsv(readFileSync(job!.file_path!, "utf8"));
    expect(header).toEqual([
      "Teams Connection ID",
      "Name",
      "Tenant",
      "Region",
      "Status",
      "Licensed Users",
      "Date Created (UTC)",
    ]);
    expect(rows).toHaveLength(
      db()
        .prepare("SELECT COUNT(*) FROM teams_connections WHERE account_id = ? AND deleted_at IS NULL")
        .pluck()
        .get(acme) as number,
    );
    expect(rows.map((r) => r[1])).toContain("Teams Sales");

    const all = await w.call("admin", "POST", tenants.report);
    const adminJob = await waitForJob(w.platform.ctx, (all.json as { jobId: string }).jobId);
    expect(adminJob).toMatchObject({ status: "done", kind: "admin-teams-tenants" });
    const [adminHeader, ...adminRows] = parseCsv(readFileSync(adminJob!.file_path!, "utf8"));
    expect(adminHeader.slice(0, 4)).toEqual(["Account ID", "Account Name", "Tenant Record ID", "Domain"]);
    expect(new Set(adminRows.map((r) => r[0])).size).toBeGreaterThan(1);
  });
});

describe("Teams connections in the simulated traffic", () => {
  it("carries the calls of a connection once it is Connected, not while it is created", async () => {
    const started = clock;
    const id = await createConnection(`Traffic ${randomUUID().slice(0, 6)}`);
    const teamsOf = () =>
      loadTraffic(db(), clock)
        .find((t) => t.accountId === acme)!
        .teams.map((t) => t.id);
    expect(teamsOf()).not.toContain(id);
    clock = started + DURATION_MS;
    advanceSetups(w.platform.ctx, DURATION_MS);
    expect(teamsOf()).toContain(id);
  });
});

describe("Teams-only mode", () => {
  it("lets the settings role turn it off, and refuses the others", async () => {
    db().prepare("UPDATE accounts SET teams_only_mode = 1 WHERE id = ?").run(acme);
    expect((await w.call("viewer", "PUT", "/teams/api/TeamsOnlyMode", { body: { enabled: false } })).status).toBe(403);
    expect((await w.call("owner", "PUT", "/teams/api/TeamsOnlyMode", { body: { enabled: "no" } })).status).toBe(400);
    expect(db().prepare("SELECT teams_only_mode FROM accounts WHERE id = ?").pluck().get(acme)).toBe(1);
    const off = await w.call("owner", "PUT", "/teams/api/TeamsOnlyMode", { body: { enabled: false } });
    expect(off.json).toEqual({ enabled: false });
    expect(db().prepare("SELECT teams_only_mode FROM accounts WHERE id = ?").pluck().get(acme)).toBe(0);
  });
});
