/**
 * Voice translations on the embedded platform, over real HTTP against the seeded platform: create,
 * list, read, update and delete; the speech service rule (one of the account's, listening and
 * speaking); the form's rules; the account limit; Essential accounts only; account scoping; the
 * roles; the report generator. Expected values come from the inputs or from direct SQL.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { SPEECH_SERVICES_API } from "../../../contract/wire/speechServices";
import {
  VOICE_TRANSLATIONS_API,
  VoiceTranslationDetailSchema,
  voiceTranslationFormSchema,
  VoiceTranslationRowSchema,
  type VoiceTranslationDetail,
  type VoiceTranslationRow,
} from "../../../contract/wire/voiceTranslations";
import { waitForJob } from "../../../platform/jobs/exports";
import { parseCsv } from "../support/csv";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(VOICE_TRANSLATIONS_API);
const ListSchema = entityListSchema(VOICE_TRANSLATIONS_API.rowsKey, VoiceTranslationRowSchema);
const rowsOf = (json: unknown) => ListSchema.parse(json)[VOICE_TRANSLATIONS_API.rowsKey] as VoiceTranslationRow[];
const filter = (clauses: string) => `filter=${encodeURIComponent(`(${clauses})`)}`;

let w: SeededPlatform;
let acme: string;
let trial: string;
/** Acme's speech services: the seeded TTSAndSTT one, and an STT-only one. */
let azureSpeech: string;
let sttOnly: string;
/** A speech service and a translation of Trial Co (trial accounts cannot create them: inserted directly). */
let trialSpeech: string;
let trialTranslation: string;

const db = () => w.platform.db;
const stored = (id: string) =>
  db().prepare("SELECT * FROM voice_translations WHERE id = ?").get(id) as Record<string, unknown> & {
    languages: string;
    settings: string;
  };
const liveCount = (accountId: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM voice_translations WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;

function insertSpeech(accountId: string, name: string, usage = "TTSAndSTT"): string {
  const id = randomUUID();
  db()
    .prepare(
      `INSERT INTO speech_services (id, account_id, name, provider, service_id, usage, region_id, settings, secrets, created_at)
       VALUES (?, ?, ?, 'Azure', 'ac-azure-speech', ?, 'us-east', '{"azureRegion":"eastus"}', '{"apiKey":"k"}', ?)`,
    )
    .run(id, accountId, name, usage, Date.now());
  return id;
}

function insertTranslation(accountId: string, name: string, speechServiceId: string): string {
  const id = randomUUID();
  db()
    .prepare(
      `INSERT INTO voice_translations (id, account_id, name, speech_service_id, languages, volume_db, settings, created_at)
       VALUES (?, ?, ?, ?, '[{"language":"en-US","voice":"en-US-GuyNeural"},{"language":"es-ES","voice":"es-ES-AlvaroNeural"}]', -3,
               '{"activateInbound":true,"activateOutbound":false,"activateTransfer":false,"agentAssist":false,"voiceTranslation":true}', ?)`,
    )
    .run(id, accountId, name, speechServiceId, Date.now());
  return id;
}

const translation = (name: string, speechServiceId: string, extra: Record<string, unknown> = {}) => ({
  name,
  languages: [
    { language: "en-US", voice: "en-US-JennyNeural" },
    { language: "de-DE", voice: "de-DE-KatjaNeural" },
  ],
  speechServiceId,
  volumeDb: -6,
  activateInbound: true,
  voiceTranslation: true,
  ...extra,
});

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
  const speechOf = (name: string) =>
    db().prepare("SELECT id FROM speech_services WHERE account_id = ? AND name = ?").pluck().get(acme, name) as string;
  azureSpeech = speechOf("Acme Azure Speech");
  sttOnly = speechOf("Acme Google Recognition");
  trialSpeech = insertSpeech(trial, "Trial Voices");
  trialTranslation = insertTranslation(trial, "Trial translation", trialSpeech);
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("voice translations: the seed", () => {
  it("gives Acme Voice two translations through its Azure speech service, each a valid form", async () => {
    const ids = db()
      .prepare("SELECT id FROM voice_translations WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .all(acme) as string[];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const answer = await w.call("owner", "GET", paths.one(id));
      expect(answer.status).toBe(200);
      const {
        id: _id,
        createdAt: _c,
        secretsSet: _s,
        speechServiceName,
        ...form
      } = VoiceTranslationDetailSchema.parse(answer.json) as VoiceTranslationDetail;
      expect(speechServiceName).toBe("Acme Azure Speech");
      expect(form.speechServiceId).toBe(azureSpeech);
      expect(form.languages.length).toBeGreaterThanOrEqual(2);
      const result = voiceTranslationFormSchema().safeParse(form);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });
});

describe("voice translations: create, list, read, update, delete", () => {
  let id = "";

  it("creates a translation: its languages, volume, activations and features", async () => {
    const answer = await w.call("owner", "POST", paths.create, {
      body: translation("  Nordic desk  ", azureSpeech, { activateTransfer: true }),
    });
    expect(answer.status, answer.text).toBe(201);
    id = (answer.json as { id: string }).id;
    const row = stored(id);
    expect(row).toMatchObject({
      account_id: acme,
      name: "Nordic desk",
      speech_service_id: azureSpeech,
      volume_db: -6,
      deleted_at: null,
    });
    expect(JSON.parse(row.languages)).toEqual([
      { language: "en-US", voice: "en-US-JennyNeural" },
      { language: "de-DE", voice: "de-DE-KatjaNeural" },
    ]);
    expect(JSON.parse(row.settings)).toEqual({
      activateInbound: true,
      activateOutbound: false,
      activateTransfer: true,
      agentAssist: false,
      voiceTranslation: true,
    });
  });

  it("lists it with its language codes and its speech service's name", async () => {
    const answer = await w.call("owner", "GET", `${paths.list}?sort=name`);
    expect(answer.status).toBe(200);
    const rows = rowsOf(answer.json);
    expect(rows.map((r) => r.id).sort()).toEqual(
      (
        db()
          .prepare("SELECT id FROM voice_translations WHERE account_id = ? AND deleted_at IS NULL")
          .pluck()
          .all(acme) as string[]
      ).sort(),
    );
    expect(rows.find((r) => r.id === id)).toEqual({
      id,
      name: "Nordic desk",
      createdAt: expect.any(String),
      languages: ["en-US", "de-DE"],
      speechServiceId: azureSpeech,
      speechServiceName: "Acme Azure Speech",
      volumeDb: -6,
    });
  });

  it("reads it back as its form", async () => {
    const answer = await w.call("owner", "GET", paths.one(id));
    expect(answer.status).toBe(200);
    expect(VoiceTranslationDetailSchema.parse(answer.json)).toMatchObject({
      id,
      name: "Nordic desk",
      speechServiceId: azureSpeech,
      speechServiceName: "Acme Azure Speech",
      volumeDb: -6,
      activateInbound: true,
      activateOutbound: false,
      activateTransfer: true,
      agentAssist: false,
      voiceTranslation: true,
      secretsSet: {},
    });
  });

  it("updates the whole form", async () => {
    const body = translation("Nordic desk", azureSpeech, {
      languages: [
        { language: "en-GB", voice: "en-GB-RyanNeural" },
        { language: "nl-NL", voice: "nl-NL-ColetteNeural" },
        { language: "de-DE", voice: "de-DE-ConradNeural" },
      ],
      volumeDb: -31,
      activateInbound: false,
      activateOutbound: true,
      agentAssist: true,
      voiceTranslation: false,
    });
    const answer = await w.call("owner", "PATCH", paths.one(id), { body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      volumeDb: -31,
      activateOutbound: true,
      activateInbound: false,
      activateTransfer: false,
      agentAssist: true,
      voiceTranslation: false,
    });
    expect(JSON.parse(stored(id).languages).map((l: { language: string }) => l.language)).toEqual([
      "en-GB",
      "nl-NL",
      "de-DE",
    ]);
    expect(stored(id).volume_db).toBe(-31);
  });

  it("deletes it: 204, then 404 and out of the list", async () => {
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
    expect(stored(id).deleted_at).not.toBeNull();
    expect((await w.call("owner", "GET", paths.list)).text).not.toContain(id);
  });
});

describe("voice translations: the speech service and the form's rules", () => {
  async function refused(body: unknown, message: string) {
    const before = w.totalChanges();
    const answer = await w.call("owner", "POST", paths.create, { body });
    expect(answer.status, answer.text).toBe(400);
    expect((answer.json as { message: string }).message).toBe(message);
    expect(w.totalChanges()).toBe(before);
  }

  it("refuses a speech service that does not listen and speak, of another account, deleted or unknown", async () => {
    const gone = insertSpeech(acme, "Gone voices");
    db().prepare("UPDATE speech_services SET deleted_at = ? WHERE id = ?").run(Date.now(), gone);
    for (const service of [sttOnly, trialSpeech, gone, "no-such-service"]) {
      await refused(translation("Bad service", service), "speechServiceId: validation_translation_speech_service");
    }
  });

  it("refuses the form's rules: one language, agent assist with translation, a volume out of range, a taken name", async () => {
    await refused(
      translation("One language", azureSpeech, { languages: [{ language: "en-US", voice: "en-US-JennyNeural" }] }),
      "languages: validation_min_languages",
    );
    await refused(
      translation("Both features", azureSpeech, { agentAssist: true }),
      "agentAssist: warning_agent_assist_and_translation",
    );
    await refused(translation("Too quiet", azureSpeech, { volumeDb: -32 }), "volumeDb: validation_translation_volume");
    await refused(
      translation("No activation", azureSpeech, { activateInbound: false }),
      "activateInbound: validation_min_activations",
    );
    await refused(translation("spanish SUPPORT line", azureSpeech), "name: validation_name_unique");
  });

  it("shows no speech service name once the service is deleted; an update must then name another", async () => {
    const service = (
      await w.call("owner", "POST", entityPaths(SPEECH_SERVICES_API).create, {
        body: {
          name: "Short-lived voices",
          provider: "Azure",
          usage: "TTSAndSTT",
          regionId: "eu-west",
          apiKey: "k",
          azureRegion: "westeurope",
        },
      })
    ).json as { id: string };
    const created = await w.call("owner", "POST", paths.create, { body: translation("Orphan", service.id) });
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    expect((await w.call("owner", "DELETE", entityPaths(SPEECH_SERVICES_API).one(service.id))).status).toBe(204);
    const read = await w.call("owner", "GET", paths.one(id));
    expect(read.json).toMatchObject({ speechServiceId: service.id, speechServiceName: null });
    const patched = await w.call("owner", "PATCH", paths.one(id), { body: translation("Orphan", service.id) });
    expect(patched.status).toBe(400);
    expect((await w.call("owner", "PATCH", paths.one(id), { body: translation("Orphan", azureSpeech) })).status).toBe(
      200,
    );
  });
});

describe("voice translations: limits and plans", () => {
  it("refuses the 11th translation of an account with 409 and stores nothing", async () => {
    const operator = w.users.operator.accountId;
    const speech = insertSpeech(operator, "Operator voices");
    for (let i = liveCount(operator); i < LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS; i++)
      insertTranslation(operator, `Filler ${i}`, speech);
    expect(liveCount(operator)).toBe(10);
    const before = w.totalChanges();
    const answer = await w.call("operator", "POST", paths.create, { body: translation("One too many", speech) });
    expect(answer.status).toBe(409);
    expect((answer.json as { message: string }).message).toBe("warning_max_voice_translations_reached");
    expect(liveCount(operator)).toBe(10);
    expect(w.totalChanges()).toBe(before);
  });

  it("answers the account's maximum and count with a list of the caller's own account, whatever its filter (ADR 014)", async () => {
    const limitOf = async (caller: "owner" | "operator", query = "") =>
      (
        (await w.call(caller, "GET", `${paths.list}${query}`)).json as {
          limit?: { max: number; count: number; message: string };
        }
      ).limit;
    const maximum = { max: LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS, message: "warning_max_voice_translations_reached" };
    expect(await limitOf("owner")).toEqual({ ...maximum, count: liveCount(acme) });
    expect((await limitOf("owner", `?${filter("name~EMEA")}`))?.count).toBe(liveCount(acme));
    // An administrator's list of every account carries none; of its own account (the customer screen), its own.
    const operator = w.users.operator.accountId;
    expect(await limitOf("operator")).toBeUndefined();
    expect(await limitOf("operator", `?${filter(`accountId=${operator}`)}`)).toEqual({
      ...maximum,
      count: liveCount(operator),
    });
  });

  it("refuses a trial account with 403: only Essential accounts may use voice translation", async () => {
    const count = liveCount(trial);
    const answer = await w.call("trial", "POST", paths.create, { body: translation("Trial desk", trialSpeech) });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: "warning_essential_plan_required" });
    expect(liveCount(trial)).toBe(count);
  });
});

describe("voice translations: scoping and roles", () => {
  it("answers 404 to a customer naming another account's translation, and changes nothing", async () => {
    const before = stored(trialTranslation);
    for (const [method, body] of [["GET"], ["PATCH", translation("Taken over", azureSpeech)], ["DELETE"]] as const) {
      const answer = await w.call("owner", method, paths.one(trialTranslation), { body });
      expect(answer.status, method).toBe(404);
      expect(answer.text).not.toContain("Trial");
    }
    expect(stored(trialTranslation)).toEqual(before);
    expect((await w.call("owner", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`)).status).toBe(404);
    expect((await w.call("owner", "POST", `${paths.report}?${filter(`accountId=${trial}`)}`)).status).toBe(404);
  });

  it("lists every account's translations to an administrator, with the account, or one account by filter", async () => {
    const all = rowsOf((await w.call("admin", "GET", paths.list)).json);
    const total = db()
      .prepare(
        "SELECT COUNT(*) FROM voice_translations t JOIN accounts a ON a.id = t.account_id WHERE t.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get();
    expect(all).toHaveLength(Number(total));
    expect(all.find((r) => r.id === trialTranslation)).toMatchObject({
      accountId: trial,
      accountName: "Trial Co",
      speechServiceName: "Trial Voices",
    });
    expect(new Set(all.map((r) => r.accountId)).size).toBeGreaterThanOrEqual(2);
    const one = rowsOf((await w.call("admin", "GET", `${paths.list}?${filter(`accountId=${trial}`)}`)).json);
    expect(one.map((r) => r.id)).toEqual([trialTranslation]);
    expect((await w.call("admin", "GET", paths.one(trialTranslation))).json).toMatchObject({
      accountId: trial,
      accountName: "Trial Co",
    });
    expect((await w.call("operator", "DELETE", paths.one(trialTranslation))).status).toBe(404);
  });

  it("sorts by volume and searches names, languages and speech services", async () => {
    const byVolume = rowsOf((await w.call("owner", "GET", `${paths.list}?sort=volumeDb`)).json).map((r) => r.volumeDb);
    expect(byVolume).toEqual([...byVolume].sort((a, b) => a - b));
    const french = rowsOf((await w.call("owner", "GET", `${paths.list}?search=fr-FR`)).json);
    expect(french.map((r) => r.name)).toEqual(["EMEA conference bridge"]);
    const byService = rowsOf(
      (await w.call("owner", "GET", `${paths.list}?${filter(`speechServiceId=${azureSpeech}`)}&sort=speechServiceName`))
        .json,
    );
    expect(byService.length).toBeGreaterThanOrEqual(2);
    expect(byService.every((r) => r.speechServiceId === azureSpeech)).toBe(true);
  });

  it("refuses callers without the voice translation roles", async () => {
    for (const caller of ["viewer", "member"] as const) {
      expect((await w.call(caller, "GET", paths.list)).status, caller).toBe(403);
      expect((await w.call(caller, "GET", paths.one(trialTranslation))).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.report)).status, caller).toBe(403);
    }
    expect((await w.call("admin", "POST", paths.create, { body: translation("Admin desk", azureSpeech) })).status).toBe(
      403,
    );
  });
});

describe("voice translations: the report generator", () => {
  it("answers 202 and writes the account's translations as CSV", async () => {
    const answer = await w.call("owner", "POST", `${paths.report}?sort=name`);
    expect(answer.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (answer.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "voice-translations" });
    const [header, ...rows] = parseCsv(readFileSync(job!.file_path!, "utf8"));
    expect(header).toEqual([
      "Voice Translation ID",
      "Name",
      "Languages",
      "Speech Service",
      "Volume (dB)",
      "Date Created (UTC)",
    ]);
    expect(rows).toHaveLength(liveCount(acme));
    const emea = rows.find((r) => r[1] === "EMEA conference bridge")!;
    expect(emea.slice(2, 4)).toEqual(["en-GB, de-DE, fr-FR", "Acme Azure Speech"]);
    // The CSV writer (platform/jobs/csv.ts) neutralises every cell starting with "-", negative numbers included.
    expect(emea[4]).toMatch(/^'?-12$/);
  });
});
