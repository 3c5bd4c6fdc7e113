/**
 * Marketplace (MSFT) accounts (docs/product.md#plans "Marketplace accounts get a 5 USD welcome credit"; #plans
 * "Account origins (types): ... MSFT"; "Billing types: ... Marketplace"). The spec names no endpoint
 * for the marketplace's fulfilment ("subscription activated"); the platform's stand-in is
 * POST /vaic/api/marketplace/subscriptions, called by an administrator (ADMIN_ACCOUNTS_UPDATE) in
 * place of the marketplace: it creates the account and its owner once per SaaS subscription id.
 */
import { z } from "zod";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";

export const MARKETPLACE_API = { subscriptions: "/vaic/api/marketplace/subscriptions" } as const;

const NAME_MAX = 100;

export const MarketplaceSubscriptionSchema = z.object({
  /** The marketplace's SaaS subscription id: the fulfilment is idempotent on it. */
  subscriptionId: z.string().trim().min(1).max(100),
  subscriptionName: z.string().trim().min(1).max(200),
  offerId: z.string().trim().min(1).max(100),
  tenantId: z.string().trim().max(100).optional(),
  accountName: z
    .string()
    .trim()
    .min(1, "validation_account_name")
    .max(VALIDATION.ACCOUNT_NAME_MAX, "validation_account_name")
    .refine((v) => !PATTERNS.ACCOUNT_NAME_FORBIDDEN.test(v), "validation_account_name"),
  owner: z.object({
    email: z.string().trim().min(1).max(254).email("validation_email_invalid"),
    firstName: z.string().trim().min(1).max(NAME_MAX),
    lastName: z.string().trim().min(1).max(NAME_MAX),
  }),
});
export type MarketplaceSubscription = z.infer<typeof MarketplaceSubscriptionSchema>;

export const MarketplaceAccountSchema = z.object({
  accountId: z.string(),
  userId: z.string(),
  /** False when the subscription's account already existed (nothing was created or credited again). */
  created: z.boolean(),
  balance: z.number(),
});
export type MarketplaceAccount = z.infer<typeof MarketplaceAccountSchema>;
