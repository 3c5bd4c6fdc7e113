/** SIP connections (docs/product.md#enumerations). */

/** docs/product.md#enumerations / #enumerations "SIP connection types". */
export const SIP_TYPES = ["sip-trunk", "contact-center", "uc-platform"] as const;
export type SipType = (typeof SIP_TYPES)[number];
