/**
 * The admin SIP connections list (docs/product.md#lookup-calls "GET {sip module}/Connections/admin with
 * withStatus=true"; docs/product.md#sip-connection "SIP connection"): the fields of the /admin/sipConnections grid. The list
 * grammar is ADMIN_SIP_LIST_SPEC (contract/lookups.ts).
 */
import { z } from "zod";
import {
  checkbox,
  entityListSpec,
  EntityRowBaseSchema,
  optionalText,
  SecretsSetSchema,
  type EntityApi,
} from "../entities";
import { SIP_TYPES, type SipType } from "../enums/sip";
import { LIMITS_PER_ACCOUNT } from "../limits/limits-per-account";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { SipTypeSchema } from "./enums";

export const AdminSipConnectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "name (account name)" */
  displayName: z.string().nullish(),
  type: SipTypeSchema,
  fqdn: z.string().nullish(),
  regionId: z.string().nullish(),
  /** Sent with withStatus=true. */
  status: z.string().optional(),
  accountId: z.string(),
  accountName: z.string(),
  /** The call-limit profile in force (the default one when none is set) and its display name. */
  cacProfileId: z.string().nullish(),
  cacProfileDisplay: z.string().nullish(),
  /** Whether SIP calls of the connection are charged (the admin SIP charge toggle). */
  shouldCharge: z.boolean(),
});
export type AdminSipConnection = z.infer<typeof AdminSipConnectionSchema>;

/** 204 (no rows) arrives as null. */
export const AdminSipConnectionsResponseSchema = z.object({
  sipConnections: z.array(AdminSipConnectionSchema),
  pages: z.object({ totalElements: z.number().int().nonnegative() }),
});
export type AdminSipConnectionsResponse = z.infer<typeof AdminSipConnectionsResponseSchema>;

// ---- The SIP connections entity (docs/product.md#sip-connection "SIP connection", #limits; #sip-connections "SIP", #lookup-calls) -------------------

/**
 * The SIP connections collection (contract/entities.ts) under {sip module}: GET /connections is the
 * grid, the lookup of statistics and call history (docs/product.md#lookup-calls "GET {sip module}/connections ... The
 * answer has sipConnections"), and the admin grid with every account; the report generator is
 * POST /reports/sip-connections. POST /connections/{id}/verify-dns checks the FQDN's TXT record.
 */
export const SIP_CONNECTIONS_API: EntityApi = {
  base: "/sip-connection/api",
  collection: "/connections",
  report: "/reports/sip-connections",
  rowsKey: "sipConnections",
};
export const sipVerifyDnsPath = (id: string) =>
  `${SIP_CONNECTIONS_API.base}${SIP_CONNECTIONS_API.collection}/${encodeURIComponent(id)}/verify-dns`;

/** DTMF methods (docs/product.md#sip-connection "DTMF method"; the values are the platform's choice, docs/features/sip-connections.md). */
export const SIP_DTMF_METHODS = ["rfc2833", "inband", "sip-info"] as const;
/** Call transfer methods: a SIP REFER, or a new INVITE bridged by the platform. */
export const SIP_TRANSFER_METHODS = ["refer", "invite"] as const;
/** Audio coders the platform offers (docs/product.md#sip-connection "supported coders"). */
export const SIP_CODERS = ["PCMU", "PCMA", "G722", "G729", "OPUS"] as const;
/** How the FQDN or server host name is resolved (docs/product.md#sip-connection "DNS method"). */
export const SIP_DNS_METHODS = ["A", "SRV", "NAPTR"] as const;
/** Headers the caller's number is read from, in order (docs/product.md#sip-connection "source-number headers"). */
export const SIP_SOURCE_NUMBER_HEADERS = ["From", "P-Asserted-Identity", "Remote-Party-ID", "Diversion"] as const;
/**
 * docs/product.md#sip-connections "Either Credentials, Authentication code, or none": the secret a connection's calls carry
 * (a SIP digest user and password, or a code), beside the Source IP, FQDN and Dialed Numbers checks.
 */
export const SIP_AUTH_METHODS = ["none", "credentials", "authCode"] as const;
export type SipAuthMethod = (typeof SIP_AUTH_METHODS)[number];
export const SIP_SECRETS = ["password", "authCode"] as const;

/** The statuses a connection shows: in service, or waiting for its FQDN's DNS TXT record (accounts with DNS verification on). */
export const SIP_STATUSES = ["Connected", "DNS verification pending"] as const;
export const SIP_DNS_PENDING = "DNS verification pending";

/**
 * Which fields each type takes (the spec is silent; docs/features/sip-connections.md): a SIP trunk may register with the
 * platform; a contact center and a UC platform are reached at their server host name, and a contact
 * center answers on a service number.
 */
export const SIP_TYPE_FIELDS = {
  "sip-trunk": { registration: true, serverHostnameRequired: false, serviceNumber: false },
  "contact-center": { registration: false, serverHostnameRequired: true, serviceNumber: true },
  "uc-platform": { registration: false, serverHostnameRequired: true, serviceNumber: false },
} as const satisfies Record<
  SipType,
  { registration: boolean; serverHostnameRequired: boolean; serviceNumber: boolean }
>;

export const SIP_FORM = {
  NAME_MAX: VALIDATION.SIP_NAME_MAX,
  FIELD_MAX: VALIDATION.SIP_FIELD_MAX,
  KEEP_ALIVE_MIN: VALIDATION.SIP_KEEP_ALIVE_MIN,
  KEEP_ALIVE_MAX: VALIDATION.SIP_KEEP_ALIVE_MAX,
  SIGNALLING_ADDRESSES_MIN: VALIDATION.SIP_SIGNALLING_ADDRESSES_MIN,
  SIGNALLING_ADDRESSES_MAX: LIMITS_PER_ACCOUNT.SIGNALLING_ADDRESSES_PER_SIP,
  DIALED_NUMBERS_MIN: VALIDATION.SIP_DIALED_NUMBERS_MIN,
  DIALED_NUMBERS_MAX: VALIDATION.SIP_DIALED_NUMBERS_MAX,
  DIALED_NUMBER_MAX: VALIDATION.SIP_DIALED_NUMBER_MAX,
  SOURCE_IPS_MAX: VALIDATION.SIP_SOURCE_IPS_MAX,
  MAX_CALL_DURATION_MIN: VALIDATION.MAX_CALL_DURATION_MIN_MINUTES,
  MAX_CALL_DURATION_MAX: VALIDATION.MAX_CALL_DURATION_MAX_MINUTES,
} as const;

/** What a new connection's dialog starts with. */
export const SIP_FORM_DEFAULTS = {
  type: "sip-trunk",
  dtmfMethod: "rfc2833",
  transferMethod: "refer",
  coders: ["PCMU", "PCMA", "G722"],
  keepAlive: 60,
  authFqdn: true,
  authSourceIp: true,
  authDialedNumbers: false,
  authMethod: "none",
  signallingAddresses: [""],
  sourceIps: [""],
  dialedNumbers: [""],
  sourceNumberHeaders: ["From"],
  dnsMethod: "A",
  maxCallDurationInMinutes: 0,
} as const;

/** A text field of the form: at most 80 characters (docs/product.md#sip-connections "Fields are max 80 characters"), none of the forbidden characters. */
const sipText = z
  .string()
  .trim()
  .max(SIP_FORM.FIELD_MAX, "validation_sip_field_max")
  .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters");
const hostName = sipText.pipe(z.string().regex(PATTERNS.SIP_HOST_NAME, "validation_sip_host_name"));
const int = (message: string) =>
  z.number({ invalid_type_error: message, required_error: "validation_field_required" }).int(message);

/** A list of the form: an HTML form with no rows posts nothing; empty rows ("Add" pressed, nothing typed) are not entries. */
const textList = <T extends z.ZodTypeAny>(entry: T) =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.filter((e) => !(e === undefined || e === null || (typeof e === "string" && e.trim() === "")))
        : (v ?? []),
    z.array(entry, { invalid_type_error: "validation_field_invalid" }),
  );

const SipFormObject = z.object({
  name: z
    .string({ required_error: "validation_sip_name" })
    .trim()
    .min(1, "validation_sip_name")
    .max(SIP_FORM.NAME_MAX, "validation_sip_name")
    .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters"),
  type: z.enum(SIP_TYPES, { errorMap: () => ({ message: "validation_radio_required" }) }),
  regionId: z.string({ required_error: "validation_field_required" }).trim().min(1, "validation_field_required"),
  fqdn: optionalText(hostName),
  serverHostname: optionalText(hostName),
  dtmfMethod: z.enum(SIP_DTMF_METHODS, { errorMap: () => ({ message: "validation_field_required" }) }),
  transferMethod: z.enum(SIP_TRANSFER_METHODS, { errorMap: () => ({ message: "validation_field_required" }) }),
  coders: z.preprocess(
    (v) => (v === undefined ? [] : typeof v === "string" ? [v] : v),
    z
      .array(z.enum(SIP_CODERS, { errorMap: () => ({ message: "validation_field_invalid" }) }))
      .min(1, "validation_sip_coders_required"),
  ),
  keepAlive: int("validation_sip_keep_alive")
    .min(SIP_FORM.KEEP_ALIVE_MIN, "validation_sip_keep_alive")
    .max(SIP_FORM.KEEP_ALIVE_MAX, "validation_sip_keep_alive_max"),
  registration: checkbox,
  authFqdn: checkbox,
  authSourceIp: checkbox,
  authDialedNumbers: checkbox,
  authMethod: z.enum(SIP_AUTH_METHODS, { errorMap: () => ({ message: "validation_radio_required" }) }),
  username: optionalText(sipText),
  password: optionalText(sipText),
  authCode: optionalText(sipText),
  signallingAddresses: textList(
    sipText.pipe(z.string().regex(PATTERNS.SIP_SIGNALLING_ADDRESS, "validation_sip_signalling_address")),
  ),
  sourceIps: textList(z.string().trim().regex(PATTERNS.SIP_SOURCE_IP, "validation_sip_source_ip")),
  dialedNumbers: textList(
    z
      .string()
      .trim()
      .max(SIP_FORM.DIALED_NUMBER_MAX, "validation_sip_dialed_number_max")
      .regex(PATTERNS.SIP_DIALED_NUMBER, "validation_sip_dialed_number"),
  ),
  sourceNumberHeaders: textList(
    z.enum(SIP_SOURCE_NUMBER_HEADERS, { errorMap: () => ({ message: "validation_field_invalid" }) }),
  ),
  serviceNumber: optionalText(z.string().trim().regex(PATTERNS.SIP_SERVICE_NUMBER, "validation_sip_service_number")),
  encryption: checkbox,
  cacProfileId: optionalText(z.string().trim().max(SIP_FORM.FIELD_MAX, "validation_sip_field_max")),
  delayedOffer: checkbox,
  dnsMethod: z.enum(SIP_DNS_METHODS, { errorMap: () => ({ message: "validation_field_required" }) }),
  maxCallDurationInMinutes: int("validation_max_call_duration")
    .min(SIP_FORM.MAX_CALL_DURATION_MIN, "validation_max_call_duration")
    .max(SIP_FORM.MAX_CALL_DURATION_MAX, "validation_max_call_duration"),
});
export type SipFormInput = z.input<typeof SipFormObject>;
export type SipForm = z.infer<typeof SipFormObject>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });

/**
 * The rules between fields (docs/product.md#sip-connections "SIP"): the list sizes; "Source IP or Credentials must be checked";
 * "FQDN or Dialed Numbers must be checked"; "If Source IP is selected, at least one address is
 * required"; an FQDN check needs the FQDN; credentials need a user and a password, the code method a
 * code (`secretsSet`: the secrets an update may leave empty); the fields each type takes.
 */
function crossFieldRules(form: SipForm, ctx: Ctx, secretsSet: ReadonlySet<string>) {
  if (form.signallingAddresses.length < SIP_FORM.SIGNALLING_ADDRESSES_MIN)
    issue(ctx, "signallingAddresses", "validation_sip_server_address_required");
  if (form.signallingAddresses.length > SIP_FORM.SIGNALLING_ADDRESSES_MAX)
    issue(ctx, "signallingAddresses", "validation_sip_signalling_addresses_max");
  if (form.dialedNumbers.length < SIP_FORM.DIALED_NUMBERS_MIN)
    issue(ctx, "dialedNumbers", "validation_sip_dialed_number_required");
  if (form.dialedNumbers.length > SIP_FORM.DIALED_NUMBERS_MAX)
    issue(ctx, "dialedNumbers", "validation_sip_dialed_numbers_max");
  if (form.sourceIps.length > SIP_FORM.SOURCE_IPS_MAX) issue(ctx, "sourceIps", "validation_sip_source_ips_max");
  if (new Set(form.sourceNumberHeaders).size !== form.sourceNumberHeaders.length)
    issue(ctx, "sourceNumberHeaders", "validation_sip_duplicate_header");
  if (!form.authSourceIp && form.authMethod !== "credentials")
    issue(ctx, "authSourceIp", "validation_sip_auth_source_or_credentials");
  if (!form.authFqdn && !form.authDialedNumbers) issue(ctx, "authFqdn", "validation_sip_auth_fqdn_or_dids");
  if (form.authSourceIp && form.sourceIps.length === 0)
    issue(ctx, "sourceIps", "validation_sip_source_ip_address_required");
  if (form.authFqdn && !form.fqdn) issue(ctx, "fqdn", "validation_field_required");
  if (form.authMethod === "credentials") {
    if (!form.username) issue(ctx, "username", "validation_field_required");
    if (!form.password && !secretsSet.has("password")) issue(ctx, "password", "validation_field_required");
  }
  if (form.authMethod === "authCode" && !form.authCode && !secretsSet.has("authCode"))
    issue(ctx, "authCode", "validation_field_required");
  if (SIP_TYPE_FIELDS[form.type].serverHostnameRequired && !form.serverHostname)
    issue(ctx, "serverHostname", "validation_field_required");
}

/** The form's schema (create and update alike); `secretsSet` lists the secrets an existing connection holds. */
export function sipFormSchema(secretsSet: readonly string[] = []) {
  const set = new Set(secretsSet);
  return SipFormObject.superRefine((form, ctx) => crossFieldRules(form, ctx, set));
}
export const SipCreateSchema = sipFormSchema();

/**
 * What is stored of a valid form: the fields its type and authentication take, nothing of the others
 * (a contact center's service number is dropped when it becomes a trunk; source IPs without the
 * Source IP check; the user without credentials).
 */
export function normaliseSipForm(form: SipForm): SipForm {
  const takes = SIP_TYPE_FIELDS[form.type];
  const out: SipForm = { ...form };
  if (!takes.registration) out.registration = false;
  if (!takes.serviceNumber) delete out.serviceNumber;
  if (!form.authSourceIp) out.sourceIps = [];
  if (form.authMethod !== "credentials") {
    delete out.username;
    delete out.password;
  }
  if (form.authMethod !== "authCode") delete out.authCode;
  return out;
}

/** A row of the SIP connections list: the grid, the lookups (statistics, call history) and the admin grid. */
export const SipConnectionRowSchema = EntityRowBaseSchema.extend({
  /** The name; on administrators' rows "name (account name)" (docs/product.md#lookup-calls "A SIP admin connection has displayName"). */
  displayName: z.string(),
  type: SipTypeSchema,
  fqdn: z.string().nullable(),
  serverHostname: z.string().nullable(),
  regionId: z.string().nullable(),
  status: z.string(),
  authMethod: z.string(),
  signallingAddresses: z.number().int(),
  dialedNumbers: z.number().int(),
  /** The call-limit profile in force (the default one when none is set) and its display name. */
  cacProfileId: z.string().nullable(),
  cacProfileDisplay: z.string().nullable(),
  /** Administrators' rows only: whether SIP calls of the connection are charged (the admin SIP charge toggle). */
  shouldCharge: z.boolean().optional(),
});
export type SipConnectionRow = z.infer<typeof SipConnectionRowSchema>;

/** GET {sip}/connections/{id}: the stored form without secret values, which secrets are set, and the DNS verification. */
export const SipConnectionDetailSchema = SipFormObject.omit({ password: true, authCode: true }).extend({
  id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  /** The TXT value to publish at the FQDN while the DNS verification is pending; null otherwise. */
  dnsTxtValue: z.string().nullable(),
  dnsVerifiedAt: z.string().nullable(),
  cacProfileDisplay: z.string().nullable(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type SipConnectionDetail = z.infer<typeof SipConnectionDetailSchema>;

/** POST {sip}/connections/{id}/verify-dns: whether a TXT record of the FQDN carries the value. */
export const SipDnsVerifySchema = z.object({ verified: z.boolean(), status: z.string() });

/** The list grammar of GET {sip}/connections (the lookups ask limit=1000&sort=name, filtered by account). */
export const SIP_CONNECTIONS_LIST_SPEC = entityListSpec({
  type: { type: "enum", values: SIP_TYPES, sortable: true },
  fqdn: { type: "string", sortable: true, filterable: false },
  status: { type: "enum", values: SIP_STATUSES, sortable: true },
  regionId: { type: "string", ops: ["="], sortable: true },
  authMethod: { type: "enum", values: SIP_AUTH_METHODS, sortable: true },
  cacProfileDisplay: { type: "string", sortable: true, filterable: false },
});
