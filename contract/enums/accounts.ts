/** Accounts (docs/product.md#plans, #entities, #account-status; #enumerations). */

/** Account origins, the account `type` (docs/product.md#plans "Account origins (types)"). */
export const ACCOUNT_TYPES = [
  "None",
  "Pnc",
  "Oneclick",
  "OneclickCX",
  "CoCoHub",
  "MSFT",
  "VoiceAI",
  "IAM",
  "LiveHub",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** docs/product.md#plans "Billing types"; #enumerations "Account billing types in statistics". */
export const BILLING_TYPES = ["Prepaid", "Postpaid", "Marketplace"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** Account plans (docs/product.md#plans "Plans"). */
export const ACCOUNT_PLANS = ["Trial Plan", "Essential Plan", "Pending Plan"] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** Teams hosting license plans (docs/product.md#enumerations "Plans"; #teams-tenant-and-connection Teams tenant license type). */
export const TEAMS_LICENSE_PLANS = ["None", "Hosted Essential", "Hosted Essential Plus", "Hosted Pro"] as const;
export type TeamsLicensePlan = (typeof TEAMS_LICENSE_PLANS)[number];

/** docs/product.md#account-status "Account status": active; inactive; locked; disabled or canceled by the vendor; pending fulfilment. */
export const ACCOUNT_STATUSES = ["active", "inactive", "locked", "disabled", "canceled", "pending"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** docs/product.md#support-plans "Support plans: Basic (free), Pro, Premium". */
export const SUPPORT_PLANS = ["Basic", "Pro", "Premium"] as const;
export type SupportPlan = (typeof SUPPORT_PLANS)[number];

/** Current user `paymentType` (docs/product.md#current-user "paymentType (prepaid or postpaid)"). */
export const PAYMENT_TYPES = ["prepaid", "postpaid"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** 3-D secure outcomes of a card payment (docs/product.md#account-status). */
export const THREE_D_SECURE_OUTCOMES = ["bypassed", "succeeded", "unavailable", "failed"] as const;
export type ThreeDSecureOutcome = (typeof THREE_D_SECURE_OUTCOMES)[number];

/** The connectivity provider every account starts with (docs/product.md#enumerations "System default and two third-party number providers"). */
export const DEFAULT_CONNECTIVITY_PROVIDER = "System default";
