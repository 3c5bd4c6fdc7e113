/**
 * WhatsApp numbers (docs/product.md#whatsapp-numbers, #whatsapp-number "WhatsApp number", #whatsapp-calls), an
 * entity of contract/entities.ts. Paths under {sip}: whatsapp/numbers (POST create, GET/PATCH/DELETE
 * {id}, PATCH {id}/final, GET {id}/status), WhatsApp/numbers (the list), reports/whatsapp-numbers
 * (CSV export, 202).
 */
import { z } from "zod";
import type { EntityApi } from "../entities";
import { WhatsAppStatusSchema } from "./enums";
import { GRID } from "../limits/grid";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { WHATSAPP } from "../limits/whatsapp";
import type { ListSpec } from "../listQuery";

const maxCallDuration = z
  .number({ invalid_type_error: "validation_max_call_duration" })
  .int("validation_max_call_duration")
  .min(VALIDATION.MAX_CALL_DURATION_MIN_MINUTES, "validation_max_call_duration")
  .max(WHATSAPP.MAX_CALL_DURATION_MAX_MINUTES, "validation_max_call_duration");

/** POST whatsapp/numbers: expects 201 with { id }. cacProfileId absent = the default (unlimited) profile. */
export const WhatsAppNumberCreateSchema = z.object({
  name: z.string().trim().min(1, "validation_field_required"),
  pinCode: z.string().regex(PATTERNS.WHATSAPP_PIN, "validation_whatsapp_pin"),
  regionId: z.string().min(1, "validation_field_required"),
  cacProfileId: z.string().min(1).nullish(),
  maxCallDurationInMinutes: maxCallDuration.default(VALIDATION.MAX_CALL_DURATION_NO_LIMIT),
});
export type WhatsAppNumberCreate = z.input<typeof WhatsAppNumberCreateSchema>;

/** PATCH whatsapp/numbers/{id}: expects 200; the fields it names (the console posts them all). The pin is set on create only. */
export const WhatsAppNumberUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "validation_field_required"),
    regionId: z.string().min(1, "validation_field_required"),
    cacProfileId: z.string().min(1).nullable(),
    maxCallDurationInMinutes: maxCallDuration,
  })
  .partial();
export type WhatsAppNumberUpdate = z.infer<typeof WhatsAppNumberUpdateSchema>;

/**
 * The console's edit form: every field of the update (an empty max call duration is 'No limit', 0;
 * an empty call-limit profile the default, null).
 */
const update = WhatsAppNumberUpdateSchema.shape;
export const WhatsAppNumberEditFormSchema = z.object({
  name: update.name.unwrap(),
  regionId: update.regionId.unwrap(),
  cacProfileId: update.cacProfileId.unwrap().nullable().default(null),
  maxCallDurationInMinutes: update.maxCallDurationInMinutes.unwrap().default(0),
});

/** PATCH whatsapp/numbers/{id}/final: what the provider's embedded signup returned. */
export const WhatsAppFinalizeSchema = z.object({
  code: z.string().min(1),
  event: z.string().min(1),
  wabaId: z.string().min(1),
  waPhoneNumberId: z.string().min(1),
});
export type WhatsAppFinalize = z.infer<typeof WhatsAppFinalizeSchema>;

/** GET whatsapp/numbers/{id}. fqdn, status and error are admin-only; so is the account (the console's customer screens check it is the caller's). */
export const WhatsAppNumberSchema = z.object({
  accountId: z.string().optional(),
  accountName: z.string().optional(),
  id: z.string(),
  name: z.string(),
  regionId: z.string(),
  cacProfileId: z.string().nullish(),
  maxCallDurationInMinutes: z.number().int(),
  wabaId: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  waPhoneNumberId: z.string().nullish(),
  fqdn: z.string().nullish(),
  status: WhatsAppStatusSchema.nullish(),
  error: z.string().nullish(),
});
export type WhatsAppNumber = z.infer<typeof WhatsAppNumberSchema>;

/** A row of the list (the admin table's columns; customers' rows leave account fields out). */
export const WhatsAppNumberRowSchema = z.object({
  accountId: z.string().nullish(),
  accountName: z.string().nullish(),
  id: z.string(),
  name: z.string(),
  wabaId: z.string().nullish(),
  waPhoneNumberId: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  fqdn: z.string().nullish(),
  regionId: z.string().nullish(),
  /** ISO-8601 instant */
  createdDate: z.string(),
  status: WhatsAppStatusSchema,
  error: z.string().nullish(),
});
export type WhatsAppNumberRow = z.infer<typeof WhatsAppNumberRowSchema>;

/** GET whatsapp/numbers/{id}/status. */
export const WhatsAppNumberStatusSchema = z.object({
  waCalling: z.boolean(),
  waSip: z.boolean(),
  connectionOk: z.boolean(),
  sipFqdnOk: z.boolean(),
});
export type WhatsAppNumberStatus = z.infer<typeof WhatsAppNumberStatusSchema>;

/** docs/product.md#whatsapp-numbers: Connected only if calling is enabled, SIP is enabled, the connection is ok and the FQDN is ok. */
export function isWhatsAppConnected(s: WhatsAppNumberStatus): boolean {
  return s.waCalling && s.waSip && s.connectionOk && s.sipFqdnOk;
}

/**
 * The entity's endpoints (docs/product.md#whatsapp-calls): the list `GET WhatsApp/numbers` (whatsappNumbers[]
 * and pages.totalElements; 204 when empty), the collection `whatsapp/numbers`, the report generator
 * `POST reports/whatsapp-numbers`.
 */
export const WHATSAPP_API: EntityApi = {
  base: "/sip-connection/api",
  collection: "/whatsapp/numbers",
  list: "/WhatsApp/numbers",
  report: "/reports/whatsapp-numbers",
  rowsKey: "whatsappNumbers",
};

/** A number's own calls beside the collection's: `status`, `final`, `signup`. */
export const whatsAppNumberPath = (id: string, call: "status" | "final" | "signup") =>
  `${WHATSAPP_API.base}${WHATSAPP_API.collection}/${encodeURIComponent(id)}/${call}`;

/**
 * The list query of the WhatsApp table: default sort createdAt descending, page=1&limit=10 (docs/product.md#whatsapp-numbers).
 * status filters by 0 in progress, 1 configured, 2 failed.
 */
export const WHATSAPP_LIST_SPEC: ListSpec = {
  fields: {
    createdAt: { type: "date", sortable: true },
    name: { type: "string", sortable: true },
    phoneNumber: { type: "string", ops: ["=", "~"], sortable: true },
    wabaId: { type: "string" },
    waPhoneNumberId: { type: "string" },
    fqdn: { type: "string" },
    regionId: { type: "string", ops: ["="], sortable: true },
    id: { type: "string", ops: ["="] },
    accountId: { type: "string", ops: ["="], sortable: true },
    accountName: { type: "string", sortable: true },
    status: { type: "enum", values: ["0", "1", "2"], sortable: true },
  },
  defaultSort: { field: "createdAt", direction: "desc" },
  defaultLimit: WHATSAPP.DEFAULT_LIMIT,
  maxLimit: GRID.MAX_LIMIT,
  searchable: true,
};

/**
 * POST whatsapp/numbers/{id}/signup (platform-defined: the spec shows only "the provider's embedded
 * signup window"): opens a one-time sign-up window for a number still in progress. `returnTo` is a
 * path of the console's origin; the window ends there with the CALLBACK_PARAMS.
 */
export const WhatsAppSignupRequestSchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/, "returnTo must be a path of this site"),
});
export type WhatsAppSignupRequest = z.infer<typeof WhatsAppSignupRequestSchema>;
export const WhatsAppSignupSchema = z.object({ url: z.string() });
export type WhatsAppSignup = z.infer<typeof WhatsAppSignupSchema>;

/** Query parameters the provider's sign-up window adds to `returnTo` when it ends. */
export const SIGNUP_CALLBACK_PARAMS = {
  code: "code",
  event: "event",
  wabaId: "wabaId",
  waPhoneNumberId: "waPhoneNumberId",
  error: "error",
} as const;
