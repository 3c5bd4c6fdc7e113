/**
 * The admin SIP connections list (spec 001 §7 "GET {sip module}/Connections/admin with
 * withStatus=true"; 000 §3 "SIP connection"): the fields of the /admin/sipConnections grid. The list
 * grammar is ADMIN_SIP_LIST_SPEC (contract/lookups.ts).
 */
import { z } from "zod";
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
