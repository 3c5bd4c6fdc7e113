/** GET /vaic/api/Accounts/Current: the "Current account / user" entity, every field of docs/product.md#current-user. */
import { z } from "zod";
import {
  AccountPlanSchema,
  AccountStatusSchema,
  AccountTypeSchema,
  PaymentTypeSchema,
  SupportPlanSchema,
} from "./enums";

export const CurrentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountDescription: z.string().nullish(),
  accountType: AccountTypeSchema,
  accountStatus: AccountStatusSchema,
  /** from the token role claim */
  roles: z.array(z.string()),
  tid: z.string().nullish(),
  /** false: the console treats the client subscription as expired (docs/product.md#subscription) */
  isActive: z.boolean(),
  isNewAccountCreated: z.boolean(),
  isMessageShown: z.boolean(),
  noIamAccount: z.boolean(),
  teamsOnlyMode: z.boolean(),
  msSubId: z.string().nullish(),
  msSubName: z.string().nullish(),
  /** the plan name */
  subscription: AccountPlanSchema,
  paymentType: PaymentTypeSchema,
  walletBalance: z.number(),
  monthlyAmount: z.number(),
  monthlyLimit: z.number(),
  paymentDetails: z.object({ autoRechargeAlarm: z.boolean() }),
  /** ISO-8601 instant */
  createdAt: z.string(),
  marketplaceOffer: z.string().nullish(),
  featuresActivation: z.record(z.unknown()),
  isTestUser: z.boolean(),
  cacProfileDisplay: z.string().nullish(),
  nationalNumberFormat: z.boolean(),
  clientMaxAccountCallDurationInMinutes: z.number(),
  adminMaxAccountCallDurationInMinutes: z.number(),
  shareAiLogs: z.boolean(),
  forwardAlarmViaEmail: z.boolean(),
  emailAddresses: z.array(z.string()),
  supportPlan: SupportPlanSchema,
  supportEmailAddress: z.string().nullish(),
  supportContractNumber: z.string().nullish(),
  /** -1 means use systemMaxBotsCount */
  accountMaxBotsCount: z.number().int(),
  systemMaxBotsCount: z.number().int(),
  maxTeamsConnections: z.number().int(),
  /** not in the spec's list: true when the terms changed since the user accepted them (drives the terms dialog) */
  termsUpdateRequired: z.boolean().optional(),
  /** not in the spec's list: the account's call-transfer switch (docs/product.md#plans "Transfer call is disabled for trial") */
  transferCall: z.boolean().optional(),
  /** not in the spec's list: when a trial ends (ISO-8601; null when not a trial), for the trial banner's days left */
  trialExpiresAt: z.string().nullish(),
  /** not in the spec's list: the user's phone (my account) */
  phone: z.string().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The bots limit that applies to the user's account (docs/product.md#current-user "accountMaxBotsCount (-1 means use systemMaxBotsCount)"). */
export function effectiveMaxBots(user: Pick<CurrentUser, "accountMaxBotsCount" | "systemMaxBotsCount">): number {
  return user.accountMaxBotsCount === -1 ? user.systemMaxBotsCount : user.accountMaxBotsCount;
}
