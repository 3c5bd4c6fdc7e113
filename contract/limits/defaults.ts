/** Defaults of settings (docs/product.md#other-constants "Defaults"). */
export const DEFAULTS = {
  /** "registration enabled" */
  REGISTRATION_ENABLED: true,
  /** "chat-support widget on" */
  CHAT_SUPPORT_ENABLED: true,
  /** "taxes off" */
  TAXES_ENABLED: false,
  /** "Genesys off" */
  GENESYS_ENABLED: false,
  /** "locale en-us" */
  LOCALE: "en-us",
} as const;
