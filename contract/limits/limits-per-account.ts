/** Resource counts per account (docs/product.md#plans, #account-limits). */
export const LIMITS_PER_ACCOUNT = {
  /** docs/product.md#account-limits "Bots per account: 20" */
  BOTS: 20,
  /** docs/product.md#account-limits "Numbers per account: 100" */
  NUMBERS: 100,
  /** docs/product.md#account-limits "SIP connections per account: 40" */
  SIP_CONNECTIONS: 40,
  /** docs/product.md#account-limits "Speech services per account: 30" */
  SPEECH_SERVICES: 30,
  /** not in the spec (platform choice): docs/product.md#catalogue-warnings has a "maximum voice translations reached" message but no value */
  VOICE_TRANSLATIONS: 10,
  /** docs/product.md#account-limits "Signalling addresses per SIP provider: 10" (#sip-connection "up to 10") */
  SIGNALLING_ADDRESSES_PER_SIP: 10,
  /** docs/product.md#current-user "accountMaxBotsCount (-1 means use systemMaxBotsCount)" */
  USE_SYSTEM_MAX_BOTS: -1,
  /** not in the spec (platform choice): docs/product.md#catalogue-warnings has a "maximum ... routings reached" message but no value */
  ROUTING_RULES: 50,
  /** not in the spec (platform choice): routing groups an administrator may give one account */
  ROUTING_GROUPS: 20,
} as const;
