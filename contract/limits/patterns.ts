/** Patterns of docs/product.md#validation and #form-fields whose shape the spec gives. */
export const PATTERNS = {
  /** docs/product.md#form-fields "3 to 32 characters of letters, digits, underscore, hyphen and space" */
  NAME: /^[A-Za-z0-9_\- ]{3,32}$/,
  /** docs/product.md#account-fields account name "no semicolon" */
  ACCOUNT_NAME_FORBIDDEN: /;/,
  /** docs/product.md#manual-number manual number "optional plus, then 3 digits, 3 digits, 4 to 10 digits, with optional separators" */
  MANUAL_PHONE_NUMBER: /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,10}$/,
  /** docs/product.md#form-fields "begins with http, https, ws or wss followed by a host or IPv4 address. Empty is accepted." */
  URL: /^$|^(https?|wss?):\/\/(\d{1,3}(\.\d{1,3}){3}|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)(:\d{1,5})?([/?#]\S*)?$/,
  /** docs/product.md#form-fields "no backslash, CR, tab, backspace, form feed, newline or double quote" */
  INVALID_CHARACTERS: /[\\\r\t\b\f\n"]/,
  /** docs/product.md#whatsapp-numbers "Pin code is exactly 6 digits" */
  WHATSAPP_PIN: /^\d{6}$/,
  /** docs/product.md#bots "Dial-out number must start with + and be at most 20 characters" */
  DIAL_OUT_NUMBER: /^\+.{0,19}$/,
  /** docs/product.md#sip-connections "Service number value is max 64 alphanumeric" */
  SIP_SERVICE_NUMBER: /^[A-Za-z0-9]{1,64}$/,
  /**
   * docs/product.md#sip-connections SIP "Host name must match a pattern (the expression is not shown)": the platform's choice
   * (docs/features/sip-connections.md), an RFC 1123 host name of at least two dot-separated labels (letters, digits, inner
   * hyphens; labels at most 63, the whole at most 253 characters). FQDN and server host name use it.
   */
  SIP_HOST_NAME:
    /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
  /** A SIP signalling address (platform choice): an IPv4 address or a host name, with an optional port. */
  SIP_SIGNALLING_ADDRESS:
    /^(?:(?:\d{1,3}\.){3}\d{1,3}|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)(?::\d{1,5})?$/,
  /** A source IP of SIP authentication (platform choice): an IPv4 address or an IPv4 network in CIDR form. */
  SIP_SOURCE_IP: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/,
  /** A dialed number (DID) of a SIP connection (platform choice): digits, an optional leading +, and * or # as wildcards; its length is SIP_DIALED_NUMBER_MAX. */
  SIP_DIALED_NUMBER: /^\+?[0-9*#]+$/,
  /** docs/product.md#users-and-passwords password: upper and lower case, a digit, a special character (length checked with PASSWORD_MIN) */
  PASSWORD_CLASSES: [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/],
} as const;
