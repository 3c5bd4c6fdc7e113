/**
 * The voice translation form (contract/wire/voiceTranslations): every rule at its boundaries (name,
 * languages and voices, volume, activations, agent assist against translation), and the form as an
 * HTML form posts it (languages[0].language, ... through conform, like the console's action).
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { AUDIO } from "../../../contract/limits/audio";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { VALIDATION } from "../../../contract/limits/validation";
import {
  normaliseLanguageCode,
  TRANSLATION_LANGUAGE_CODES,
  TRANSLATION_LANGUAGES,
  VOICE_TRANSLATION_FORM,
  VOICE_TRANSLATION_FORM_DEFAULTS,
  VOICE_TRANSLATIONS_LIST_SPEC,
  VoiceTranslationDetailSchema,
  voiceTranslationFormSchema,
  VoiceTranslationRowSchema,
  voicesOf,
} from "../../../contract/wire/voiceTranslations";

const pair = [
  { language: "en-US", voice: "en-US-JennyNeural" },
  { language: "es-ES", voice: "es-ES-ElviraNeural" },
];
const valid = {
  name: "Spanish line",
  languages: pair,
  speechServiceId: "svc-1",
  volumeDb: -6,
  activateInbound: true,
  voiceTranslation: true,
};
const form = (extra: Record<string, unknown> = {}) => ({ ...valid, ...extra });
/** A language entry of the code with its first voice. */
const entry = (language: keyof typeof TRANSLATION_LANGUAGES) => ({
  language,
  voice: TRANSLATION_LANGUAGES[language][0],
});

function issues(input: unknown): string[] {
  const result = voiceTranslationFormSchema().safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

function parsed(input: unknown) {
  const result = voiceTranslationFormSchema().safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  return result.data;
}

describe("voice translation form: the name", () => {
  it("follows the name rule: 3 to 32 letters, digits, underscore, hyphen and space", () => {
    expect(issues(form({ name: "abc" }))).toEqual([]);
    expect(issues(form({ name: "n".repeat(32) }))).toEqual([]);
    for (const name of ["ab", "n".repeat(33), "semi;colon", "ünïcode", undefined]) {
      expect(issues(form({ name })), String(name)).toEqual([
        name === undefined ? "name: validation_field_required" : "name: validation_name_rule",
      ]);
    }
  });
});

describe("voice translation form: languages", () => {
  it("needs at least 2 different languages, and takes up to 8", () => {
    expect(VALIDATION.LANGUAGES_MIN).toBe(2);
    expect(issues(form({ languages: [pair[0]] }))).toEqual(["languages: validation_min_languages"]);
    expect(issues(form({ languages: [] }))).toEqual(["languages: validation_min_languages"]);
    expect(issues(form({ languages: undefined }))).toEqual(["languages: validation_min_languages"]);
    expect(issues(form({ languages: pair }))).toEqual([]);
    const eight = TRANSLATION_LANGUAGE_CODES.slice(0, VOICE_TRANSLATION_FORM.LANGUAGES_MAX).map(entry);
    expect(issues(form({ languages: eight }))).toEqual([]);
    const nine = TRANSLATION_LANGUAGE_CODES.slice(0, VOICE_TRANSLATION_FORM.LANGUAGES_MAX + 1).map(entry);
    expect(issues(form({ languages: nine }))).toEqual(["languages: validation_max_languages"]);
  });

  it("refuses a language chosen twice, on the repeated entry", () => {
    expect(issues(form({ languages: [pair[0], { language: "en-US", voice: "en-US-GuyNeural" }] }))).toEqual([
      "languages.1.language: validation_duplicate_language",
      "languages: validation_min_languages",
    ]);
    expect(issues(form({ languages: [...pair, entry("de-DE"), pair[0]] }))).toEqual([
      "languages.3.language: validation_duplicate_language",
    ]);
  });

  it("wants each voice to be one of its language's", () => {
    expect(issues(form({ languages: [{ language: "en-US", voice: "de-DE-KatjaNeural" }, pair[1]] }))).toEqual([
      "languages.0.voice: validation_field_invalid",
    ]);
    expect(issues(form({ languages: [{ language: "en-US", voice: "" }, pair[1]] }))).toEqual([
      "languages.0.voice: validation_field_required",
    ]);
    expect(issues(form({ languages: [{ language: "xx-XX", voice: "x" }, pair[1]] }))).toEqual([
      "languages.0.language: validation_field_invalid",
    ]);
    expect(issues(form({ languages: [{ language: "", voice: "x" }, pair[1]] }))).toEqual([
      "languages.0.language: validation_field_required",
    ]);
  });

  it("offers about a dozen languages of BCP-47 codes, each with its own voices", () => {
    expect(TRANSLATION_LANGUAGE_CODES.length).toBeGreaterThanOrEqual(12);
    for (const code of TRANSLATION_LANGUAGE_CODES) {
      expect(code).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(voicesOf(code).length, code).toBeGreaterThanOrEqual(2);
      for (const voice of voicesOf(code)) expect(voice.startsWith(`${code}-`), voice).toBe(true);
    }
    expect(voicesOf("xx-XX")).toEqual([]);
    expect(voicesOf("constructor")).toEqual([]);
  });

  it("reads codes in any case, and the spec's yue-hk and cmn-cn as zh-HK and zh-CN", () => {
    expect(normaliseLanguageCode("yue-hk")).toBe("zh-HK");
    expect(normaliseLanguageCode("CMN-CN")).toBe("zh-CN");
    expect(normaliseLanguageCode(" en-us ")).toBe("en-US");
    const out = parsed(
      form({
        languages: [
          { language: "yue-hk", voice: "zh-HK-HiuMaanNeural" },
          { language: "EN-us", voice: "en-US-GuyNeural" },
        ],
      }),
    );
    expect(out.languages.map((l) => l.language)).toEqual(["zh-HK", "en-US"]);
  });
});

describe("voice translation form: volume", () => {
  it("takes whole decibels from 0 to -31 and defaults to 0", () => {
    expect([AUDIO.TRANSLATION_MAX_DB, AUDIO.TRANSLATION_MIN_DB]).toEqual([0, -31]);
    expect(issues(form({ volumeDb: 0 }))).toEqual([]);
    expect(issues(form({ volumeDb: -31 }))).toEqual([]);
    for (const volumeDb of [-32, 1, -1.5, "loud"])
      expect(issues(form({ volumeDb })), String(volumeDb)).toEqual(["volumeDb: validation_translation_volume"]);
    expect(parsed(form({ volumeDb: undefined })).volumeDb).toBe(0);
  });
});

describe("voice translation form: activations and features", () => {
  it("needs at least one activation, reported on the first checkbox", () => {
    expect(VALIDATION.ACTIVATIONS_MIN).toBe(1);
    expect(issues(form({ activateInbound: false }))).toEqual(["activateInbound: validation_min_activations"]);
    for (const on of ["activateInbound", "activateOutbound", "activateTransfer"]) {
      expect(issues(form({ activateInbound: false, [on]: true })), on).toEqual([]);
    }
  });

  it("refuses agent assist and voice translation both on", () => {
    expect(issues(form({ agentAssist: true, voiceTranslation: true }))).toEqual([
      "agentAssist: warning_agent_assist_and_translation",
    ]);
    expect(issues(form({ agentAssist: true, voiceTranslation: false }))).toEqual([]);
    expect(issues(form({ agentAssist: false, voiceTranslation: false }))).toEqual([]);
  });

  it("reads an absent checkbox as off, and starts a new dialog translating", () => {
    const out = parsed({ name: "Minimal", languages: pair, speechServiceId: "svc-1", activateTransfer: true });
    expect(out).toMatchObject({
      activateInbound: false,
      activateOutbound: false,
      activateTransfer: true,
      agentAssist: false,
      voiceTranslation: false,
    });
    expect(VOICE_TRANSLATION_FORM_DEFAULTS.voiceTranslation).toBe(true);
    expect(
      issues({ ...VOICE_TRANSLATION_FORM_DEFAULTS, name: "From defaults", languages: pair, speechServiceId: "svc-1" }),
    ).toEqual([]);
  });

  it("needs a speech service", () => {
    expect(issues(form({ speechServiceId: "" }))).toEqual(["speechServiceId: validation_field_required"]);
    expect(issues(form({ speechServiceId: undefined }))).toEqual(["speechServiceId: validation_field_required"]);
  });
});

describe("voice translation form: as an HTML form posts it", () => {
  it("reads the nested language rows and the checkboxes", () => {
    const data = new FormData();
    const fields: [string, string][] = [
      ["name", "EMEA bridge"],
      ["languages[0].language", "en-GB"],
      ["languages[0].voice", "en-GB-RyanNeural"],
      ["languages[1].language", "de-DE"],
      ["languages[1].voice", "de-DE-KatjaNeural"],
      ["languages[2].language", "fr-FR"],
      ["languages[2].voice", "fr-FR-HenriNeural"],
      ["speechServiceId", "svc-1"],
      ["volumeDb", "-12"],
      ["activateOutbound", "on"],
      ["voiceTranslation", "on"],
    ];
    for (const [k, v] of fields) data.append(k, v);
    const submission = parseWithZod(data, { schema: voiceTranslationFormSchema() });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "EMEA bridge",
      languages: [
        { language: "en-GB", voice: "en-GB-RyanNeural" },
        { language: "de-DE", voice: "de-DE-KatjaNeural" },
        { language: "fr-FR", voice: "fr-FR-HenriNeural" },
      ],
      speechServiceId: "svc-1",
      volumeDb: -12,
      activateInbound: false,
      activateOutbound: true,
      activateTransfer: false,
      agentAssist: false,
      voiceTranslation: true,
    });
  });

  it("puts the errors under the fields the dialog shows", () => {
    const data = new FormData();
    for (const [k, v] of [
      ["name", "x"],
      ["languages[0].language", "en-US"],
      ["languages[0].voice", "en-US-GuyNeural"],
      ["speechServiceId", "svc-1"],
      ["volumeDb", "-40"],
      ["agentAssist", "on"],
      ["voiceTranslation", "on"],
      ["activateInbound", "on"],
    ]) {
      data.append(k, v);
    }
    const submission = parseWithZod(data, { schema: voiceTranslationFormSchema() });
    expect(submission.status === "error" && submission.error).toEqual({
      name: ["validation_name_rule"],
      languages: ["validation_min_languages"],
      volumeDb: ["validation_translation_volume"],
      agentAssist: ["warning_agent_assist_and_translation"],
    });
  });
});

describe("voice translation wire shapes", () => {
  it("reads a row and a detail", () => {
    expect(
      VoiceTranslationRowSchema.parse({
        id: "v1",
        name: "Spanish line",
        createdAt: "2026-01-01T00:00:00.000Z",
        languages: ["en-US", "es-ES"],
        speechServiceId: "s1",
        speechServiceName: null,
        volumeDb: -6,
      }),
    ).toBeTruthy();
    expect(
      VoiceTranslationDetailSchema.parse({
        ...parsed(form()),
        id: "v1",
        createdAt: "2026-01-01T00:00:00.000Z",
        speechServiceName: "Azure voices",
        secretsSet: {},
      }),
    ).toMatchObject({ volumeDb: -6, languages: pair });
  });

  it("has its account limit in contract/limits and sorts by name, speech service and volume", () => {
    expect(LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS).toBe(10);
    expect(VOICE_TRANSLATION_FORM.MAX_PER_ACCOUNT).toBe(10);
    expect(VOICE_TRANSLATIONS_LIST_SPEC.fields.speechServiceName).toMatchObject({ sortable: true, filterable: false });
    expect(VOICE_TRANSLATIONS_LIST_SPEC.fields.volumeDb).toMatchObject({ type: "number", sortable: true });
  });
});
