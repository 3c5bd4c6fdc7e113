/** Form field rules (docs/product.md#validation; #form-fields). */
import { DAY_SECONDS } from "./units";

export const VALIDATION = {
  /** docs/product.md#account-fields "Account name required, at most 80 characters" */
  ACCOUNT_NAME_MAX: 80,
  /** docs/product.md#account-fields "description at most 200" */
  ACCOUNT_DESCRIPTION_MAX: 200,
  /** docs/product.md#users-and-passwords "Password: at least 8 characters" */
  PASSWORD_MIN: 8,
  /** docs/product.md#form-fields "Name-like field: 3 to 32 characters" (minimum) */
  NAME_MIN: 3,
  /** docs/product.md#form-fields "Name-like field: 3 to 32 characters" (maximum) */
  NAME_MAX: 32,
  /** docs/product.md#form-fields "Multi-line text: at most 20 lines" */
  MULTILINE_MAX_LINES: 20,
  /** docs/product.md#whatsapp-numbers "Pin code is exactly 6 digits" */
  WHATSAPP_PIN_DIGITS: 6,
  /** docs/product.md#whatsapp-numbers "Max call duration is 'No limit' (0) or a number from 0 to 35791 minutes" (minimum) */
  MAX_CALL_DURATION_MIN_MINUTES: 0,
  /** docs/product.md#ranges "Max call duration is 0 to 35791 minutes" (maximum) */
  MAX_CALL_DURATION_MAX_MINUTES: 35_791,
  /** docs/product.md#ranges "(0 means no limit)" */
  MAX_CALL_DURATION_NO_LIMIT: 0,
  /** docs/product.md#manual-number manual number "Country name is 1 to 30 characters" (minimum) */
  COUNTRY_NAME_MIN: 1,
  /** docs/product.md#manual-number manual number "Country name is 1 to 30 characters" (maximum) */
  COUNTRY_NAME_MAX: 30,
  /** docs/product.md#sip-connections SIP "Connection name is required, max 40 characters" */
  SIP_NAME_MAX: 40,
  /** docs/product.md#sip-connections SIP "Fields are max 80 characters" */
  SIP_FIELD_MAX: 80,
  /** docs/product.md#sip-connections SIP "Service number value is max 64 alphanumeric" */
  SIP_SERVICE_NUMBER_MAX: 64,
  /** docs/product.md#sip-connections SIP "Keep-alive is at least 5" */
  SIP_KEEP_ALIVE_MIN: 5,
  /** docs/product.md#sip-connections SIP "A dialed number is max 20 characters" */
  SIP_DIALED_NUMBER_MAX: 20,
  /** docs/product.md#sip-connections SIP "At least one server address and at least one dialed number are required" */
  SIP_SIGNALLING_ADDRESSES_MIN: 1,
  /** docs/product.md#sip-connections SIP "At least one ... dialed number" */
  SIP_DIALED_NUMBERS_MIN: 1,
  /** not in the spec (platform choice): the dialed numbers a connection lists */
  SIP_DIALED_NUMBERS_MAX: 50,
  /** not in the spec (platform choice): the source IP addresses of Source IP authentication */
  SIP_SOURCE_IPS_MAX: 10,
  /** not in the spec (platform choice): the largest keep-alive interval in seconds (one day) */
  SIP_KEEP_ALIVE_MAX: DAY_SECONDS,
  /** docs/product.md#bots "Up to 20 URLs, separated by newline" */
  URLS_MAX: 20,
  /** docs/product.md#bots "Dial-out number must start with + and be at most 20 characters" */
  DIAL_OUT_NUMBER_MAX: 20,
  /** docs/product.md#bots "Max bot calls per second is 1 to 20" (minimum) */
  BOT_CALLS_PER_SECOND_MIN: 1,
  /** docs/product.md#bots "Max bot calls per second is 1 to 20" (maximum) */
  BOT_CALLS_PER_SECOND_MAX: 20,
  /** docs/product.md#bots "Max concurrent calls is 0 to 300" (minimum) */
  CONCURRENT_CALLS_MIN: 0,
  /** docs/product.md#bots "Max concurrent calls is 0 to 300" (maximum) */
  CONCURRENT_CALLS_MAX: 300,
  /** docs/product.md#voice-translation "At least 1 activation" */
  ACTIVATIONS_MIN: 1,
  /** docs/product.md#voice-translation "At least 2 languages" */
  LANGUAGES_MIN: 2,
  /** docs/product.md#speech-services speech service "Name is required, max 40 characters" */
  SPEECH_SERVICE_NAME_MAX: 40,
  /** docs/product.md#routing-rule routing rule "priority 1 to 999" (minimum) */
  ROUTING_PRIORITY_MIN: 1,
  /** docs/product.md#routing-rule routing rule "priority 1 to 999" (maximum) */
  ROUTING_PRIORITY_MAX: 999,
} as const;
