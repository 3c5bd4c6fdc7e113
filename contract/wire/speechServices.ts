/**
 * Speech services (STT/TTS credentials of an account; docs/product.md#plans "Only Essential accounts may ...
 * create ... speech services", docs/product.md#account-limits "Speech services per account: 30"; #speech-services "Speech service", #enumerations
 * "Speech providers", "Speech service ids", "Speech usage", the model enumerations). Endpoints under
 * the main service (/vaic/api), the entity contract of contract/entities.ts (docs/product.md#endpoint-names "/speechService"
 * and its report generator).
 *
 * The form is one flat object: the name, the provider, what it is used for (TTS, STT or both), the
 * region, and the credentials and models of the chosen provider (SPEECH_PROVIDER_SPECS). Fields the
 * provider does not take are dropped, never stored. Secrets (API keys, the service-account JSON, the
 * AWS secret, a generic provider's token) are write-only: a read says whether one is set; an update
 * without one keeps it.
 */
import { z } from "zod";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import {
  DEEPGRAM_MODELS,
  DEFAULT_DEEPGRAM_MODEL,
  RESERVED_SPEECH_SERVICE_NAMES,
  SPEECH_MODELS,
  SPEECH_PROVIDERS,
  SPEECH_USAGES,
  TRANSCRIPTION_MODELS,
  type SpeechProvider,
  type SpeechServiceId,
  type SpeechUsage,
} from "../enums/speech";
import { entityListSpec, EntityRowBaseSchema, optionalText, SecretsSetSchema, type EntityApi } from "../entities";

export const SPEECH_SERVICES_API: EntityApi = {
  base: "/vaic/api",
  collection: "/speechService",
  report: "/reports/speech-services",
  rowsKey: "speechServices",
};

/** "None" is the enumeration's placeholder (a bot without a speech service), never a service of its own. */
export type ConfigurableSpeechProvider = Exclude<SpeechProvider, "None">;
export const CONFIGURABLE_SPEECH_PROVIDERS = SPEECH_PROVIDERS.filter(
  (p): p is ConfigurableSpeechProvider => p !== "None",
) as [ConfigurableSpeechProvider, ...ConfigurableSpeechProvider[]];
export type ConfigurableSpeechUsage = Exclude<SpeechUsage, "None">;
export const CONFIGURABLE_SPEECH_USAGES = SPEECH_USAGES.filter((u): u is ConfigurableSpeechUsage => u !== "None") as [
  ConfigurableSpeechUsage,
  ...ConfigurableSpeechUsage[],
];
export const usesStt = (usage: string | null | undefined) => usage === "STT" || usage === "TTSAndSTT";
export const usesTts = (usage: string | null | undefined) => usage === "TTS" || usage === "TTSAndSTT";

/** Write-only fields: stored apart from the form, never read back. */
export const SPEECH_SECRETS = ["apiKey", "serviceAccountJson", "secretAccessKey", "token"] as const;
export type SpeechSecret = (typeof SPEECH_SECRETS)[number];
export const isSpeechSecret = (field: string): field is SpeechSecret =>
  (SPEECH_SECRETS as readonly string[]).includes(field);

/** The provider-dependent fields of the form. */
export const SPEECH_PROVIDER_FIELDS = [
  "apiKey",
  "azureRegion",
  "serviceAccountJson",
  "accessKeyId",
  "secretAccessKey",
  "awsRegion",
  "deepgramModel",
  "endpoint",
  "deployment",
  "sttModel",
  "ttsModel",
  "url",
  "token",
] as const;
export type SpeechProviderField = (typeof SPEECH_PROVIDER_FIELDS)[number];

export interface SpeechProviderSpec {
  /** The fields it takes, in the order the form shows them. */
  fields: readonly SpeechProviderField[];
  /** Of those, the ones that must be given (a stored secret counts as given). */
  required: readonly SpeechProviderField[];
  /** docs/product.md#enumerations "Speech service ids": the platform's speech service behind the provider, if it has one. */
  serviceId: SpeechServiceId | null;
}

/**
 * What each provider takes (the spec lists the providers and ids, not their credentials: these are
 * the providers' own, recorded in docs/features/speech-services.md). sttModel and ttsModel apply only when the usage includes
 * STT or TTS (speechFieldsOf); a Deepgram model defaults to nova-3-general (docs/product.md#enumerations); a generic
 * provider's token is optional (it may take none); the product's own provider needs no credentials.
 */
export const SPEECH_PROVIDER_SPECS: Readonly<Record<ConfigurableSpeechProvider, SpeechProviderSpec>> = {
  Azure: { fields: ["apiKey", "azureRegion"], required: ["apiKey", "azureRegion"], serviceId: "ac-azure-speech" },
  Google: { fields: ["serviceAccountJson"], required: ["serviceAccountJson"], serviceId: "ac-google-speech" },
  GoogleV2: { fields: ["serviceAccountJson"], required: ["serviceAccountJson"], serviceId: "ac-google-v2-speech" },
  Amazon: {
    fields: ["accessKeyId", "secretAccessKey", "awsRegion"],
    required: ["accessKeyId", "secretAccessKey", "awsRegion"],
    serviceId: "ac-aws-speech",
  },
  Deepgram: { fields: ["apiKey", "deepgramModel"], required: ["apiKey"], serviceId: "ac-deepgram-speech" },
  Elevenlabs: { fields: ["apiKey"], required: ["apiKey"], serviceId: null },
  OpenAI: { fields: ["apiKey", "sttModel", "ttsModel"], required: ["apiKey", "sttModel", "ttsModel"], serviceId: null },
  AzureOpenAI: {
    fields: ["endpoint", "apiKey", "deployment", "sttModel", "ttsModel"],
    required: ["endpoint", "apiKey", "deployment", "sttModel", "ttsModel"],
    serviceId: null,
  },
  GenericProvider: { fields: ["url", "token"], required: ["url"], serviceId: null },
  LiveHub: { fields: [], required: [], serviceId: null },
};

const specOf = (provider: string | null | undefined): SpeechProviderSpec | undefined =>
  Object.prototype.hasOwnProperty.call(SPEECH_PROVIDER_SPECS, provider ?? "")
    ? SPEECH_PROVIDER_SPECS[provider as ConfigurableSpeechProvider]
    : undefined;

/** Drops a model field the usage does not need (no STT model for a TTS-only service, and the reverse). */
const forUsage = (usage: string | null | undefined) => (field: SpeechProviderField) =>
  (field !== "sttModel" || usesStt(usage)) && (field !== "ttsModel" || usesTts(usage));

/** The fields the form takes for a provider and usage (what the dialog shows). */
export function speechFieldsOf(
  provider: string | null | undefined,
  usage: string | null | undefined,
): SpeechProviderField[] {
  return (specOf(provider)?.fields ?? []).filter(forUsage(usage));
}

/** The fields that must be given for a provider and usage. */
export function requiredSpeechFieldsOf(
  provider: string | null | undefined,
  usage: string | null | undefined,
): SpeechProviderField[] {
  return (specOf(provider)?.required ?? []).filter(forUsage(usage));
}

/** The platform's speech service id of a provider (ac-azure-speech, ...), or null. */
export function speechServiceIdOf(provider: string | null | undefined): SpeechServiceId | null {
  return specOf(provider)?.serviceId ?? null;
}

/** docs/product.md#speech-services "The name must not be a provider name" (compared case-insensitively, after trimming). */
export function isReservedSpeechServiceName(name: string): boolean {
  const folded = name.trim().toLowerCase();
  return RESERVED_SPEECH_SERVICE_NAMES.some((reserved) => reserved.toLowerCase() === folded);
}

/** Bounds the spec leaves open (docs/features/speech-services.md): credential lengths. */
export const SPEECH_FORM = {
  TEXT_MAX: 200,
  URL_MAX: 500,
  SECRET_MAX: 1000,
  /** A Google service-account key file is about 2.4 kB. */
  SERVICE_ACCOUNT_JSON_MAX: 20_000,
} as const;

/** A cloud region name: Azure's "westeurope", AWS's "eu-west-1". */
const CLOUD_REGION = /^[A-Za-z0-9-]{2,40}$/;
/** An Azure OpenAI resource's base URL: https://<resource>.openai.azure.com, optionally with a path. */
export const AZURE_OPENAI_ENDPOINT = /^https:\/\/[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.openai\.azure\.com(\/\S*)?$/i;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation_field_invalid")
    .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters");
const secret = (max: number) => z.string().trim().max(max, "validation_field_invalid");
const cloudRegion = z.string().trim().regex(CLOUD_REGION, "validation_field_invalid");
/** One of a list: missing is "required", anything else not in it "invalid". */
const choice = <T extends [string, ...string[]]>(values: T) =>
  z.enum(values, {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? "validation_field_required" : "validation_field_invalid",
    }),
  });

function isJsonObject(v: string): boolean {
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** The speech service form (create and update alike), as the console posts it and the platform checks it. */
const SpeechServiceFormObject = z.object({
  name: z
    .string({ required_error: "validation_speech_service_name", invalid_type_error: "validation_speech_service_name" })
    .trim()
    .min(1, "validation_speech_service_name")
    .max(VALIDATION.SPEECH_SERVICE_NAME_MAX, "validation_speech_service_name")
    .refine((v) => !isReservedSpeechServiceName(v), "validation_speech_service_provider_name"),
  provider: choice(CONFIGURABLE_SPEECH_PROVIDERS),
  usage: choice(CONFIGURABLE_SPEECH_USAGES),
  regionId: z.string({ required_error: "validation_field_required" }).trim().min(1, "validation_field_required"),
  apiKey: optionalText(secret(SPEECH_FORM.SECRET_MAX)),
  azureRegion: optionalText(cloudRegion),
  /** A Google service-account key: the JSON object of its key file. */
  serviceAccountJson: optionalText(
    secret(SPEECH_FORM.SERVICE_ACCOUNT_JSON_MAX).refine(isJsonObject, "validation_invalid_json"),
  ),
  accessKeyId: optionalText(text(SPEECH_FORM.TEXT_MAX)),
  secretAccessKey: optionalText(secret(SPEECH_FORM.SECRET_MAX)),
  awsRegion: optionalText(cloudRegion),
  deepgramModel: optionalText(choice([...DEEPGRAM_MODELS])),
  endpoint: optionalText(
    z
      .string()
      .trim()
      .max(SPEECH_FORM.URL_MAX, "validation_invalid_azure_openai_endpoint")
      .regex(AZURE_OPENAI_ENDPOINT, "validation_invalid_azure_openai_endpoint"),
  ),
  deployment: optionalText(text(SPEECH_FORM.TEXT_MAX)),
  sttModel: optionalText(choice([...TRANSCRIPTION_MODELS])),
  ttsModel: optionalText(choice([...SPEECH_MODELS])),
  url: optionalText(
    z.string().trim().max(SPEECH_FORM.URL_MAX, "validation_invalid_url").regex(PATTERNS.URL, "validation_invalid_url"),
  ),
  token: optionalText(secret(SPEECH_FORM.SECRET_MAX)),
});
export type SpeechServiceFormInput = z.input<typeof SpeechServiceFormObject>;
export type SpeechServiceForm = z.infer<typeof SpeechServiceFormObject>;

/**
 * What is stored of a valid form: the provider's fields for the usage, nothing of the others
 * (switching Azure to Deepgram forgets the Azure region), and the Deepgram model's default.
 */
export function normaliseSpeechServiceForm(form: SpeechServiceForm): SpeechServiceForm {
  const takes = new Set<string>(speechFieldsOf(form.provider, form.usage));
  const out: SpeechServiceForm = {
    name: form.name,
    provider: form.provider,
    usage: form.usage,
    regionId: form.regionId,
  };
  for (const field of SPEECH_PROVIDER_FIELDS) {
    if (takes.has(field) && form[field] !== undefined) Object.assign(out, { [field]: form[field] });
  }
  if (form.provider === "Deepgram" && !out.deepgramModel) out.deepgramModel = DEFAULT_DEEPGRAM_MODEL;
  return out;
}

/**
 * The form's schema; `secretsSet` lists the secrets an existing service holds (an update may leave
 * them empty). Each required field of the provider missing is "validation_field_required" on it.
 * The answer is normalised (normaliseSpeechServiceForm).
 */
export function speechServiceFormSchema(secretsSet: readonly string[] = []) {
  const set = new Set(secretsSet);
  return SpeechServiceFormObject.superRefine((form, ctx) => {
    for (const field of requiredSpeechFieldsOf(form.provider, form.usage)) {
      const given = Boolean(form[field]) || (isSpeechSecret(field) && set.has(field));
      if (!given) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: "validation_field_required" });
    }
  }).transform(normaliseSpeechServiceForm);
}
/** Create: every secret the provider needs must be typed. */
export const SpeechServiceCreateSchema = speechServiceFormSchema();

/** A row of the speech services list. */
export const SpeechServiceRowSchema = EntityRowBaseSchema.extend({
  provider: z.string(),
  usage: z.string(),
  serviceId: z.string().nullable(),
  regionId: z.string().nullable(),
});
export type SpeechServiceRow = z.infer<typeof SpeechServiceRowSchema>;

/** GET {vaic}/speechService/{id}: the stored form without secret values, and which secrets are set. */
export const SpeechServiceDetailSchema = SpeechServiceFormObject.omit({
  apiKey: true,
  serviceAccountJson: true,
  secretAccessKey: true,
  token: true,
}).extend({
  id: z.string(),
  createdAt: z.string(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type SpeechServiceDetail = z.infer<typeof SpeechServiceDetailSchema>;

/** The list grammar of GET {vaic}/speechService. */
export const SPEECH_SERVICES_LIST_SPEC = entityListSpec({
  provider: { type: "enum", values: SPEECH_PROVIDERS, sortable: true },
  usage: { type: "enum", values: SPEECH_USAGES, sortable: true },
  regionId: { type: "string", ops: ["="], sortable: true },
});
