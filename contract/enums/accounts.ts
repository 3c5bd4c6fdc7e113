/** Accounts (spec 000 §1, §3, §4; 001 §9). */

/** Account origins, the account `type` (000 §1 "Account origins (types)"). */
export const ACCOUNT_TYPES = ["None", "Pnc", "Oneclick", "OneclickCX", "CoCoHub", "MSFT", "VoiceAI", "IAM", "LiveHub"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** 000 §1 "Billing types"; 001 §9 "Account billing types in statistics". */
export const BILLING_TYPES = ["Prepaid", "Postpaid", "Marketplace"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** Account plans (000 §1 "Plans"). */
export const ACCOUNT_PLANS = ["Trial Plan", "Essential Plan", "Pending Plan"] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** Teams hosting license plans (001 §9 "Plans"; 000 §3 Teams tenant license type). */
export const TEAMS_LICENSE_PLANS = ["None", "Hosted Essential", "Hosted Essential Plus", "Hosted Pro"] as const;
export type TeamsLicensePlan = (typeof TEAMS_LICENSE_PLANS)[number];

/** 000 §4 "Account status": active; inactive; locked; disabled or canceled by the vendor; pending fulfilment. */
export const ACCOUNT_STATUSES = ["active", "inactive", "locked", "disabled", "canceled", "pending"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** 000 §1 "Support plans: Basic (free), Pro, Premium". */
export const SUPPORT_PLANS = ["Basic", "Pro", "Premium"] as const;
export type SupportPlan = (typeof SUPPORT_PLANS)[number];

/** Current user `paymentType` (000 §3 "paymentType (prepaid or postpaid)"). */
export const PAYMENT_TYPES = ["prepaid", "postpaid"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** 3-D secure outcomes of a card payment (000 §4). */
export const THREE_D_SECURE_OUTCOMES = ["bypassed", "succeeded", "unavailable", "failed"] as const;
export type ThreeDSecureOutcome = (typeof THREE_D_SECURE_OUTCOMES)[number];

/** Connectivity status (000 §4 "Connectivity status Connected"). */
export const CONNECTIVITY_STATUSES = ["Connected"] as const;

/** The connectivity provider every account starts with (000 §9 "System default and two third-party number providers"). */
export const DEFAULT_CONNECTIVITY_PROVIDER = "System default";
