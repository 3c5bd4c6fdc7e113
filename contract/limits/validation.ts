/** Form field rules (000 §5; 001 §5). */
export const VALIDATION = {
  /** 000 §5 "Account name required, at most 80 characters" */
  ACCOUNT_NAME_MAX: 80,
  /** 000 §5 "description at most 200" */
  ACCOUNT_DESCRIPTION_MAX: 200,
  /** 000 §5 "Password: at least 8 characters" */
  PASSWORD_MIN: 8,
  /** 001 §5 "Name-like field: 3 to 32 characters" (minimum) */
  NAME_MIN: 3,
  /** 001 §5 "Name-like field: 3 to 32 characters" (maximum) */
  NAME_MAX: 32,
  /** 001 §5 "Multi-line text: at most 20 lines" */
  MULTILINE_MAX_LINES: 20,
  /** 001 §5 "Pin code is exactly 6 digits" */
  WHATSAPP_PIN_DIGITS: 6,
  /** 001 §5 "Max call duration is 'No limit' (0) or a number from 0 to 35791 minutes" (minimum) */
  MAX_CALL_DURATION_MIN_MINUTES: 0,
  /** 001 §9 "Max call duration is 0 to 35791 minutes" (maximum) */
  MAX_CALL_DURATION_MAX_MINUTES: 35_791,
  /** 001 §9 "(0 means no limit)" */
  MAX_CALL_DURATION_NO_LIMIT: 0,
  /** 001 §5 manual number "Country name is 1 to 30 characters" (minimum) */
  COUNTRY_NAME_MIN: 1,
  /** 001 §5 manual number "Country name is 1 to 30 characters" (maximum) */
  COUNTRY_NAME_MAX: 30,
  /** 001 §5 SIP "Connection name is required, max 40 characters" */
  SIP_NAME_MAX: 40,
  /** 001 §5 SIP "Fields are max 80 characters" */
  SIP_FIELD_MAX: 80,
  /** 001 §5 SIP "Service number value is max 64 alphanumeric" */
  SIP_SERVICE_NUMBER_MAX: 64,
  /** 001 §5 SIP "Keep-alive is at least 5" */
  SIP_KEEP_ALIVE_MIN: 5,
  /** 001 §5 SIP "A dialed number is max 20 characters" */
  SIP_DIALED_NUMBER_MAX: 20,
  /** 001 §5 SIP "At least one server address and at least one dialed number are required" */
  SIP_SIGNALLING_ADDRESSES_MIN: 1,
  /** 001 §5 SIP "At least one ... dialed number" */
  SIP_DIALED_NUMBERS_MIN: 1,
  /** not in the spec (platform choice): the dialed numbers a connection lists */
  SIP_DIALED_NUMBERS_MAX: 50,
  /** not in the spec (platform choice): the source IP addresses of Source IP authentication */
  SIP_SOURCE_IPS_MAX: 10,
  /** not in the spec (platform choice): the largest keep-alive interval in seconds (one day) */
  SIP_KEEP_ALIVE_MAX: 86_400,
  /** 001 §5 "Up to 20 URLs, separated by newline" */
  URLS_MAX: 20,
  /** 001 §5 "Dial-out number must start with + and be at most 20 characters" */
  DIAL_OUT_NUMBER_MAX: 20,
  /** 001 §5 "Max bot calls per second is 1 to 20" (minimum) */
  BOT_CALLS_PER_SECOND_MIN: 1,
  /** 001 §5 "Max bot calls per second is 1 to 20" (maximum) */
  BOT_CALLS_PER_SECOND_MAX: 20,
  /** 001 §5 "Max concurrent calls is 0 to 300" (minimum) */
  CONCURRENT_CALLS_MIN: 0,
  /** 001 §5 "Max concurrent calls is 0 to 300" (maximum) */
  CONCURRENT_CALLS_MAX: 300,
  /** 001 §5 "At least 1 activation" */
  ACTIVATIONS_MIN: 1,
  /** 001 §5 "At least 2 languages" */
  LANGUAGES_MIN: 2,
  /** 001 §5 speech service "Name is required, max 40 characters" */
  SPEECH_SERVICE_NAME_MAX: 40,
  /** 000 §3 routing rule "priority 1 to 999" (minimum) */
  ROUTING_PRIORITY_MIN: 1,
  /** 000 §3 routing rule "priority 1 to 999" (maximum) */
  ROUTING_PRIORITY_MAX: 999,
} as const;
