/** SIP connections (000 §9; 001 §9). */

/** 000 §9 / 001 §9 "SIP connection types". */
export const SIP_TYPES = ["sip-trunk", "contact-center", "uc-platform"] as const;
export type SipType = (typeof SIP_TYPES)[number];
