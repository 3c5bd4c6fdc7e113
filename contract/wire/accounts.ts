/** Admin account choice (docs/product.md#account-admin-view "Account list item: id and name", #admin-and-ai-calls "GET {monolith}/clients info"). */
import { z } from "zod";

export const AccountListItemSchema = z.object({ id: z.string(), name: z.string() });
export type AccountListItem = z.infer<typeof AccountListItemSchema>;

/** Answer of the clients list: clients[] and pages.total (the dropdown pages it and loads more on scroll). */
export const ClientsResponseSchema = z.object({
  clients: z.array(AccountListItemSchema),
  pages: z.object({ total: z.number().int().nonnegative() }),
});
export type ClientsResponse = z.infer<typeof ClientsResponseSchema>;

/**
 * A row of the admin accounts grid: the clients list's fields, docs/product.md#account-admin-view "Account (admin view)".
 * The fields past `deleted` are optional on the wire (a platform may send fewer); the REST API
 * secret is deliberately not among them: a credential has no place in a list.
 */
export const AdminClientSchema = AccountListItemSchema.extend({
  type: z.string(),
  plan: z.string(),
  billingType: z.string(),
  status: z.string(),
  balance: z.number(),
  deleted: z.boolean(),
  description: z.string().nullish(),
  /** who created the account (an e-mail) */
  creator: z.string().nullish(),
  billingTags: z.array(z.string()).nullish(),
  monthlyLimit: z.number().nullish(),
  regionId: z.string().nullish(),
  timeZone: z.string().nullish(),
  freeTeamsMinutes: z.number().nullish(),
  usedFreeTeamsMinutes: z.number().nullish(),
  contractNumber: z.string().nullish(),
  saasSubscriptionId: z.string().nullish(),
  saasSubscriptionName: z.string().nullish(),
  tenantId: z.string().nullish(),
  /** docs/product.md#account-status: new SIP connections with an FQDN wait for DNS verification (the EnableDNSVerification toggle). */
  dnsVerification: z.boolean().nullish(),
  /** ISO-8601 instant a trial account's trial ends (docs/product.md#account-status "trial can be extended by 30 days"). */
  trialExpiresAt: z.string().nullish(),
  /** ISO-8601 instant */
  createdAt: z.string().nullish(),
});
export type AdminClient = z.infer<typeof AdminClientSchema>;

export const AdminClientsResponseSchema = z.object({
  clients: z.array(AdminClientSchema),
  pages: z.object({ total: z.number().int().nonnegative() }),
});
export type AdminClientsResponse = z.infer<typeof AdminClientsResponseSchema>;
