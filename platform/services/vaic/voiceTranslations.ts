/**
 * Voice translations as an entity of the generic store (ADR 010; docs/product.md#plans "Only Essential accounts
 * may ... create ... voice translation", docs/product.md#role-names VOICETRANSLATION roles; #voice-translation, #errors): the voice translation
 * roles, LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS per account, Essential accounts only, names unique in
 * the account, and the speech service one of the account's that does both speech to text and text to
 * speech. The languages are a JSON column; the activations and features are `settings`.
 */
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { ROLES } from "../../../contract/roles";
import {
  VOICE_TRANSLATION_FORM_DEFAULTS,
  VOICE_TRANSLATIONS_API,
  VOICE_TRANSLATIONS_LIST_SPEC,
  voiceTranslationFormSchema,
  type VoiceTranslationDetail,
  type VoiceTranslationForm,
  type VoiceTranslationRow,
} from "../../../contract/wire/voiceTranslations";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";

/** The speech service's name while it lives (a deleted service leaves the translation without one). */
const SPEECH_SERVICE_NAME =
  "(SELECT s.name FROM speech_services s WHERE s.id = t.speech_service_id AND s.deleted_at IS NULL)";
/** The settings fields: where the translation is activated and what it does. */
const SETTINGS_FIELDS = [
  "activateInbound",
  "activateOutbound",
  "activateTransfer",
  "agentAssist",
  "voiceTranslation",
] as const;

function parse(text: unknown, fallback: unknown): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return fallback;
  }
}

/** The stored languages ([{language, voice}]); anything malformed reads as none. */
function languagesOf(row: DbRow): VoiceTranslationForm["languages"] {
  const value = parse(row.languages, []);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is { language: string; voice: string } =>
        e !== null && typeof e === "object" && typeof e.language === "string" && typeof e.voice === "string",
    )
    .map((e) => ({ language: e.language as VoiceTranslationForm["languages"][number]["language"], voice: e.voice }));
}

/** The activations and features: the stored ones over the dialog's defaults. */
function settingsOf(row: DbRow): Pick<VoiceTranslationForm, (typeof SETTINGS_FIELDS)[number]> {
  const value = parse(row.settings, {});
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [
      field,
      typeof stored[field] === "boolean" ? stored[field] : VOICE_TRANSLATION_FORM_DEFAULTS[field],
    ]),
  ) as Record<(typeof SETTINGS_FIELDS)[number], boolean>;
}

export const VOICE_TRANSLATIONS_ENTITY: EntityDefinition<
  VoiceTranslationForm,
  VoiceTranslationRow,
  VoiceTranslationDetail
> = {
  key: "voice-translations",
  api: VOICE_TRANSLATIONS_API,
  listSpec: VOICE_TRANSLATIONS_LIST_SPEC,
  table: "voice_translations",
  roles: {
    read: [ROLES.VOICETRANSLATION_READ],
    create: [ROLES.VOICETRANSLATION_CREATE],
    update: [ROLES.VOICETRANSLATION_UPDATE],
    delete: [ROLES.VOICETRANSLATION_DELETE],
  },
  fields: {
    speechServiceId: "t.speech_service_id",
    speechServiceName: SPEECH_SERVICE_NAME,
    volumeDb: "t.volume_db",
  },
  // The languages column is JSON text: a search for "de-DE" or a voice name finds it.
  search: ["t.name", "t.languages", SPEECH_SERVICE_NAME, "a.name"],
  select: `${SPEECH_SERVICE_NAME} AS speech_service_name`,
  form: voiceTranslationFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => ({
    name: form.name,
    speech_service_id: form.speechServiceId,
    languages: JSON.stringify(form.languages.map(({ language, voice }) => ({ language, voice }))),
    volume_db: form.volumeDb,
    settings: JSON.stringify(Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, form[f]]))),
  }),
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    languages: languagesOf(r).map((l) => l.language),
    speechServiceId: (r.speech_service_id as string | null) ?? null,
    speechServiceName: (r.speech_service_name as string | null) ?? null,
    volumeDb: Number(r.volume_db ?? 0),
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    languages: languagesOf(r),
    speechServiceId: (r.speech_service_id as string | null) ?? "",
    volumeDb: Number(r.volume_db ?? 0),
    ...settingsOf(r),
    ...baseRow(r, withAccount),
    speechServiceName: (r.speech_service_name as string | null) ?? null,
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: VoiceTranslationRow) => r.accountId },
          { header: "Account Name", value: (r: VoiceTranslationRow) => r.accountName },
        ]
      : []),
    { header: "Voice Translation ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Languages", value: (r) => r.languages.join(", ") },
    { header: "Speech Service", value: (r) => r.speechServiceName },
    { header: "Volume (dB)", value: (r) => r.volumeDb },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting voice translations",
    ready: "Voice translations export is ready",
    failed: "Voice translations export failed",
  },
  rules: {
    maxPerAccount: () => ({
      max: LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS,
      message: "warning_max_voice_translations_reached",
    }),
    essentialOnly: "warning_essential_plan_required",
    uniqueName: true,
    check(ctx, account, form) {
      // One of the account's live services that listens and speaks (a translation does both).
      const usage = ctx.db
        .prepare("SELECT usage FROM speech_services WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
        .pluck()
        .get(form.speechServiceId, account.id) as string | undefined;
      if (usage !== "TTSAndSTT") throw badRequest("speechServiceId: validation_translation_speech_service");
    },
  },
};
