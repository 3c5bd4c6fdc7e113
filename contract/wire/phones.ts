/**
 * Phone numbers of the admin numbers grid and the manual number (spec 000 §3 "Phone number", §9
 * "Connectivity providers"; 001 §7 "GET {phones module}/phones ... or /Admin", "PATCH
 * {phones}/Admin/ManualNumber"). The admin list answers phoneNumbers and pages.totalElements.
 */
import { z } from "zod";

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
 * GET {phones}/Admin/Providers (platform-defined; 000 §9 "System default and two third-party number
 * providers"): the connectivity providers a number may use, "System default" first.
 */
export const ConnectivityProvidersResponseSchema = z.object({ providers: z.array(z.string().min(1)).min(1) });
export type ConnectivityProvidersResponse = z.infer<typeof ConnectivityProvidersResponseSchema>;

/** The answer of PATCH {phones}/Admin/ManualNumber: the new number's id and its E.164 form. */
export const ManualNumberResultSchema = z.object({ id: z.string(), phoneNumber: z.string() });
export type ManualNumberResult = z.infer<typeof ManualNumberResultSchema>;
