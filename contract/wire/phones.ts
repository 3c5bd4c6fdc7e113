/**
 * Phone numbers (docs/product.md#phone-number "Phone number", #endpoint-names phone-number endpoints, #account-limits "Numbers per account",
 * "Connectivity providers"; #enumerations "Phone number statuses", #admin-and-ai-calls "GET {phones module}/phones ... or
 * /Admin", "PATCH {phones}/Admin/ManualNumber"). The numbers are an entity of contract/entities.ts:
 * GET {phones}/phones is the list (the statistics and dashboard lookup too: rows under phoneNumbers
 * with phoneNumber, name, e164, id and regionId), PATCH {phones}/phones/{id} configures, DELETE
 * releases (status Deleted), POST {phones}/phones ports a number in (Port Pending), and POST
 * {phones}/reports/phones is the report generator. The spec's own names are aliases of these
 * (PHONES_ALIASES). Buying (catalogue, cart, orders) is contract/wire/phoneOrders.
 */
import { z } from "zod";
import { PHONE_NUMBER_STATUSES, PHONE_TYPES } from "../enums/phone-numbers";
import { checkbox, entityListSpec, EntityRowBaseSchema, optionalText, type EntityApi } from "../entities";
import { PATTERNS } from "../limits/patterns";
import { PHONE_NUMBERS } from "../limits/phone-numbers";
import { VALIDATION } from "../limits/validation";
import { TRANSLATION_LANGUAGE_CODES, voicesOf } from "./voiceTranslations";

export const PHONES_API: EntityApi = {
  base: "/phones/api",
  collection: "/phones",
  report: "/reports/phones",
  rowsKey: "phoneNumbers",
};

/**
 * The spec's endpoint names (docs/product.md#endpoint-names "Phone numbers: ... GetPhoneNumbers, DeletePhoneNumber, configure,
 * CheckStatus, DefaultConfig, LanguageVoiceNames, GetAllPhoneNumbers") under {phones}. Those the
 * entity collection already serves are aliases of it: GetPhoneNumbers = GET /phones (the caller's
 * account), GetAllPhoneNumbers = GET /phones for administrators (every account),
 * DeletePhoneNumber/{id} = DELETE /phones/{id}, configure/{id} = PATCH /phones/{id}.
 */
export const PHONES_PATHS = {
  getPhoneNumbers: "/phones/api/GetPhoneNumbers",
  getAllPhoneNumbers: "/phones/api/GetAllPhoneNumbers",
  deletePhoneNumber: (id: string) => `/phones/api/DeletePhoneNumber/${encodeURIComponent(id)}`,
  configure: (id: string) => `/phones/api/configure/${encodeURIComponent(id)}`,
  checkStatus: (id: string) => `/phones/api/CheckStatus/${encodeURIComponent(id)}`,
  documents: (id: string) => `/phones/api/phones/${encodeURIComponent(id)}/documents`,
  /** Not in the spec: a test call to the number, placed now; answers `{ callId }` (201). */
  testCall: (id: string) => `/phones/api/phones/${encodeURIComponent(id)}/testcall`,
  defaultConfig: "/phones/api/DefaultConfig",
  languageVoiceNames: "/phones/api/LanguageVoiceNames",
} as const;

export const TestCallAnswerSchema = z.object({ callId: z.string().min(1) });

/** How a number is presented on its calls (docs/product.md#phone-number "format"; the values are the platform's choice). */
export const PHONE_NUMBER_FORMATS = ["E164", "National", "International"] as const;
export type PhoneNumberFormat = (typeof PHONE_NUMBER_FORMATS)[number];

/** A number in E.164: a plus, a country code not starting with 0, 7 to 15 digits in all. */
export const E164_PATTERN = new RegExp(
  `^\\+[1-9]\\d{${PHONE_NUMBERS.E164_MIN_DIGITS - 1},${PHONE_NUMBERS.E164_MAX_DIGITS - 1}}$`,
);
/** A dial prefix: digits with an optional leading plus, at most PREFIX_MAX characters. */
export const PHONE_PREFIX_PATTERN = new RegExp(`^(?=.{1,${PHONE_NUMBERS.PREFIX_MAX}}$)\\+?\\d+$`);

/** Statuses a customer may upload requirement documents in. */
export const DOCUMENTS_UPLOADABLE_STATUSES = ["Requirement Info Pending", "Requirement Info Exception"] as const;
export const canUploadDocuments = (status: string) =>
  (DOCUMENTS_UPLOADABLE_STATUSES as readonly string[]).includes(status);

/** One of a list: missing is "required", anything else not in it "invalid". */
const choice = <T extends [string, ...string[]]>(values: T) =>
  z.enum(values, {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? "validation_field_required" : "validation_field_invalid",
    }),
  });

const phoneName = z
  .string({ required_error: "validation_phone_name" })
  .trim()
  .min(1, "validation_phone_name")
  .max(PHONE_NUMBERS.NAME_MAX, "validation_phone_name")
  .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters");

/**
 * Configure (PATCH {phones}/phones/{id}, alias configure/{id}): the name, whether it is the account's
 * default number (one per account: making one the default makes the others not), the format, the
 * prefix, and the language and a voice of that language (LanguageVoiceNames).
 */
export const PhoneConfigureSchema = z
  .object({
    name: phoneName,
    isDefault: checkbox,
    format: choice([...PHONE_NUMBER_FORMATS]),
    prefix: optionalText(z.string().trim().regex(PHONE_PREFIX_PATTERN, "validation_phone_prefix")),
    language: choice([...TRANSLATION_LANGUAGE_CODES]),
    voice: z.string({ required_error: "validation_field_required" }).trim().min(1, "validation_field_required"),
  })
  .superRefine((form, ctx) => {
    if (!voicesOf(form.language).includes(form.voice))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["voice"], message: "validation_phone_voice" });
  });
export type PhoneConfigureInput = z.input<typeof PhoneConfigureSchema>;
export type PhoneConfigureForm = z.infer<typeof PhoneConfigureSchema>;
export const PHONE_CONFIGURE_FIELDS = ["name", "isDefault", "format", "prefix", "language", "voice"] as const;

/**
 * Port a number in (POST {phones}/phones): the number in E.164, its country, the current carrier and
 * the account number there, and the owner's authorisation to move it. It arrives in Port Pending; the
 * provider then answers Active or Port Failed.
 */
export const PortInSchema = z.object({
  phoneNumber: z.string({ required_error: "validation_e164" }).trim().regex(E164_PATTERN, "validation_e164"),
  name: optionalText(phoneName),
  countryName: z
    .string({ required_error: "validation_country_name" })
    .trim()
    .min(VALIDATION.COUNTRY_NAME_MIN, "validation_country_name")
    .max(VALIDATION.COUNTRY_NAME_MAX, "validation_country_name"),
  carrier: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(PHONE_NUMBERS.CARRIER_MAX, "validation_field_invalid")
    .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters"),
  carrierAccountNumber: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(PHONE_NUMBERS.CARRIER_ACCOUNT_MAX, "validation_carrier_account")
    .regex(/^[A-Za-z0-9-]+$/, "validation_carrier_account"),
  // A checkbox: unchecked (absent) or false is refused.
  authorised: z
    .boolean({ required_error: "validation_port_authorisation", invalid_type_error: "validation_port_authorisation" })
    .refine((v) => v, "validation_port_authorisation"),
});
export type PortInInput = z.input<typeof PortInSchema>;
export type PortInForm = z.infer<typeof PortInSchema>;
export const PORT_IN_FIELDS = [
  "phoneNumber",
  "name",
  "countryName",
  "carrier",
  "carrierAccountNumber",
  "authorised",
] as const;

/** What a number routes calls to (docs/product.md#phone-number; a bot assigned to it or the first routing rule from it). */
export const PhoneRouteSchema = z.object({ kind: z.string(), id: z.string(), name: z.string() }).nullable();

/** A row of the numbers list (customer and admin; the account fields for administrators). */
export const PhoneRowSchema = EntityRowBaseSchema.extend({
  phoneNumber: z.string(),
  e164: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  type: z.string(),
  status: z.string(),
  isDefault: z.boolean(),
  regionId: z.string().nullable(),
  provider: z.string(),
  monthlyCharge: z.number(),
  routesTo: PhoneRouteSchema,
  /** ISO instant: a trial account's number expires (docs/product.md#plans "valid 28 days"). */
  validUntil: z.string().nullable(),
  format: z.string().nullable(),
  prefix: z.string().nullable(),
  language: z.string().nullable(),
  voice: z.string().nullable(),
  /** The admin list's creation date (the same instant as createdAt). */
  createdDate: z.string().optional(),
});
export type PhoneRow = z.infer<typeof PhoneRowSchema>;

/** GET {phones}/phones/{id}: the row with the port-in and documents details. */
export const PhoneDetailSchema = PhoneRowSchema.extend({
  providerPhoneNumberId: z.string().nullable(),
  portIn: z.object({ carrier: z.string(), carrierAccountNumber: z.string() }).nullable(),
  documents: z.array(
    z.object({ fileName: z.string(), contentType: z.string(), size: z.number(), uploadedAt: z.string() }),
  ),
});
export type PhoneDetail = z.infer<typeof PhoneDetailSchema>;

/** The list grammar of GET {phones}/phones (and of the statistics lookup: sort by e164 or name). */
export const PHONES_LIST_SPEC = entityListSpec(
  {
    e164: { type: "string", sortable: true, ops: ["=", "~"] },
    country: { type: "string", sortable: true, ops: ["="] },
    city: { type: "string", sortable: true, ops: ["="] },
    type: { type: "enum", values: PHONE_TYPES, sortable: true },
    status: { type: "enum", values: PHONE_NUMBER_STATUSES, sortable: true },
    isDefault: { type: "boolean", sortable: true },
    regionId: { type: "string", ops: ["="], sortable: true },
    provider: { type: "string", ops: ["="], sortable: true },
    monthlyCharge: { type: "number", sortable: true, filterable: false },
    validUntil: { type: "date", sortable: true, filterable: false },
  },
  // The lookups' order (docs/product.md#generic-list-calls "sort=[-]e164"); the grids ask for theirs.
  { field: "e164", direction: "asc" },
);

/** GET {phones}/CheckStatus/{id}: a number's status now. */
export const PhoneStatusSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  status: z.enum(PHONE_NUMBER_STATUSES),
});
export type PhoneStatus = z.infer<typeof PhoneStatusSchema>;

/** GET {phones}/DefaultConfig: what a new number is configured with. */
export const PhoneDefaultConfigSchema = z.object({
  format: z.enum(PHONE_NUMBER_FORMATS),
  prefix: z.string(),
  language: z.string(),
  voice: z.string(),
});
export type PhoneDefaultConfig = z.infer<typeof PhoneDefaultConfigSchema>;

/** GET {phones}/LanguageVoiceNames: the languages a number speaks and the voices of each. */
export const LanguageVoiceNamesSchema = z.object({
  languages: z.array(z.object({ language: z.string(), voices: z.array(z.string()).min(1) })).min(1),
});
export type LanguageVoiceNames = z.infer<typeof LanguageVoiceNamesSchema>;

/** POST {phones}/phones/{id}/documents: the files as the console read them (base64), checked again by the platform. */
export const PhoneDocumentsUploadSchema = z.object({
  files: z
    .array(z.object({ fileName: z.string().min(1).max(200), contentType: z.string(), contentBase64: z.string() }))
    .min(1, "validation_documents_required")
    .max(PHONE_NUMBERS.DOCUMENTS_MAX_FILES, "validation_documents_count"),
});
export type PhoneDocumentsUpload = z.infer<typeof PhoneDocumentsUploadSchema>;

/** A row of GET {phones}/Admin: the lookup's fields plus the account and the billing fields. */
export const AdminPhoneSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  name: z.string(),
  e164: z.string(),
  regionId: z.string().nullish(),
  status: z.string(),
  country: z.string(),
  type: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  /** USD per month. */
  monthlyCharge: z.number(),
  provider: z.string(),
  /** ISO instant. */
  createdDate: z.string(),
});
export type AdminPhone = z.infer<typeof AdminPhoneSchema>;

export const AdminPhonesResponseSchema = z.object({
  phoneNumbers: z.array(AdminPhoneSchema),
  pages: z.object({ totalElements: z.number().int().nonnegative() }),
});
export type AdminPhonesResponse = z.infer<typeof AdminPhonesResponseSchema>;

/**
 * GET {phones}/Admin/Providers (platform-defined; docs/product.md#other-constants "System default and two third-party number
 * providers"): the connectivity providers a number may use, "System default" first.
 */
export const ConnectivityProvidersResponseSchema = z.object({ providers: z.array(z.string().min(1)).min(1) });
export type ConnectivityProvidersResponse = z.infer<typeof ConnectivityProvidersResponseSchema>;

/** The answer of PATCH {phones}/Admin/ManualNumber: the new number's id and its E.164 form. */
export const ManualNumberResultSchema = z.object({ id: z.string(), phoneNumber: z.string() });
export type ManualNumberResult = z.infer<typeof ManualNumberResultSchema>;

/**
 * Why one requirement document is refused (a message key), or null: its name ends in one of the
 * accepted extensions, its type is one of the accepted types, and it holds 1 byte to
 * DOCUMENT_MAX_BYTES. The console checks the upload with it; the platform again, and the file's
 * first bytes too (documentContentMatches).
 */
export function documentProblem(file: {
  fileName: string;
  contentType: string;
  size: number;
}): "validation_document_type" | "validation_document_size" | null {
  const name = file.fileName.toLowerCase();
  if (!PHONE_NUMBERS.DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return "validation_document_type";
  if (!(PHONE_NUMBERS.DOCUMENT_TYPES as readonly string[]).includes(file.contentType))
    return "validation_document_type";
  if (file.size < 1 || file.size > PHONE_NUMBERS.DOCUMENT_MAX_BYTES) return "validation_document_size";
  return null;
}

/** Whether a file's first bytes are those of its type (a PDF starts %PDF-, a PNG and a JPEG with their signatures). */
export function documentContentMatches(contentType: string, head: Uint8Array): boolean {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (contentType === "application/pdf") return starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
  if (contentType === "image/png") return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (contentType === "image/jpeg") return starts([0xff, 0xd8, 0xff]);
  return false;
}
