/**
 * Speech services as an entity of the generic store (ADR 010; docs/product.md#plans "Only Essential accounts
 * may ... create ... speech services", docs/product.md#portal-gates "BOTS_READ (bots, speech services, dashboard)", #account-limits "Speech
 * services per account: 30"; #speech-services "Speech service"): the bots roles, 30 per account, Essential
 * accounts only, names unique in the account. The provider, usage and region are columns (the list
 * filters and sorts by them); the provider's other fields are `settings`, its credentials `secrets`.
 */
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { ROLES } from "../../../contract/roles";
import {
  isSpeechSecret,
  normaliseSpeechServiceForm,
  SPEECH_PROVIDER_FIELDS,
  SPEECH_SECRETS,
  SPEECH_SERVICES_API,
  SPEECH_SERVICES_LIST_SPEC,
  speechFieldsOf,
  speechServiceFormSchema,
  speechServiceIdOf,
  type SpeechServiceDetail,
  type SpeechServiceForm,
  type SpeechServiceRow,
} from "../../../contract/wire/speechServices";
import type { PlatformContext } from "../../context";
import { baseRow, jsonObject, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";

/**
 * The form a stored service shows: its columns, and of its settings only the provider's non-secret
 * fields (whatever else `settings` might hold, a read never carries a credential).
 */
function storedForm(row: DbRow): Omit<SpeechServiceDetail, "id" | "createdAt" | "secretsSet"> {
  const settings = jsonObject(row.settings);
  const fields = Object.fromEntries(
    SPEECH_PROVIDER_FIELDS.filter((f) => !isSpeechSecret(f) && typeof settings[f] === "string").map((f) => [
      f,
      settings[f],
    ]),
  );
  return {
    ...(fields as Partial<SpeechServiceDetail>),
    name: row.name,
    provider: row.provider as SpeechServiceDetail["provider"],
    usage: row.usage as SpeechServiceDetail["usage"],
    regionId: (row.region_id as string | null) ?? "",
  };
}

/** Voice translations that need this service to listen and speak (docs/product.md#speech-services; contract/wire/voiceTranslations). */
function translationsUsing(ctx: PlatformContext, id: string): number {
  return ctx.db
    .prepare("SELECT COUNT(*) FROM voice_translations WHERE speech_service_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(id) as number;
}

export const SPEECH_SERVICES_ENTITY: EntityDefinition<SpeechServiceForm, SpeechServiceRow, SpeechServiceDetail> = {
  key: "speech-services",
  api: SPEECH_SERVICES_API,
  listSpec: SPEECH_SERVICES_LIST_SPEC,
  table: "speech_services",
  roles: {
    read: [ROLES.BOTS_READ],
    create: [ROLES.BOTS_CREATE],
    update: [ROLES.BOTS_UPDATE],
    delete: [ROLES.BOTS_DELETE],
  },
  fields: {
    provider: "t.provider",
    usage: "t.usage",
    regionId: "t.region_id",
  },
  search: ["t.name", "t.provider", "t.service_id", "a.name"],
  form: speechServiceFormSchema,
  secrets: SPEECH_SECRETS,
  // The provider's own secrets; switching provider forgets the others'.
  secretsInUse: (form) => speechFieldsOf(form.provider, form.usage).filter(isSpeechSecret),
  secretOwner: (form) => String(form.provider ?? ""),
  columns(input) {
    const form = normaliseSpeechServiceForm(input);
    const { name, provider, usage, regionId, ...rest } = form;
    const settings = Object.fromEntries(Object.entries(rest).filter(([field]) => !isSpeechSecret(field)));
    return {
      name,
      provider,
      service_id: speechServiceIdOf(provider),
      usage,
      region_id: regionId,
      settings: JSON.stringify(settings),
    };
  },
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    provider: String(r.provider),
    usage: String(r.usage),
    serviceId: (r.service_id as string | null) ?? null,
    regionId: (r.region_id as string | null) ?? null,
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    ...storedForm(r),
    ...baseRow(r, withAccount),
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: SpeechServiceRow) => r.accountId },
          { header: "Account Name", value: (r: SpeechServiceRow) => r.accountName },
        ]
      : []),
    { header: "Speech Service ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Provider", value: (r) => r.provider },
    { header: "Usage", value: (r) => r.usage },
    { header: "Service", value: (r) => r.serviceId },
    { header: "Region", value: (r) => r.regionId },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting speech services",
    ready: "Speech services export is ready",
    failed: "Speech services export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: LIMITS_PER_ACCOUNT.SPEECH_SERVICES, message: "warning_max_speech_services_reached" }),
    essentialOnly: "warning_essential_plan_required",
    uniqueName: true,
    check(ctx, _account, form, existing) {
      // The region is a row of the regions catalogue (GET /bots/api/Config/regions), not any text.
      const region = ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(form.regionId);
      if (!region) throw badRequest("regionId: validation_field_invalid");
      // A voice translation listens and speaks through the service: it must keep doing both.
      if (
        existing &&
        existing.usage === "TTSAndSTT" &&
        form.usage !== "TTSAndSTT" &&
        translationsUsing(ctx, existing.id) > 0
      ) {
        throw badRequest("usage: validation_speech_service_used_by_translation");
      }
    },
  },
};
