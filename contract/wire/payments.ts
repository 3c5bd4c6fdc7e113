/**
 * Customer billing and payments (issue 19 item 1; docs/product.md#endpoint-names "Payment: CreatePfToken,
 * DepositWalletAmount, LastPaymentDetails, vaultedshoppers, creditcards, paymentAddress; Billing:
 * clientbilling, billing/monthly"). The forms' schemas are shared by the console's actions (conform
 * coerces the form's strings) and the platform's endpoints (JSON). Messages are message keys.
 */
import { z } from "zod";
import { BILLING } from "../limits/billing";
import { PAYMENTS } from "../limits/payments";
import type { ThreeDSecureOutcome } from "../enums/accounts";
import { decimalPlaces } from "./decimals";
import { ThreeDSecureOutcomeSchema } from "./enums";

/** docs/product.md#account-status "3-D secure outcomes: bypassed, succeeded, unavailable, failed" (contract/enums). */
export const ThreeDsOutcomeSchema = ThreeDSecureOutcomeSchema;
export type ThreeDsOutcome = ThreeDSecureOutcome;

/** The catalogue message of each outcome (docs/product.md#catalogue-warnings "3-D secure results ... Each mentions the card provider"). */
export const THREE_DS_MESSAGE = {
  bypassed: "warning_3ds_bypassed",
  succeeded: "warning_3ds_succeeded",
  unavailable: "warning_3ds_unavailable",
  failed: "warning_3ds_failed",
} as const satisfies Record<ThreeDsOutcome, string>;

/** Only a failed authentication stops the payment; the other three let it proceed (as card providers do). */
export const threeDsAllowsPayment = (outcome: ThreeDsOutcome) => outcome !== "failed";

const cents = (n: number) => decimalPlaces(n) <= 2;

/** Dollars as a person types them: digits with an optional decimal part (no sign, exponent or hex). */
const DOLLARS_TEXT = /^\s*\d+(\.\d+)?\s*$/;
/**
 * A dollar amount of a form or of JSON. Typed text must be plain dollars ("0x10" and "1e3" are not
 * amounts, though Number() reads them): the preprocess sees the form's text before any coercion.
 */
function dollars(message: string) {
  return z.preprocess(
    (v) => (typeof v !== "string" ? v : v.trim() === "" ? undefined : DOLLARS_TEXT.test(v) ? Number(v) : Number.NaN),
    z.number({ required_error: message, invalid_type_error: message }),
  );
}

/** Add credit by card: the amount (docs/product.md#money-amounts "Credit and recharge amounts are between min and max"). */
export const CardDepositFormSchema = z.object({
  amount: dollars("validation_card_deposit_amount").pipe(
    z
      .number()
      .min(PAYMENTS.CARD_DEPOSIT_MIN_USD, "validation_card_deposit_amount")
      .max(PAYMENTS.CARD_DEPOSIT_MAX_USD, "validation_card_deposit_amount")
      .refine(cents, "validation_card_deposit_amount"),
  ),
});
export type CardDepositForm = z.infer<typeof CardDepositFormSchema>;

/** POST {monolith}/payment/CreatePfToken: a hosted card page for this amount, returning to `returnTo` (a console path). */
export const CreatePfTokenSchema = CardDepositFormSchema.extend({
  returnTo: z.string().regex(/^\/portal\/[A-Za-z0-9_/-]*$/, "validation_field_invalid"),
});
export type CreatePfToken = z.infer<typeof CreatePfTokenSchema>;
export const PfTokenResponseSchema = z.object({ pfToken: z.string(), url: z.string() });

/** The card page's answer as the console reads it (GET {monolith}/payment/pfToken/:token). */
export const PfTokenStatusSchema = z.object({
  pfToken: z.string(),
  amount: z.number(),
  /** open: the card page has not been sent yet; authorized: the card passed; failed: 3-D Secure failed; deposited: used. */
  status: z.enum(["open", "authorized", "failed", "deposited"]),
  threeDs: ThreeDsOutcomeSchema.nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  provider: z.string(),
});
export type PfTokenStatus = z.infer<typeof PfTokenStatusSchema>;

/** POST {monolith}/payment/DepositWalletAmount (with an Idempotency-Key): redeems an authorized pfToken. */
export const DepositWalletAmountSchema = z.object({ pfToken: z.string().min(1) });
export const DepositResultSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  tax: z.number(),
  balance: z.number(),
  invoiceId: z.string(),
});
export type DepositResult = z.infer<typeof DepositResultSchema>;

/** GET {monolith}/payment/LastPaymentDetails (204 when the account never paid by card). */
export const LastPaymentDetailsSchema = z.object({
  id: z.string(),
  amount: z.number(),
  tax: z.number(),
  status: z.enum(["succeeded", "failed"]),
  kind: z.enum(["deposit", "autoRecharge"]),
  threeDs: ThreeDsOutcomeSchema.nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type LastPaymentDetails = z.infer<typeof LastPaymentDetailsSchema>;

/** GET {monolith}/payment/vaultedshoppers: the account's cards kept by the provider (never their numbers). */
export const VaultedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type VaultedCard = z.infer<typeof VaultedCardSchema>;
export const VaultedShopperSchema = z.object({ creditcards: z.array(VaultedCardSchema) });

/** PUT {vaic}/clients/PaymentDetails: auto-recharge (docs/product.md#money-amounts threshold 10–500 default 10, amount 10–1000 default 50). */
export const AutoRechargeFormSchema = z.object({
  enabled: z.boolean().default(false),
  threshold: dollars("validation_auto_recharge_threshold").pipe(
    z
      .number()
      .min(BILLING.AUTO_RECHARGE_THRESHOLD_MIN_USD, "validation_auto_recharge_threshold")
      .max(BILLING.AUTO_RECHARGE_THRESHOLD_MAX_USD, "validation_auto_recharge_threshold")
      .refine(cents, "validation_auto_recharge_threshold"),
  ),
  amount: dollars("validation_auto_recharge_amount").pipe(
    z
      .number()
      .min(BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD, "validation_auto_recharge_amount")
      .max(BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD, "validation_auto_recharge_amount")
      .refine(cents, "validation_auto_recharge_amount"),
  ),
});
export type AutoRechargeForm = z.infer<typeof AutoRechargeFormSchema>;
export const AutoRechargeSchema = AutoRechargeFormSchema.extend({
  /** The last automatic recharge failed: the console shows the auto-recharge failure popover (docs/product.md#wizards). */
  alarm: z.boolean(),
  failureReason: z.string().nullable(),
  /** Recharges in the last 24 hours, and how many are allowed. */
  usedInWindow: z.number().int(),
  maxInWindow: z.number().int(),
});
export type AutoRecharge = z.infer<typeof AutoRechargeSchema>;

/** PUT {billing}/billing/monthly: a postpaid account's monthly limit, up to 75,000 (docs/product.md#money-amounts). */
export const MonthlyLimitFormSchema = z.object({
  monthlyLimit: dollars("validation_monthly_limit").pipe(
    z
      .number()
      .gt(0, "validation_monthly_limit")
      .max(PAYMENTS.MONTHLY_LIMIT_MAX_USD, "validation_monthly_limit")
      .refine(cents, "validation_monthly_limit"),
  ),
});
export type MonthlyLimitForm = z.infer<typeof MonthlyLimitFormSchema>;
export const MonthlyUsageSchema = z.object({
  monthlyLimit: z.number(),
  monthlyAmount: z.number(),
  /** Usage of the limit, locked at 100 % (docs/product.md#account-status "locked at 100 percent of monthly credit"). */
  percent: z.number(),
  locked: z.boolean(),
});
export type MonthlyUsage = z.infer<typeof MonthlyUsageSchema>;

const addressText = (required: boolean) => {
  const s = z.string().trim().max(PAYMENTS.ADDRESS_FIELD_MAX, "validation_address_field");
  return required ? s.min(1, "validation_address_field") : s.optional().default("");
};
/** PUT {monolith}/payment/paymentAddress: the billing address, which decides the taxes. */
export const PaymentAddressFormSchema = z.object({
  name: addressText(true),
  line1: addressText(true),
  line2: addressText(false),
  city: addressText(true),
  state: addressText(false),
  postalCode: addressText(true),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "validation_country_code")
    .transform((c) => c.toUpperCase()),
});
export type PaymentAddressForm = z.infer<typeof PaymentAddressFormSchema>;
export const PaymentAddressSchema = z.object({
  address: PaymentAddressFormSchema.nullable(),
  /** Taxes are charged at all (docs/product.md#other-constants "taxes off" by default). */
  taxesEnabled: z.boolean(),
  /** The rate that applies to the address, in percent; null: unknown for the address (the tax-details-unavailable warning). */
  taxRatePercent: z.number().nullable(),
});
export type PaymentAddress = z.infer<typeof PaymentAddressSchema>;

/** GET {billing}/clientbilling: the account's invoices. */
export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicesResponseSchema = z.object({
  invoices: z.array(InvoiceSchema),
  pages: z.object({ totalElements: z.number().int() }),
});

/** GET {billing}/BillingHistory: the account's billing records (balance changes), newest first. */
export const BillingRecordSchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  description: z.string(),
  createdAt: z.string(),
});
export type BillingRecord = z.infer<typeof BillingRecordSchema>;
export const BillingHistoryResponseSchema = z.object({
  records: z.array(BillingRecordSchema),
  pages: z.object({ totalElements: z.number().int() }),
});

/** The endpoints' paths (platform-defined where docs/product.md#endpoint-names names only the suffix). */
export const PAYMENT_API = {
  createPfToken: "/vaic/api/payment/CreatePfToken",
  pfToken: (token: string) => `/vaic/api/payment/pfToken/${encodeURIComponent(token)}`,
  deposit: "/vaic/api/payment/DepositWalletAmount",
  lastPayment: "/vaic/api/payment/LastPaymentDetails",
  vaultedShoppers: "/vaic/api/payment/vaultedshoppers",
  creditCard: (id: string) => `/vaic/api/payment/creditcards/${encodeURIComponent(id)}`,
  paymentAddress: "/vaic/api/payment/paymentAddress",
  autoRecharge: "/vaic/api/clients/PaymentDetails",
  autoRechargeAlarm: "/vaic/api/clients/PaymentDetails/alarm",
  monthly: "/billing/api/billing/monthly",
  invoices: "/billing/api/clientbilling",
  invoicePdf: (id: string) => `/billing/api/clientbilling/${encodeURIComponent(id)}/pdf`,
  history: "/billing/api/BillingHistory",
  /** The hosted card page, served by the platform to the browser (no bearer: the pfToken is the grant). */
  hostedPage: (token: string) => `/vaic/api/payment/hosted/${encodeURIComponent(token)}`,
} as const;
