/**
 * Speech services on the embedded platform, over real HTTP against the seeded platform: create, list,
 * read, update and delete; write-only secrets; the name rules; the account limit; Essential accounts
 * only; account scoping (customers and administrators); the roles; the report generator. Expected
 * values come from the inputs or from direct SQL, never from the endpoints' own queries.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import {
  SPEECH_SERVICES_API,
  SpeechServiceDetailSchema,
  speechServiceFormSchema,
  SpeechServiceRowSchema,
  type SpeechServiceDetail,
  type SpeechServiceRow,
} from "../../../contract/wire/speechServices";
import { waitForJob } from "../../../platform/jobs/exports";
import { parseCsv } from "../support/csv";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(SPEECH_SERVICES_API);
const ListSchema = entityListSchema(SPEECH_SERVICES_API.rowsKey, SpeechServiceRowSchema);
const filter = (clauses: string) => `filter=${encodeURIComponent(`(${clauses})`)}`;

let w: SeededPlatform;
let acme: string;
let trial: string;
/** A speech service of Trial Co (trial accounts cannot create one: inserted directly). */
let trialService: string;
const TRIAL_SECRET = `trial-secret-${randomUUID()}`;

const db = () => w.platform.db;
const stored = (id: string) =>
  db().prepare("SELECT * FROM speech_services WHERE id = ?").get(id) as Record<string, unknown> & {
    settings: string;
    secrets: string;
  };
const liveCount = (accountId: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM speech_services WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;

function insertService(
  accountId: string,
  name: string,
  extra: { deleted?: boolean; secrets?: Record<string, string> } = {},
): string {
  const id = randomUUID();
  db()
    .prepare(
      `INSERT INTO speech_services (id, account_id, name, provider, service_id, usage, region_id, settings, secrets, created_at, deleted_at)
       VALUES (?, ?, ?, 'Azure', 'ac-azure-speech', 'TTSAndSTT', 'us-east', '{"azureRegion":"eastus"}', ?, ?, ?)`,
    )
    .run(
      id,
      accountId,
      name,
      JSON.stringify(extra.secrets ?? { apiKey: "k" }),
      Date.now(),
      extra.deleted ? Date.now() : null,
    );
  return id;
}

const azure = (name: string, apiKey: string) => ({
  name,
  provider: "Azure",
  usage: "TTSAndSTT",
  regionId: "eu-west",
  apiKey,
  azureRegion: "westeurope",
});

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
  trialService = insertService(trial, "Trial Voices", { secrets: { apiKey: TRIAL_SECRET } });
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("speech services: create, list, read, update, delete", () => {
  const SECRET = `az-${randomUUID()}`;
  const NEW_SECRET = `az-${randomUUID()}`;
  let id = "";

  it("creates a service, keeping the provider's fields and secret and nothing else", async () => {
    const answer = await w.call("owner", "POST", paths.create, {
      body: {
        ...azure("  Support voices  ", SECRET),
        token: "not-for-azure",
        deepgramModel: "nova-2-general",
        url: "https://x.example",
      },
    });
    expect(answer.status, answer.text).toBe(201);
    id = (answer.json as { id: string }).id;
    const row = stored(id);
    expect(row).toMatchObject({
      account_id: acme,
      name: "Support voices",
      provider: "Azure",
      service_id: "ac-azure-speech",
      usage: "TTSAndSTT",
      region_id: "eu-west",
      deleted_at: null,
    });
    expect(JSON.parse(row.settings)).toEqual({ azureRegion: "westeurope" });
    expect(JSON.parse(row.secrets)).toEqual({ apiKey: SECRET });
  });

  it("lists it among the account's services, without the secret", async () => {
    const answer = await w.call("owner", "GET", `${paths.list}?sort=name`);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    const list = ListSchema.parse(answer.json);
    const rows = list[SPEECH_SERVICES_API.rowsKey] as SpeechServiceRow[];
    const ids = db()
      .prepare("SELECT id FROM speech_services WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .all(acme) as string[];
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    expect(list.pages.totalElements).toBe(ids.length);
    expect(rows.find((r) => r.id === id)).toEqual({
      id,
      name: "Support voices",
      createdAt: expect.any(String),
      provider: "Azure",
      usage: "TTSAndSTT",
      serviceId: "ac-azure-speech",
      regionId: "eu-west",
    });
    expect(rows.every((r) => r.accountId === undefined)).toBe(true);
  });

  it("reads it back as its form, with the secret only as set", async () => {
    const answer = await w.call("owner", "GET", paths.one(id));
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    const detail = SpeechServiceDetailSchema.parse(answer.json);
    expect(answer.json).not.toHaveProperty("apiKey");
    expect(detail).toMatchObject({
      id,
      name: "Support voices",
      provider: "Azure",
      usage: "TTSAndSTT",
      regionId: "eu-west",
      azureRegion: "westeurope",
    });
    expect(detail.secretsSet).toEqual({
      apiKey: true,
      serviceAccountJson: false,
      secretAccessKey: false,
      token: false,
    });
  });

  it("keeps the stored secret when an update leaves it empty, and replaces it when one is typed", async () => {
    const kept = await w.call("owner", "PATCH", paths.one(id), {
      body: { ...azure("Support voices EU", ""), azureRegion: "northeurope" },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.text).not.toContain(SECRET);
    expect(SpeechServiceDetailSchema.parse(kept.json)).toMatchObject({
      name: "Support voices EU",
      azureRegion: "northeurope",
      secretsSet: { apiKey: true },
    });
    expect(JSON.parse(stored(id).secrets)).toEqual({ apiKey: SECRET });
    const replaced = await w.call("owner", "PATCH", paths.one(id), { body: azure("Support voices EU", NEW_SECRET) });
    expect(replaced.status).toBe(200);
    expect(replaced.text).not.toContain(NEW_SECRET);
    expect(JSON.parse(stored(id).secrets)).toEqual({ apiKey: NEW_SECRET });
  });

  it("switches provider: the new one's secret is required, the old one's forgotten", async () => {
    const google = { name: "Support voices EU", provider: "Google", usage: "STT", regionId: "eu-west" };
    const missing = await w.call("owner", "PATCH", paths.one(id), { body: google });
    expect(missing.status).toBe(400);
    expect((missing.json as { message: string }).message).toBe("serviceAccountJson: validation_field_required");
    const json = JSON.stringify({ type: "service_account", private_key_id: randomUUID() });
    const switched = await w.call("owner", "PATCH", paths.one(id), { body: { ...google, serviceAccountJson: json } });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.text).not.toContain(json);
    expect(stored(id)).toMatchObject({ provider: "Google", service_id: "ac-google-speech", usage: "STT" });
    expect(JSON.parse(stored(id).settings)).toEqual({});
    expect(JSON.parse(stored(id).secrets)).toEqual({ serviceAccountJson: json });
  });

  it("deletes it: 204, then 404 and out of the list, the row kept as deleted", async () => {
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
    expect((await w.call("owner", "PATCH", paths.one(id), { body: azure("Back again", "k") })).status).toBe(404);
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(404);
    expect(stored(id).deleted_at).not.toBeNull();
    const list = await w.call("owner", "GET", paths.list);
    expect(list.text).not.toContain(id);
  });
});

describe("speech services: the form's rules at the platform", () => {
  async function refused(body: unknown, message: string) {
    const before = w.totalChanges();
    const count = liveCount(acme);
    const answer = await w.call("owner", "POST", paths.create, { body });
    expect(answer.status, answer.text).toBe(400);
    expect((answer.json as { message: string }).message).toBe(message);
    expect(liveCount(acme)).toBe(count);
    expect(w.totalChanges()).toBe(before);
  }

  it("refuses a provider's name in any case, and stores nothing", async () => {
    for (const name of ["deepgram", " Google Enhanced ", "ELEVENLABS"])
      await refused(azure(name, "k"), "name: validation_speech_service_provider_name");
  });

  it("refuses a missing credential, an unknown region and a name the account already uses", async () => {
    await refused(azure("No key", ""), "apiKey: validation_field_required");
    await refused({ ...azure("Nowhere", "k"), regionId: "mars-north" }, "regionId: validation_field_invalid");
    await refused(azure("acme azure SPEECH", "k"), "name: validation_name_unique");
  });

  it("accepts a name containing a provider's name", async () => {
    const answer = await w.call("owner", "POST", paths.create, { body: azure("Acme Deepgram Backup", "k") });
    expect(answer.status, answer.text).toBe(201);
  });

  it("refuses to stop a service listening or speaking while a voice translation uses it", async () => {
    const used = db()
      .prepare("SELECT id FROM speech_services WHERE account_id = ? AND name = 'Acme Azure Speech'")
      .pluck()
      .get(acme) as string;
    expect(
      db()
        .prepare("SELECT COUNT(*) FROM voice_translations WHERE speech_service_id = ? AND deleted_at IS NULL")
        .pluck()
        .get(used),
    ).toBeGreaterThan(0);
    const answer = await w.call("owner", "PATCH", paths.one(used), {
      body: { ...azure("Acme Azure Speech", ""), usage: "STT" },
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe("usage: validation_speech_service_used_by_translation");
    expect(stored(used).usage).toBe("TTSAndSTT");
  });

  it("seeds services whose stored form passes the form, its secrets counted as set", async () => {
    const ids = db()
      .prepare("SELECT id FROM speech_services WHERE deleted_at IS NULL AND account_id <> ?")
      .pluck()
      .all(trial) as string[];
    expect(ids.length).toBeGreaterThan(3);
    for (const sid of ids) {
      const answer = await w.call("admin", "GET", paths.one(sid));
      expect(answer.status).toBe(200);
      const {
        id: _id,
        createdAt: _c,
        secretsSet,
        accountId: _a,
        accountName: _n,
        ...form
      } = SpeechServiceDetailSchema.parse(answer.json) as SpeechServiceDetail;
      const set = Object.keys(secretsSet).filter((k) => secretsSet[k]);
      const result = speechServiceFormSchema(set).safeParse(form);
      expect(result.success, `${form.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});

describe("speech services: limits and plans", () => {
  it("refuses the 31st service of an account with 409 and stores nothing; deleted ones do not count", async () => {
    const operator = w.users.operator.accountId;
    insertService(operator, "Deleted long ago", { deleted: true });
    for (let i = liveCount(operator); i < LIMITS_PER_ACCOUNT.SPEECH_SERVICES; i++)
      insertService(operator, `Filler ${i}`);
    expect(liveCount(operator)).toBe(30);
    const before = w.totalChanges();
    const answer = await w.call("operator", "POST", paths.create, { body: azure("One too many", "k") });
    expect(answer.status).toBe(409);
    expect((answer.json as { message: string }).message).toBe("warning_max_speech_services_reached");
    expect(liveCount(operator)).toBe(30);
    expect(w.totalChanges()).toBe(before);
  });

  it("refuses a trial account with 403: only Essential accounts may create speech services", async () => {
    const count = liveCount(trial);
    const answer = await w.call("trial", "POST", paths.create, { body: azure("Trial voices 2", "k") });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: "warning_essential_plan_required" });
    expect(liveCount(trial)).toBe(count);
  });
});

describe("speech services: scoping and roles", () => {
  it("answers 404 to a customer naming another account's service, and changes nothing", async () => {
    const before = stored(trialService);
    for (const [method, body] of [["GET"], ["PATCH", azure("Taken over", "x")], ["DELETE"]] as const) {
      const answer = await w.call("owner", method, paths.one(trialService), { body });
      expect(answer.status, method).toBe(404);
      expect(answer.text).not.toContain("Trial");
    }
    expect(stored(trialService)).toEqual(before);
    expect((await w.call("owner", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`)).status).toBe(404);
    expect((await w.call("owner", "POST", `${paths.report}?${filter(`accountId=${trial}`)}`)).status).toBe(404);
  });

  it("lists every account's services to an administrator, with the account, or one account by filter", async () => {
    const all = await w.call("admin", "GET", paths.list);
    expect(all.status).toBe(200);
    expect(all.text).not.toContain(TRIAL_SECRET);
    const rows = ListSchema.parse(all.json)[SPEECH_SERVICES_API.rowsKey] as SpeechServiceRow[];
    const total = db()
      .prepare(
        "SELECT COUNT(*) FROM speech_services s JOIN accounts a ON a.id = s.account_id WHERE s.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get();
    expect(rows).toHaveLength(Number(total));
    expect(new Set(rows.map((r) => r.accountId)).size).toBeGreaterThan(2);
    const trialRow = rows.find((r) => r.id === trialService);
    expect(trialRow).toMatchObject({ accountId: trial, accountName: "Trial Co" });

    const one = await w.call("admin", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`);
    expect((ListSchema.parse(one.json)[SPEECH_SERVICES_API.rowsKey] as SpeechServiceRow[]).map((r) => r.id)).toEqual([
      trialService,
    ]);
    const detail = await w.call("admin", "GET", paths.one(trialService));
    expect(detail.status).toBe(200);
    expect(detail.text).not.toContain(TRIAL_SECRET);
    expect(detail.json).toMatchObject({ accountId: trial, accountName: "Trial Co", secretsSet: { apiKey: true } });
  });

  it("lets an administrator write only the own account's services", async () => {
    expect(
      (await w.call("operator", "PATCH", paths.one(trialService), { body: azure("Admin edit", "x") })).status,
    ).toBe(404);
    expect((await w.call("operator", "DELETE", paths.one(trialService))).status).toBe(404);
    expect(stored(trialService)).toMatchObject({ name: "Trial Voices", deleted_at: null });
  });

  it("filters, sorts and searches the list", async () => {
    const azureOnly = await w.call("owner", "GET", `${paths.list}?${filter("provider=Azure")}&sort=-name`);
    const rows = ListSchema.parse(azureOnly.json)[SPEECH_SERVICES_API.rowsKey] as SpeechServiceRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.provider === "Azure")).toBe(true);
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const found = await w.call("owner", "GET", `${paths.list}?search=recognition`);
    expect(
      (ListSchema.parse(found.json)[SPEECH_SERVICES_API.rowsKey] as SpeechServiceRow[]).map((r) => r.name),
    ).toEqual(["Acme Google Recognition"]);
    expect((await w.call("owner", "GET", `${paths.list}?search=no-such-service`)).status).toBe(204);
    expect((await w.call("owner", "GET", `${paths.list}?${filter("apiKey=x")}`)).status).toBe(400);
  });

  it("refuses callers without the bots roles", async () => {
    for (const caller of ["viewer", "member"] as const) {
      expect((await w.call(caller, "GET", paths.list)).status, caller).toBe(403);
      expect((await w.call(caller, "GET", paths.one(trialService))).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.report)).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.create, { body: azure("Viewer voices", "k") })).status, caller).toBe(
        403,
      );
    }
    // The administrator reads every account but holds no bots write role.
    expect((await w.call("admin", "POST", paths.create, { body: azure("Admin voices", "k") })).status).toBe(403);
    expect((await w.call("visitor", "GET", paths.list)).status).toBe(401);
  });
});

describe("speech services: the report generator", () => {
  it("answers 202 and writes the account's services as CSV, without secrets", async () => {
    const answer = await w.call("owner", "POST", `${paths.report}?sort=name`);
    expect(answer.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (answer.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "speech-services" });
    const text = readFileSync(job!.file_path!, "utf8");
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Speech Service ID",
      "Name",
      "Provider",
      "Usage",
      "Service",
      "Region",
      "Date Created (UTC)",
    ]);
    expect(rows).toHaveLength(liveCount(acme));
    expect(rows.map((r) => r[1])).toContain("Acme Azure Speech");
    // The seeded credentials (long random values; the one-letter keys typed above would match anything).
    const secrets = (
      db().prepare("SELECT secrets FROM speech_services WHERE account_id = ?").pluck().all(acme) as string[]
    )
      .flatMap((s) => Object.values(JSON.parse(s) as Record<string, string>))
      .filter((secret) => secret.length >= 16);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("gives administrators every account's services with the account columns", async () => {
    const answer = await w.call("admin", "POST", paths.report);
    expect(answer.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (answer.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "admin-speech-services" });
    const [header, ...rows] = parseCsv(readFileSync(job!.file_path!, "utf8"));
    expect(header.slice(0, 2)).toEqual(["Account ID", "Account Name"]);
    expect(rows.some((r) => r[0] === trial && r[2] === trialService)).toBe(true);
  });
});
