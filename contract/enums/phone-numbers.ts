/** Phone numbers (docs/product.md#phone-number, #enumerations). */

/** docs/product.md#phone-number / #enumerations "Phone number statuses" (17). */
export const PHONE_NUMBER_STATUSES = [
  "None",
  "Pending",
  "Purchase Failed",
  "Port Pending",
  "Active",
  "Deleted",
  "Port Failed",
  "Emergency Only",
  "Ported Out",
  "Port Out Pending",
  "No ConnectionId",
  "Manually Added",
  "Purchase Pending",
  "Requirement Info Pending",
  "Requirement Info Under Review",
  "Requirement Info Exception",
  "Provision Pending",
] as const;
export type PhoneNumberStatus = (typeof PHONE_NUMBER_STATUSES)[number];

/** docs/product.md#phone-number phone number "type (geographic, national, mobile, toll free, local)". */
export const PHONE_TYPES = ["geographic", "national", "mobile", "toll free", "local"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
