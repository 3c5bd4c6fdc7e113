/**
 * Voice translations (real-time translation of a call's audio; docs/product.md#plans "Only Essential accounts
 * may ... create ... voice translation", docs/product.md#ranges "translation volume 0 to -31 dB"; #voice-translation "At least 1
 * activation. At least 2 languages.", docs/product.md#catalogue-warnings "Agent assist and voice translation cannot both be on",
 * "maximum ... voice translations reached"). Endpoints under the main service (/vaic/api), the
 * entity contract of contract/entities.ts (docs/product.md#endpoint-names report generators "voice translations").
 *
 * A translation names the languages spoken on the call, each with the voice its translation is
 * spoken in, the account's speech service that listens and speaks (it must do both: usage
 * TTSAndSTT, checked by the platform against the account), the volume of the translated voice,
 * where it is activated (inbound, outbound, transferred calls) and what it does (translate, or
 * assist an agent). It holds no secrets.
 */
import { z } from "zod";
import { AUDIO } from "../limits/audio";
import { LIMITS_PER_ACCOUNT } from "../limits/limits-per-account";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { checkbox, entityListSpec, EntityRowBaseSchema, SecretsSetSchema, type EntityApi } from "../entities";

export const VOICE_TRANSLATIONS_API: EntityApi = {
  base: "/vaic/api",
  collection: "/voiceTranslation",
  report: "/reports/voice-translations",
  rowsKey: "voiceTranslations",
};

/**
 * The languages a translation offers and the voices of each (the spec names none: the platform's
 * choice, recorded in ADR 010). BCP-47 codes; the voices are neural voices of the language.
 */
export const TRANSLATION_LANGUAGES = {
  "en-US": ["en-US-JennyNeural", "en-US-GuyNeural", "en-US-AriaNeural"],
  "en-GB": ["en-GB-SoniaNeural", "en-GB-RyanNeural"],
  "de-DE": ["de-DE-KatjaNeural", "de-DE-ConradNeural"],
  "fr-FR": ["fr-FR-DeniseNeural", "fr-FR-HenriNeural"],
  "es-ES": ["es-ES-ElviraNeural", "es-ES-AlvaroNeural"],
  "it-IT": ["it-IT-ElsaNeural", "it-IT-DiegoNeural"],
  "pt-BR": ["pt-BR-FranciscaNeural", "pt-BR-AntonioNeural"],
  "nl-NL": ["nl-NL-ColetteNeural", "nl-NL-MaartenNeural"],
  "ja-JP": ["ja-JP-NanamiNeural", "ja-JP-KeitaNeural"],
  "zh-CN": ["zh-CN-XiaoxiaoNeural", "zh-CN-YunxiNeural"],
  "zh-HK": ["zh-HK-HiuMaanNeural", "zh-HK-WanLungNeural"],
  "ar-SA": ["ar-SA-ZariyahNeural", "ar-SA-HamedNeural"],
} as const satisfies Record<string, readonly string[]>;
export type TranslationLanguage = keyof typeof TRANSLATION_LANGUAGES;
export const TRANSLATION_LANGUAGE_CODES = Object.keys(TRANSLATION_LANGUAGES) as [
  TranslationLanguage,
  ...TranslationLanguage[],
];

/** The voices of a language (none for a language not offered). */
export function voicesOf(language: string | null | undefined): readonly string[] {
  return Object.prototype.hasOwnProperty.call(TRANSLATION_LANGUAGES, language ?? "")
    ? TRANSLATION_LANGUAGES[language as TranslationLanguage]
    : [];
}

/** docs/product.md#session "Language codes yue-hk and cmn-cn are normalised to zh-HK and zh-CN"; any case of an offered code is that code. */
export function normaliseLanguageCode(code: string): string {
  const folded = code.trim().toLowerCase();
  const alias = ({ "yue-hk": "zh-HK", "cmn-cn": "zh-CN" } as Record<string, string>)[folded];
  return alias ?? TRANSLATION_LANGUAGE_CODES.find((c) => c.toLowerCase() === folded) ?? code.trim();
}

/** Bounds of the form: the spec's (languages at least 2, volume 0 to -31 dB) and the platform's (at most 8 languages). */
export const VOICE_TRANSLATION_FORM = {
  LANGUAGES_MIN: VALIDATION.LANGUAGES_MIN,
  /** Not in the spec (platform choice): a call with more languages than this is not a translation anyone follows. */
  LANGUAGES_MAX: 8,
  VOLUME_MIN_DB: AUDIO.TRANSLATION_MIN_DB,
  VOLUME_MAX_DB: AUDIO.TRANSLATION_MAX_DB,
  MAX_PER_ACCOUNT: LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS,
} as const;

/** What a new translation's dialog starts with: translating (the feature's point) inbound calls at full volume. */
export const VOICE_TRANSLATION_FORM_DEFAULTS = {
  volumeDb: 0,
  activateInbound: true,
  activateOutbound: false,
  activateTransfer: false,
  agentAssist: false,
  voiceTranslation: true,
} as const;

/** One language of the call and the voice its translation speaks in (posted as languages[i].language, languages[i].voice). */
const LanguageEntry = z
  .object({
    language: z.preprocess(
      (v) => (typeof v === "string" ? normaliseLanguageCode(v) : v),
      z.enum(TRANSLATION_LANGUAGE_CODES, {
        errorMap: (_issue, ctx) => ({
          message: ctx.data === undefined || ctx.data === "" ? "validation_field_required" : "validation_field_invalid",
        }),
      }),
    ),
    voice: z
      .string({ required_error: "validation_field_required", invalid_type_error: "validation_field_invalid" })
      .trim()
      .min(1, "validation_field_required"),
  })
  .superRefine((entry, ctx) => {
    if (entry.voice !== "" && !voicesOf(entry.language).includes(entry.voice))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["voice"], message: "validation_field_invalid" });
  });

/**
 * The languages: at least 2 different ones (docs/product.md#voice-translation), at most LANGUAGES_MAX, each once. An HTML form
 * with no rows posts nothing: that is no language, not a missing field.
 */
const Languages = z
  .array(LanguageEntry, { invalid_type_error: "validation_min_languages" })
  .default([])
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      if (seen.has(entry.language))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "language"], message: "validation_duplicate_language" });
      seen.add(entry.language);
    });
    if (seen.size < VOICE_TRANSLATION_FORM.LANGUAGES_MIN)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_min_languages" });
    if (list.length > VOICE_TRANSLATION_FORM.LANGUAGES_MAX)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_max_languages" });
  });

const volume = z
  .number({ invalid_type_error: "validation_translation_volume" })
  .int("validation_translation_volume")
  .min(VOICE_TRANSLATION_FORM.VOLUME_MIN_DB, "validation_translation_volume")
  .max(VOICE_TRANSLATION_FORM.VOLUME_MAX_DB, "validation_translation_volume")
  .default(VOICE_TRANSLATION_FORM_DEFAULTS.volumeDb);

/**
 * The voice translation form (create and update alike), as the console posts it and the platform
 * checks it. The checkboxes are HTML checkboxes: absent is off (the dialog starts from
 * VOICE_TRANSLATION_FORM_DEFAULTS, where translating is on).
 */
const VoiceTranslationFormObject = z.object({
  name: z.string({ required_error: "validation_field_required" }).trim().regex(PATTERNS.NAME, "validation_name_rule"),
  languages: Languages,
  speechServiceId: z.string({ required_error: "validation_field_required" }).trim().min(1, "validation_field_required"),
  volumeDb: volume,
  activateInbound: checkbox,
  activateOutbound: checkbox,
  activateTransfer: checkbox,
  agentAssist: checkbox,
  voiceTranslation: checkbox,
});
export type VoiceTranslationFormInput = z.input<typeof VoiceTranslationFormObject>;
export type VoiceTranslationForm = z.infer<typeof VoiceTranslationFormObject>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });

/** The rules between fields: at least one activation (docs/product.md#voice-translation); agent assist and translation not both (#catalogue-warnings). */
function crossFieldRules(form: VoiceTranslationForm, ctx: Ctx) {
  const activations = [form.activateInbound, form.activateOutbound, form.activateTransfer].filter(Boolean).length;
  if (activations < VALIDATION.ACTIVATIONS_MIN) issue(ctx, "activateInbound", "validation_min_activations");
  if (form.agentAssist && form.voiceTranslation) issue(ctx, "agentAssist", "warning_agent_assist_and_translation");
}

/**
 * The form's schema. A translation holds no secrets; the parameter keeps the signature of every
 * entity's form (the generic store passes the secrets a record holds).
 */
export function voiceTranslationFormSchema(_secretsSet: readonly string[] = []) {
  return VoiceTranslationFormObject.superRefine(crossFieldRules);
}
export const VoiceTranslationCreateSchema = voiceTranslationFormSchema();

/** A row of the voice translations list. */
export const VoiceTranslationRowSchema = EntityRowBaseSchema.extend({
  /** The language codes, in the form's order. */
  languages: z.array(z.string()),
  speechServiceId: z.string().nullable(),
  /** Null once the speech service is deleted. */
  speechServiceName: z.string().nullable(),
  volumeDb: z.number().int(),
});
export type VoiceTranslationRow = z.infer<typeof VoiceTranslationRowSchema>;

/** GET {vaic}/voiceTranslation/{id}: the stored form, the speech service's name, and (always none) secrets. */
export const VoiceTranslationDetailSchema = VoiceTranslationFormObject.extend({
  id: z.string(),
  createdAt: z.string(),
  speechServiceName: z.string().nullable(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type VoiceTranslationDetail = z.infer<typeof VoiceTranslationDetailSchema>;

/** The list grammar of GET {vaic}/voiceTranslation. */
export const VOICE_TRANSLATIONS_LIST_SPEC = entityListSpec({
  speechServiceId: { type: "string", ops: ["="] },
  speechServiceName: { type: "string", sortable: true, filterable: false },
  volumeDb: { type: "number", sortable: true },
});
