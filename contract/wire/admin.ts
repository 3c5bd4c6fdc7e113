/**
 * Admin dialog payloads (docs/product.md#admin-dialog-payloads "Admin dialog payloads", #manual-number "Manual number", "Manual charge",
 * "Manual credit", "SIP", docs/product.md#admin-and-ai-calls "Admin clients, AI and admin dialogs"). Wire names as the spec writes them.
 * Messages are message keys of contract/messages.ts.
 */
import { z } from "zod";
import { BILLING } from "../limits/billing";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { decimalPlaces } from "./decimals";

/** PATCH {phones}/Admin/ManualNumber. */
export const ManualNumberSchema = z.object({
  phoneNumber: z.string().trim().regex(PATTERNS.MANUAL_PHONE_NUMBER, "validation_phone_number"),
  countryName: z
    .string()
    .trim()
    .min(VALIDATION.COUNTRY_NAME_MIN, "validation_country_name")
    .max(VALIDATION.COUNTRY_NAME_MAX, "validation_country_name"),
  monthlyCharge: z
    .number()
    .gt(0, "validation_monthly_charge")
    .refine((n) => decimalPlaces(n) <= BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS, "validation_monthly_charge"),
  regionId: z.string().min(1),
  clientId: z.string().min(1),
  accountName: z.string().min(1),
  provider: z.string().min(1).optional(),
});
export type ManualNumber = z.infer<typeof ManualNumberSchema>;

/** POST {monolith}/payment/manualCharge (a confirmation dialog comes first). */
export const ManualChargeSchema = z.object({
  accountId: z.string().min(1),
  amount: z
    .number({ invalid_type_error: "validation_manual_charge_value" })
    .min(BILLING.MANUAL_CHARGE_MIN_USD, "validation_manual_charge_value")
    .max(BILLING.MANUAL_CHARGE_MAX_USD, "validation_manual_charge_value")
    .refine((n) => decimalPlaces(n) <= BILLING.MANUAL_CHARGE_DECIMALS, "validation_manual_charge_value"),
  description: z.string().trim().min(1, "validation_manual_charge_value"),
});
export type ManualCharge = z.infer<typeof ManualChargeSchema>;

/** PUT {monolith} add credit: between the essential plan fee and the manual credit maximum, at most 9 decimals. */
export const ManualCreditSchema = z.object({
  clientId: z.string().min(1),
  creditAmount: z
    .number({ invalid_type_error: "validation_manual_credit_value" })
    .min(BILLING.MIN_ESSENTIAL_PLAN_FEE_USD, "validation_manual_credit_value")
    .max(BILLING.MANUAL_CREDIT_MAX_USD, "validation_manual_credit_value")
    .refine((n) => decimalPlaces(n) <= BILLING.MANUAL_CREDIT_DECIMALS, "validation_manual_credit_value"),
});
export type ManualCredit = z.infer<typeof ManualCreditSchema>;

/** GET {sip}/Connections/admin/cacProfilesDefs?id&userId: adminConfigParams[0].enum (display, profileId) and default. */
export const CacProfileDefsResponseSchema = z.object({
  adminConfigParams: z
    .array(
      z.object({
        enum: z.array(z.object({ display: z.string(), profileId: z.string() })),
        default: z.string().nullish(),
      }),
    )
    .min(1),
});
export type CacProfileDefsResponse = z.infer<typeof CacProfileDefsResponseSchema>;

/** The admin form also names the connection's own profile: `current` (null: none set, the default applies). */
export const AdminCacProfileDefsResponseSchema = CacProfileDefsResponseSchema.extend({ current: z.string().nullish() });
export type AdminCacProfileDefsResponse = z.infer<typeof AdminCacProfileDefsResponseSchema>;

/** PATCH {sip}/Connections/admin/cacProfile?id&userId: the body is cacProfile (a profileId). */
export const SipCacProfileUpdateSchema = z.object({ cacProfile: z.string().min(1) });
export type SipCacProfileUpdate = z.infer<typeof SipCacProfileUpdateSchema>;

/** GET the admin SBC override: { overrideSbcConfig }; the PATCH body is the object itself. */
export const SipOverrideResponseSchema = z.object({ overrideSbcConfig: z.record(z.unknown()) });
export type SipOverrideResponse = z.infer<typeof SipOverrideResponseSchema>;
export const SipOverrideBodySchema = z.record(z.unknown());

/** The override as the admin types it: JSON text of an object, else 'labels_invalid_json_format'. */
export const SipOverrideTextSchema = z.string().transform((text, ctx) => {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "labels_invalid_json_format" });
  return z.NEVER;
});

/** PATCH {sip}/connections/admin/{id}/shouldChargeSip. */
export const SipChargeSchema = z.object({ shouldCharge: z.boolean() });
export type SipCharge = z.infer<typeof SipChargeSchema>;

/**
 * PATCH {monolith}/clients/{id}/EnableDNSVerification (docs/product.md#endpoint-names "EnableDNSVerification"; #account-status "DNS
 * verification can be toggled per client"): the account's new setting is the answer.
 */
export const DnsVerificationSchema = z.object({ enabled: z.boolean() });
export type DnsVerification = z.infer<typeof DnsVerificationSchema>;
export const DnsVerificationResultSchema = z.object({ id: z.string(), dnsVerification: z.boolean() });
export type DnsVerificationResult = z.infer<typeof DnsVerificationResultSchema>;

/**
 * The amount as typed in a form: digits with at most `decimals` decimals, checked on the text (a
 * number would drop trailing digits: "1.0000000001" reads as 1.0000000001 but "1.10" as 1.1).
 */
export function moneyText(decimals: number, message: string) {
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(pattern, message)
    .transform(Number);
}

/** The manual charge form: the typed amount, checked as text, then as the wire schema checks it. */
export const ManualChargeFormSchema = z.object({
  amount: moneyText(BILLING.MANUAL_CHARGE_DECIMALS, "validation_manual_charge_value").pipe(
    ManualChargeSchema.shape.amount,
  ),
  description: ManualChargeSchema.shape.description,
});
export type ManualChargeForm = z.infer<typeof ManualChargeFormSchema>;

/** The manual credit form. */
export const ManualCreditFormSchema = z.object({
  creditAmount: moneyText(BILLING.MANUAL_CREDIT_DECIMALS, "validation_manual_credit_value").pipe(
    ManualCreditSchema.shape.creditAmount,
  ),
});
export type ManualCreditForm = z.infer<typeof ManualCreditFormSchema>;

/**
 * The manual number form (docs/product.md#manual-number "Manual number"): the phone pattern, the country name (1 to 30) and
 * the typed monthly charge, checked as text (greater than 0, at most 4 decimals) and then as the wire
 * schema checks it. The account name is not typed: the console looks it up from the chosen client.
 */
export const ManualNumberFormSchema = z.object({
  phoneNumber: z.string({ required_error: "validation_field_required" }).pipe(ManualNumberSchema.shape.phoneNumber),
  countryName: z.string({ required_error: "validation_country_name" }).pipe(ManualNumberSchema.shape.countryName),
  monthlyCharge: moneyText(BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS, "validation_monthly_charge").pipe(
    ManualNumberSchema.shape.monthlyCharge,
  ),
  regionId: z.string({ required_error: "validation_field_required" }).pipe(ManualNumberSchema.shape.regionId),
  clientId: z.string({ required_error: "validation_field_required" }).pipe(ManualNumberSchema.shape.clientId),
  provider: ManualNumberSchema.shape.provider,
});
export type ManualNumberForm = z.infer<typeof ManualNumberFormSchema>;

/** The answer of a manual charge or credit: the billing record and the account's new balance. */
export const MoneyActionResultSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** Signed: a charge is negative, a credit positive. */
  amount: z.number(),
  balance: z.number(),
});
export type MoneyActionResult = z.infer<typeof MoneyActionResultSchema>;
