/** Resource counts per account (000 §1, §9). */
export const LIMITS_PER_ACCOUNT = {
  /** 000 §9 "Bots per account: 20" */
  BOTS: 20,
  /** 000 §9 "Numbers per account: 100" */
  NUMBERS: 100,
  /** 000 §9 "SIP connections per account: 40" */
  SIP_CONNECTIONS: 40,
  /** 000 §9 "Speech services per account: 30" */
  SPEECH_SERVICES: 30,
  /** not in the spec (platform choice): 001 §8 has a "maximum voice translations reached" message but no value */
  VOICE_TRANSLATIONS: 10,
  /** 000 §9 "Signalling addresses per SIP provider: 10" (000 §3 "up to 10") */
  SIGNALLING_ADDRESSES_PER_SIP: 10,
  /** 000 §3 "accountMaxBotsCount (-1 means use systemMaxBotsCount)" */
  USE_SYSTEM_MAX_BOTS: -1,
  /** not in the spec (platform choice): 001 §8 has a "maximum ... routings reached" message but no value */
  ROUTING_RULES: 50,
  /** not in the spec (platform choice): routing groups an administrator may give one account */
  ROUTING_GROUPS: 20,
} as const;
