/**
 * Every numeric and timing constant of the two spec documents (000 = overview, 001 = feature detail),
 * grouped by area and named for what it means. Durations carry their unit in the name (_MS, _SECONDS,
 * _MINUTES, _DAYS, _MONTHS). The comment after each cites the spec's wording.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const TIME = { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } as const;

/** Sign-in, tokens and inactivity (000 §2, §4, §8, §9). */
export const SESSION = {
  /** 000 §4 "session timeout (seconds; default 900; 0 keeps default)" */
  TIMEOUT_SECONDS_DEFAULT: 900,
  /** 000 §4 "0 keeps default": a configured timeout of this value means "use the default" */
  TIMEOUT_SECONDS_KEEP_DEFAULT: 0,
  /** issue 2: ACCESS_TOKEN_TTL_SECONDS (default 900) */
  ACCESS_TOKEN_TTL_SECONDS_DEFAULT: 900,
  /** 000 §9 "Retry of a 401: one per request" */
  RETRIES_AFTER_401: 1,
  /** 000 §7 "answer 200 or 201 carries token and refresh_token" */
  TOKEN_OK_STATUSES: [200, 201],
  /** 000 §2 "First-login splash of 3 seconds for new accounts" */
  FIRST_LOGIN_SPLASH_MS: 3 * SECOND_MS,
  /** 000 §9 "Secret refresh: old secret valid one more hour" */
  OLD_SECRET_GRACE_MS: HOUR_MS,
  /** 001 §9 "A random code verifier of 50 characters with a SHA-256 challenge helper" */
  PKCE_CODE_VERIFIER_LENGTH: 50,
  /** not in the spec (platform choice): lifetime of a one-time sso code from generatessocode */
  SSO_CODE_TTL_SECONDS: 60,
  /** not in the spec (platform choice): lifetime of a marketplace landing token */
  MARKETPLACE_LANDING_TOKEN_TTL_SECONDS: 10 * 60,
} as const;

/** Sign-in rate limits (issue 8 "sign-in rate-limited per account and per address"; not in the spec). */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins one account may take (whoever tries) before it is held back... */
  FAILURES_PER_ACCOUNT: 10,
  /** Failed sign-ins one client address may make (any accounts) before it is held back... */
  FAILURES_PER_ADDRESS: 30,
  /** ...within this window; the count starts over after it. */
  WINDOW_SECONDS: 15 * 60,
} as const;

const KIB = 1024;

/**
 * Largest request bodies, in bytes (issue 8 "request size limits"; not in the spec). Each is far
 * above what its legitimate sender writes; a bigger body is refused with 413 before it is parsed.
 */
export const REQUEST_BODY_LIMITS = {
  /** Any form post to the console (its forms send a few kilobytes; the identity provider's pages too). */
  CONSOLE_BYTES: 1024 * KIB,
  /** JSON or form bodies of /vaic/api (sign-in, tokens, registration, money, notifications). */
  PLATFORM_VAIC_BYTES: 100 * KIB,
  /** WhatsApp number create, edit, sign-up and export requests. */
  PLATFORM_WHATSAPP_BYTES: 16 * KIB,
  /** The WhatsApp provider's sign-up page form (a phone number). */
  PLATFORM_WHATSAPP_SIGNUP_FORM_BYTES: 4 * KIB,
  /** The admin manual phone number. */
  PLATFORM_MANUAL_NUMBER_BYTES: 16 * KIB,
  /** A phone number's requirement documents, base64 in JSON (PHONE_NUMBERS.DOCUMENTS_MAX_FILES of DOCUMENT_MAX_BYTES, with room for the encoding). */
  PLATFORM_PHONE_DOCUMENTS_BYTES: 1536 * KIB,
  /** The admin SIP connection settings (call-limit profile, SBC override JSON, charge). */
  PLATFORM_SIP_ADMIN_BYTES: 32 * KIB,
  /** A launch wizard's draft (a region and a few entity ids) and WizardCanceled. */
  PLATFORM_WIZARD_DRAFT_BYTES: 16 * KIB,
  /** The identity provider's sign-in form (e-mail and password). */
  IDP_SIGN_IN_FORM_BYTES: 10 * KIB,
  /** One notification-hub WebSocket frame or long-polling POST. */
  HUB_TRANSFER_BYTES: 64 * KIB,
} as const;

/** Background refreshes (000 §4, §7, §9; 001 §9). */
export const POLLING = {
  /** 000 §4 "The current user is refreshed every 15 seconds" */
  CURRENT_USER_MS: 15 * SECOND_MS,
  /** 000 §7 "GET active alarms summary ... polled every 60 s" */
  ALARM_SUMMARY_MS: 60 * SECOND_MS,
  /** 000 §9 "Auto-refresh default: 30000 ms" */
  AUTO_REFRESH_DEFAULT_MS: 30_000,
  /** 000 §9 "paused 5 s after a change" */
  AUTO_REFRESH_PAUSE_AFTER_CHANGE_MS: 5 * SECOND_MS,
} as const;

/** Toasts, drawers, transitions and small UI timings (000 §8, §9; 001 §2, §9). */
export const UI = {
  /** 000 §8 "closes by its close button or after 8000 ms" */
  TOAST_AUTO_HIDE_MS: 8000,
  /** 000 §8 "default position top right" */
  TOAST_POSITION: "top-right",
  /** 000 §9 "UI transition: 300 ms" */
  TRANSITION_MS: 300,
  /** 001 §2 details drawer "transition 1000 ms in" */
  DETAILS_DRAWER_ENTER_MS: 1000,
  /** 001 §2 details drawer "500 ms out" */
  DETAILS_DRAWER_EXIT_MS: 500,
  /** 001 §9 "The copy tooltip lasts 1 second" */
  COPY_TOOLTIP_MS: SECOND_MS,
  /** 000 §2 "fixed 220 px drawer" */
  SIDE_NAV_WIDTH_PX: 220,
  /** 000 §2 "at 900 px and wider, temporary drawer below" */
  SIDE_NAV_PERMANENT_MIN_WIDTH_PX: 900,
  /** 000 §2 / 001 §9 "counts above 9 and above 99 are styled differently" (first step) */
  ALARM_BADGE_STEP_1: 9,
  /** 000 §2 / 001 §9 "counts above 9 and above 99 are styled differently" (second step) */
  ALARM_BADGE_STEP_2: 99,
  /** 000 §9 "the loader animation is 690 by 90" (width) */
  LOADER_WIDTH_PX: 690,
  /** 000 §9 "the loader animation is 690 by 90" (height) */
  LOADER_HEIGHT_PX: 90,
  /** 000 §9 "180 frames" */
  LOADER_FRAMES: 180,
  /** 000 §9 "at about 30 per second" */
  LOADER_FPS: 30,
} as const;

/** Input debounces (001 §2, §4, §5, §9). */
export const DEBOUNCE = {
  /** 001 §4 "A page input is debounced 500 ms" */
  PAGE_INPUT_MS: 500,
  /** 001 §9 "500 ms for page input and tables" (table search, e.g. the admin WhatsApp table) */
  TABLE_SEARCH_MS: 500,
  /** 001 §5 "It is debounced 1000 ms" (call search) */
  CALL_SEARCH_MS: 1000,
  /** 001 §5 "Account name search ... is debounced 500 ms" */
  ACCOUNT_SEARCH_MS: 500,
  /** 001 §5 "Account name search needs 3 or more characters" */
  ACCOUNT_SEARCH_MIN_CHARS: 3,
} as const;

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

/** Trial and plan periods (000 §1, §4; 001 §9). */
export const TRIAL = {
  /** 000 §1 "one phone number valid 28 days" */
  NUMBER_VALID_DAYS: 28,
  /** 000 §1 "period resettable to 30 days" */
  PERIOD_DAYS: 30,
  /** 000 §4 "trial can be extended by 30 days"; 001 §9 "Plan extension is 30 days" */
  EXTENSION_DAYS: 30,
  /** 000 §1 trial "one phone number" */
  NUMBERS: 1,
  /** 000 §1 trial "one bot" */
  BOTS: 1,
  /** 000 §1 trial "two SIP connections" */
  SIP_CONNECTIONS: 2,
} as const;

/** Money (000 §1, §5, §9; 001 §5, §9). Amounts in USD. */
export const BILLING = {
  /** 000 §1 "Marketplace accounts get a 5 USD welcome credit" */
  MARKETPLACE_WELCOME_CREDIT_USD: 5,
  /** 000 §5 "Manual credit: at most 10000" */
  MANUAL_CREDIT_MAX_USD: 10_000,
  /** 000 §5 "at least the minimum essential-plan fee (2)" */
  MIN_ESSENTIAL_PLAN_FEE_USD: 2,
  /** 001 §5 manual credit "with at most 9 decimals" */
  MANUAL_CREDIT_DECIMALS: 9,
  /** 000 §5 "Auto-recharge threshold 10 to 500" (minimum) */
  AUTO_RECHARGE_THRESHOLD_MIN_USD: 10,
  /** 000 §5 "Auto-recharge threshold 10 to 500" (maximum) */
  AUTO_RECHARGE_THRESHOLD_MAX_USD: 500,
  /** 000 §5 "(default 10)" */
  AUTO_RECHARGE_THRESHOLD_DEFAULT_USD: 10,
  /** 000 §5 "recharge amount 10 to 1000" (minimum) */
  AUTO_RECHARGE_AMOUNT_MIN_USD: 10,
  /** 000 §5 "recharge amount 10 to 1000" (maximum) */
  AUTO_RECHARGE_AMOUNT_MAX_USD: 1000,
  /** 000 §5 "(default 50)" */
  AUTO_RECHARGE_AMOUNT_DEFAULT_USD: 50,
  /** 000 §5 "Minimum new balance -100" */
  MIN_NEW_BALANCE_USD: -100,
  /** 000 §5 "Maximum account monthly balance 75000" */
  MAX_MONTHLY_BALANCE_USD: 75_000,
  /** 000 §5 "Manual Microsoft charge value 1" */
  MANUAL_MS_CHARGE_USD: 1,
  /** 001 §5 manual charge "the input has min 1"; 001 §9 "Manual charge is $1 to $10,000" */
  MANUAL_CHARGE_MIN_USD: 1,
  /** 001 §5 manual charge "max 10000" */
  MANUAL_CHARGE_MAX_USD: 10_000,
  /** 001 §5 manual charge "with at most 9 decimals" */
  MANUAL_CHARGE_DECIMALS: 9,
  /** 001 §5 "Default amount is 1" */
  MANUAL_CHARGE_DEFAULT_USD: 1,
  /** 001 §5 manual number "greater than 0 with at most 4 decimals" */
  MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS: 4,
  /** 000 §4 "locked at 100 percent of monthly credit" */
  LOCK_AT_MONTHLY_PERCENT: 100,
  /** 000 §9 "Unlimited calls: assumed 30 s average" */
  UNLIMITED_CALLS_AVERAGE_SECONDS: 30,
} as const;

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

/** Patterns of 000 §5 and 001 §5 whose shape the spec gives. */
export const PATTERNS = {
  /** 001 §5 "3 to 32 characters of letters, digits, underscore, hyphen and space" */
  NAME: /^[A-Za-z0-9_\- ]{3,32}$/,
  /** 000 §5 account name "no semicolon" */
  ACCOUNT_NAME_FORBIDDEN: /;/,
  /** 001 §5 manual number "optional plus, then 3 digits, 3 digits, 4 to 10 digits, with optional separators" */
  MANUAL_PHONE_NUMBER: /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,10}$/,
  /** 001 §5 "begins with http, https, ws or wss followed by a host or IPv4 address. Empty is accepted." */
  URL: /^$|^(https?|wss?):\/\/(\d{1,3}(\.\d{1,3}){3}|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)(:\d{1,5})?([/?#]\S*)?$/,
  /** 001 §5 "no backslash, CR, tab, backspace, form feed, newline or double quote" */
  INVALID_CHARACTERS: /[\\\r\t\b\f\n"]/,
  /** 001 §5 "Pin code is exactly 6 digits" */
  WHATSAPP_PIN: /^\d{6}$/,
  /** 001 §5 "Dial-out number must start with + and be at most 20 characters" */
  DIAL_OUT_NUMBER: /^\+.{0,19}$/,
  /** 001 §5 "Service number value is max 64 alphanumeric" */
  SIP_SERVICE_NUMBER: /^[A-Za-z0-9]{1,64}$/,
  /**
   * 001 §5 SIP "Host name must match a pattern (the expression is not shown)": the platform's choice
   * (ADR 010), an RFC 1123 host name of at least two dot-separated labels (letters, digits, inner
   * hyphens; labels at most 63, the whole at most 253 characters). FQDN and server host name use it.
   */
  SIP_HOST_NAME: /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
  /** A SIP signalling address (platform choice): an IPv4 address or a host name, with an optional port. */
  SIP_SIGNALLING_ADDRESS: /^(?:(?:\d{1,3}\.){3}\d{1,3}|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)(?::\d{1,5})?$/,
  /** A source IP of SIP authentication (platform choice): an IPv4 address or an IPv4 network in CIDR form. */
  SIP_SOURCE_IP: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/,
  /** A dialed number (DID) of a SIP connection (platform choice): digits, an optional leading +, and * or # as wildcards; its length is SIP_DIALED_NUMBER_MAX. */
  SIP_DIALED_NUMBER: /^\+?[0-9*#]+$/,
  /** 000 §5 password: upper and lower case, a digit, a special character (length checked with PASSWORD_MIN) */
  PASSWORD_CLASSES: [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/],
} as const;

/** Lists and the shared data grid (000 §9; 001 §2, §4, §7, §9). */
export const GRID = {
  /** 000 §9 / 001 §9 "The default page size is 10" */
  PAGE_SIZE_DEFAULT: 10,
  /** 000 §9 / 001 §2 "rows per page (20, 50, 100)" */
  PAGE_SIZE_OPTIONS: [20, 50, 100],
  /** 001 §2 WhatsApp "Default query is page=1&limit=10" */
  FIRST_PAGE: 1,
  /** 001 §2 call grid "67vh high" */
  CALL_GRID_HEIGHT: "67vh",
  /** 001 §2 "the column chooser lists 10 cards per page" */
  COLUMN_CHOOSER_CARDS_PER_PAGE: 10,
  /** 001 §7 / §9 "Bots fetched limit is 1000" */
  BOTS_FETCH_LIMIT: 1000,
  /** 001 §7 / §9 "Admin SIP list is page 1, limit 50" */
  ADMIN_SIP_PAGE_LIMIT: 50,
  /** 001 §7 "204 means empty" */
  EMPTY_STATUS: 204,
  /** the generic list's largest page (not in the spec: the CSV page is 250; 1000 matches the bots fetch) */
  MAX_LIMIT: 1000,
} as const;

/** Call history (000 §9; 001 §2, §4, §5, §7, §9). */
export const CALL_HISTORY = {
  /** 001 §2 "The call grid shows 10 rows" */
  ROWS_PER_PAGE: 10,
  /** 001 §2 "a date-range picker (default last 1 day)" */
  DEFAULT_RANGE_DAYS: 1,
  /** 000 §9 "Call search window: 3 days"; 001 §5 "the default maximum search days is 3" */
  SEARCH_MAX_DAYS: 3,
  /** 000 §9 / 001 §9 "date range limit 2 months" */
  MAX_RANGE_MONTHS: 2,
  /** 001 §9 "Call records are deleted after 60 days" */
  RETENTION_DAYS: 60,
  /** 001 §4 related calls "from one day before to one day after its setup time" */
  RELATED_WINDOW_DAYS: 1,
  /** 001 §7 "When filtering on endTime an extra setupTime lower bound one day earlier is added" */
  END_TIME_SETUP_LOOKBACK_DAYS: 1,
  /** 001 §2 "The month export dialog ... offers the last 24 months" */
  MONTH_EXPORT_MONTHS: 24,
  /** 000 §9 "Call CSV download page limit: 250" */
  CSV_PAGE_LIMIT: 250,
  /** 000 §9 "export timeout 500" (unit not given; milliseconds) */
  CSV_EXPORT_TIMEOUT: 500,
  /** 001 §4 "the spinner shows 3 seconds in the call grid" */
  EXPORT_SPINNER_MS: 3 * SECOND_MS,
  /** 001 §4 "When filtering on endTime ..." / §3 "Date filter properties: setupTime and endTime" */
  DATE_FILTER_PROPERTIES: ["setupTime", "endTime"],
  /** 000 §9 / 001 §9 "MOS thresholds ... defaults 2.8" (poor to fair) */
  MOS_POOR_TO_FAIR_DEFAULT: 2.8,
  /** 000 §9 / 001 §9 "MOS thresholds ... defaults ... 3.5" (fair to good) */
  MOS_FAIR_TO_GOOD_DEFAULT: 3.5,
} as const;

/** Statistics charts (001 §2, §4, §9). */
export const STATISTICS = {
  /** 001 §4 "A custom range longer than 2 months is rejected"; §9 "Maximum statistics range is 2 months" */
  MAX_RANGE_MONTHS: 2,
  /** 001 §2 "tabs 24 hours, 7 days, 30 days" (in hours) */
  QUICK_RANGE_HOURS: [24, 7 * 24, 30 * 24],
  /** 001 §4 "Chart ticks: every 5 minutes when the range is up to 6 hours" */
  TICK_5_MINUTES_UP_TO_HOURS: 6,
  /** 001 §4 "hourly up to 48 hours, daily beyond" */
  TICK_HOURLY_UP_TO_HOURS: 48,
  /** 001 §4 "every 5 minutes"; the metric window of the platform (issue 2 "5-minute metric windows") */
  WINDOW_MINUTES: 5,
  /** 001 §2 "Admin mode uses admin endpoints and UTC time" (timezone offset in hours) */
  ADMIN_TIMEZONE_OFFSET_HOURS: 0,
  /** 001 §9 "Maximum statistics range is 2 months": the platform refuses longer requests (2 months are at most 62 days) */
  MAX_RANGE_DAYS: 62,
} as const;

/** Report exports and their menu (001 §2, §4). */
export const EXPORT = {
  /** 001 §4 "The button is disabled for 2 seconds after a click" */
  BUTTON_LOCK_MS: 2 * SECOND_MS,
  /** 001 §4 "the spinner shows 3 seconds in the call grid" */
  CALL_GRID_SPINNER_MS: 3 * SECOND_MS,
  /** 001 §4 "Export is accepted only if the server answers 202" */
  ACCEPTED_STATUS: 202,
  /** 001 §2 "Export menu items are 48 high" */
  MENU_ITEM_HEIGHT_PX: 48,
  /** 001 §2 "show 4.5 items" */
  MENU_VISIBLE_ITEMS: 4.5,
  /** 001 §2 "and are 250 wide" */
  MENU_WIDTH_PX: 250,
  /** 001 §2 month export "offers the last 24 months" */
  MONTHS_OFFERED: 24,
} as const;

/** Notifications drawer and the real-time hub (001 §3, §4, §9). */
export const NOTIFICATIONS = {
  /** 001 §4 "The bell shakes for 5 seconds" */
  BELL_SHAKE_MS: 5 * SECOND_MS,
  /** 001 §4 "The removal animation takes 300 ms" */
  REMOVAL_ANIMATION_MS: 300,
  /** 001 §4 "Retry delay is 5 s plus 1 s per attempt" (base) */
  RETRY_BASE_MS: 5 * SECOND_MS,
  /** 001 §4 "plus 1 s per attempt" */
  RETRY_STEP_MS: SECOND_MS,
  /** 001 §4 "(10 s if a 401 refresh fails)" */
  RETRY_AFTER_FAILED_REFRESH_MS: 10 * SECOND_MS,
  /** 001 §4 "There are at most about 24 attempts" */
  MAX_RETRY_ATTEMPTS: 24,
  /** 001 §4 "It reconnects 60 s after the connection closes" */
  RECONNECT_AFTER_CLOSE_MS: 60 * SECOND_MS,
  /** 001 §3 notification ttl is in seconds */
  TTL_UNIT_MS: SECOND_MS,
  /** Not in the spec: longest title an administrator may send (the drawer shows it on one or two lines). */
  ADMIN_TITLE_MAX: 120,
  /** Not in the spec: longest message an administrator may send. */
  ADMIN_MESSAGE_MAX: 2000,
  /** Not in the spec: longest ttl an administrator may give (30 days, in seconds). */
  ADMIN_TTL_MAX_SECONDS: 30 * 24 * 3600,
} as const;

/**
 * Idempotency of money actions (issue 7 item 5; not in the spec's catalogue): the console sends a key
 * per rendered form, the platform answers a repeated key with the first answer.
 */
export const IDEMPOTENCY = {
  /** The request header carrying the key (the common "Idempotency-Key" draft-standard name) */
  HEADER: "Idempotency-Key",
  /** A key is a UUID (the console makes it with crypto.randomUUID) */
  KEY_PATTERN: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** A money action the platform refuses on business grounds answers this status with a text body (001 §8 error_action_denied) */
  DENIED_STATUS: 409,
} as const;

/** WhatsApp numbers (001 §2, §5, §9). */
export const WHATSAPP = {
  /** 001 §5 "Pin code is exactly 6 digits" */
  PIN_DIGITS: 6,
  /** 001 §9 "Max call duration is 0 to 35791 minutes (0 means no limit)" */
  MAX_CALL_DURATION_MAX_MINUTES: 35_791,
  /** 001 §2 "Default query is page=1&limit=10" */
  DEFAULT_LIMIT: 10,
  /** 001 §2 "a search debounced 500 ms" */
  SEARCH_DEBOUNCE_MS: 500,
  /** 001 §7 POST whatsapp/numbers "expects 201" */
  CREATED_STATUS: 201,
  /** 001 §8 "A maximum number of WhatsApp numbers reached message exists (limit value not shown)": platform choice */
  MAX_NUMBERS_PER_ACCOUNT: 10,
  /** 001 §4 step 5 InProgress -> Connected; issue 7 "finalizing configures the number after a short delay": platform choice */
  CONFIGURE_DELAY_MS: 2 * SECOND_MS,
  /** How long the provider's sign-up window and the code it returns stay valid: platform choice */
  SIGNUP_TTL_MS: 15 * MINUTE_MS,
  /** The event the provider's embedded sign-up reports when it finished (Meta's "FINISH") */
  SIGNUP_FINISH_EVENT: "FINISH",
  /** The event of a sign-up the user cancelled at the provider */
  SIGNUP_CANCEL_EVENT: "CANCEL",
  /** How often the connect dialog checks whether the sign-up popup was closed without an answer: console choice */
  SIGNUP_POPUP_POLL_MS: 500,
} as const;

/** Teams (000 §9). */
export const TEAMS = {
  /** 000 §9 "Teams connection creation: up to 10 minutes" */
  CONNECTION_CREATION_MAX_MS: 10 * MINUTE_MS,
  /** not in the spec (platform choice): how long a connection's creation takes by default (TEAMS_CONNECTION_SETUP_SECONDS) */
  CONNECTION_SETUP_DEFAULT_SECONDS: 60,
  /** not in the spec (platform choice): the shortest configurable creation, so the steps stay visible */
  CONNECTION_SETUP_MIN_SECONDS: 1,
  /** 000 §9 "up to 10 minutes": the longest configurable creation */
  CONNECTION_SETUP_MAX_SECONDS: 600,
  /** not in the spec (like 001 §5 SIP "Connection name is required, max 40 characters") */
  CONNECTION_NAME_MAX: 40,
  /** not in the spec (platform choice): tenants an account may connect */
  TENANTS_PER_ACCOUNT: 10,
  /** a DNS name: at most 253 characters (RFC 1035) */
  TENANT_DOMAIN_MAX: 253,
  /** an e-mail address: at most 254 characters (RFC 5321) */
  ACTIVATION_EMAIL_MAX: 254,
  /** the 0-based steps of a creation (platform/services/teams/provisioning.ts) */
  CONNECTION_SETUP_STEPS: 4,
} as const;

/** Audio levels (000 §9). */
export const AUDIO = {
  /** 000 §9 "Background music volume 0 to -32 dB" (loudest) */
  BACKGROUND_MUSIC_MAX_DB: 0,
  /** 000 §9 "Background music volume 0 to -32 dB" (quietest) */
  BACKGROUND_MUSIC_MIN_DB: -32,
  /** 000 §9 "translation volume 0 to -31 dB" (loudest) */
  TRANSLATION_MAX_DB: 0,
  /** 000 §9 "translation volume 0 to -31 dB" (quietest) */
  TRANSLATION_MIN_DB: -31,
} as const;

/** Theme (000 §9 "Theme"). */
export const THEME = {
  /** "font Inter" */
  FONT_FAMILY: "Inter",
  /** "size 14" */
  FONT_SIZE_PX: 14,
  /** "weights 300, 400, 500, 600" */
  FONT_WEIGHTS: [300, 400, 500, 600],
  /** "text #295365" */
  TEXT: "#295365",
  /** "error #F05656" */
  ERROR: "#F05656",
  /** "success #20CA7B" */
  SUCCESS: "#20CA7B",
  /** "warning #FFA000" */
  WARNING: "#FFA000",
  /** "info #34B3E7" */
  INFO: "#34B3E7",
  /** "secondary #0E92CB" */
  SECONDARY: "#0E92CB",
  /** "divider #EAEAEF" */
  DIVIDER: "#EAEAEF",
  /** "page background white" */
  BACKGROUND: "#FFFFFF",
  /** "dialog background #F6F6F9" */
  DIALOG_BACKGROUND: "#F6F6F9",
  /** "primary is a gradient from #005DB1" */
  PRIMARY_GRADIENT_FROM: "#005DB1",
  /** "to #00AAC6" */
  PRIMARY_GRADIENT_TO: "#00AAC6",
  /** the gradient as CSS */
  PRIMARY_GRADIENT: "linear-gradient(90deg, #005DB1 0%, #00AAC6 100%)",
} as const;

/** Static brand files (000 §9 "static files under /assets/brand/images and animations under /assets/brand/animations"). */
export const BRAND_ASSETS = {
  IMAGES_PATH: "/assets/brand/images",
  ANIMATIONS_PATH: "/assets/brand/animations",
} as const;

/** Defaults of settings (000 §9 "Defaults"). */
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

/**
 * Buying phone numbers (issue 16 item 1): the embedded provider's catalogue, the cart and the
 * provider's answer. Platform choices: the spec names the flow but none of these values.
 */
export const PHONE_ORDERS = {
  /** Numbers the provider offers per country, state or city, and type (subscriber numbers 0100 to 0299). */
  POOL_SIZE: 200,
  /** The first subscriber number of a pool. */
  POOL_START: 100,
  /** Digits of a pool's subscriber numbers. */
  SUBSCRIBER_DIGITS: 4,
  /** The last numbers of every pool the simulated provider refuses (Purchase Failed), so a test can choose a failure. */
  FAILING_TAIL: 5,
  /** Available numbers per page, and the most a page may ask for. */
  PAGE_SIZE: 20,
  MAX_PAGE_SIZE: 100,
  /** The longest search text (digits of a number). */
  SEARCH_MAX_LENGTH: 20,
  /** Numbers a cart (and one order) may hold. */
  CART_MAX_ITEMS: 20,
  /** The currency of the price list and the wallet. */
  CURRENCY: "USD",
  /** How long the provider takes to answer a purchase by default (PHONE_PROVIDER_STEP_MS overrides it). */
  DEFAULT_PROVIDER_STEP_MS: 30_000,
  MIN_PROVIDER_STEP_MS: 100,
  MAX_PROVIDER_STEP_MS: 3_600_000,
  /** How often the order page asks again while a number is still pending. */
  ORDER_REFRESH_MS: 2_000,
} as const;

/**
 * Phone numbers beyond buying (000 §3, §9; issue 16): configure, port in, requirement documents. The
 * spec gives the statuses and the per-account limits (LIMITS_PER_ACCOUNT, TRIAL); the rest are the
 * platform's choices (ADR 012).
 */
export const PHONE_NUMBERS = {
  /** not in the spec (platform choice): a number's display name */
  NAME_MAX: 40,
  /** not in the spec (platform choice): the dial prefix added to the number's calls, digits with an optional leading + */
  PREFIX_MAX: 8,
  /** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all (the shortest numbers are 7 digits) */
  E164_MIN_DIGITS: 7,
  E164_MAX_DIGITS: 15,
  /** not in the spec (platform choice): the losing carrier's name and the account number there */
  CARRIER_MAX: 80,
  CARRIER_ACCOUNT_MAX: 40,
  /** not in the spec (platform choice): requirement documents per upload and the size of each (the console's 1 MiB body limit holds all of them) */
  DOCUMENTS_MAX_FILES: 3,
  DOCUMENT_MAX_BYTES: 256 * KIB,
  /** not in the spec (platform choice): the document types a regulator accepts (PDF and scans) */
  DOCUMENT_TYPES: ["application/pdf", "image/png", "image/jpeg"],
  DOCUMENT_EXTENSIONS: [".pdf", ".png", ".jpg", ".jpeg"],
  /** not in the spec (platform choice): how long the simulated provider takes to answer a port-in and a documents review */
  PORT_IN_DELAY_MS: 4 * SECOND_MS,
  REVIEW_DELAY_MS: 4 * SECOND_MS,
  /**
   * The simulated provider's deterministic answers (so tests choose the outcome): a port-in whose
   * current carrier's name contains this word fails; a documents upload with a file whose name
   * contains it is rejected (Requirement Info Exception). Anything else succeeds.
   */
  SIMULATED_REJECT_WORD: "reject",
} as const;

/** A routing rule's bounds beside its priority (VALIDATION.ROUTING_PRIORITY_*); the platform's choices (ADR 010). */
export const ROUTING = {
  /** not in the spec: a condition pattern's length (an E.164 number is at most 16 characters) */
  PATTERN_MAX: 32,
  /** not in the spec: alternative destinations tried in order after the destination */
  ALTERNATIVES_MAX: 5,
  /** not in the spec: customized numbers a condition matches beside its pattern */
  CUSTOMIZED_NUMBERS_MAX: 20,
} as const;

/**
 * Alarm thresholds (issue 17: "failed-call percentage, MOS below, concurrent calls above, per account
 * or per entity"; the spec names no bounds: these are the console's, ADR 010 "Alarms").
 */
export const ALARM_THRESHOLDS = {
  /** not in the spec (platform choice): thresholds per account */
  PER_ACCOUNT: 50,
  NAME_MAX: 40,
  /** not in the spec (platform choice): each metric's value bounds and the step the form offers */
  FAILED_CALL_PERCENT: { MIN: 1, MAX: 100, STEP: 1 },
  AVERAGE_MOS: { MIN: 1, MAX: 5, STEP: 0.1 },
  CONCURRENT_CALLS: { MIN: 1, MAX: 10_000, STEP: 1 },
  PACKET_LOSS_PERCENT: { MIN: 0.1, MAX: 100, STEP: 0.1 },
  CALL_VOLUME: { MIN: 1, MAX: 1_000_000, STEP: 1 },
  /** not in the spec (platform choice): the evaluation windows offered, in minutes */
  WINDOW_MINUTES: [1, 5, 15, 30, 60],
  DEFAULT_WINDOW_MINUTES: 5,
  /**
   * not in the spec (platform choice): a rate or an average (failed calls, MOS, packet loss) is judged
   * only over at least this many calls of the window; fewer keep the threshold's state as it is.
   */
  MIN_SAMPLE_CALLS: 3,
} as const;

/**
 * Campaigns (outbound automation; 000 §1 "campaigns (outbound automation)", issue 17). The spec names
 * the entity and its states only; the values are the platform's choices (ADR 010 "Campaigns, where the
 * spec is silent"), the pacing ones as a bot's (001 §5).
 */
export const CAMPAIGNS = {
  /** not in the spec (platform choice): a campaign's name, like a phone number's */
  NAME_MAX: 40,
  /** 001 §5 "Max bot calls per second is 1 to 20", a campaign's pace likewise (minimum) */
  CALLS_PER_SECOND_MIN: VALIDATION.BOT_CALLS_PER_SECOND_MIN,
  /** 001 §5 "Max bot calls per second is 1 to 20" (maximum) */
  CALLS_PER_SECOND_MAX: VALIDATION.BOT_CALLS_PER_SECOND_MAX,
  /** 001 §5 "Max concurrent calls is 0 to 300"; 0: no limit of the campaign's own (its pace alone bounds it) */
  CONCURRENCY_MIN: VALIDATION.CONCURRENT_CALLS_MIN,
  CONCURRENCY_MAX: VALIDATION.CONCURRENT_CALLS_MAX,
  /** not in the spec (platform choice): retries of an unanswered contact after its first attempt */
  RETRIES_MIN: 0,
  RETRIES_MAX: 5,
  /** not in the spec (platform choice): minutes between an unanswered attempt's end and the retry */
  RETRY_DELAY_MINUTES_MIN: 1,
  RETRY_DELAY_MINUTES_MAX: 1440,
  /** not in the spec (platform choice): contacts of one campaign (rows of its uploaded CSV, the header excepted) */
  CONTACTS_MAX: 10_000,
  /** not in the spec (platform choice): the uploaded CSV's size (10,000 numbers with a name column fit easily) */
  CONTACTS_FILE_MAX_BYTES: 512 * KIB,
  /** The platform's JSON body of a campaign's create or update (the form with its CSV text; JSON escaping may double it) */
  PLATFORM_BODY_MAX_BYTES: 1100 * KIB,
  /** not in the spec (platform choice): the rejected rows a campaign keeps to show (the count is kept whole) */
  REJECTED_ROWS_KEPT: 100,
  /** not in the spec (platform choice): campaigns per account */
  PER_ACCOUNT: 50,
  /** The simulated callee (platform/simulator/campaigns.ts), so tests choose the outcome: a number ending in this never answers... */
  SIMULATED_NO_ANSWER_SUFFIX: "00",
  /** ...one ending in this is busy on its first attempt and answers a retry... */
  SIMULATED_BUSY_ONCE_SUFFIX: "01",
  /** ...and any other answers; an answered call lasts between these seconds (by its number), an unanswered one rings this long. */
  SIMULATED_ANSWERED_SECONDS_MIN: 2,
  SIMULATED_ANSWERED_SECONDS_MAX: 6,
  SIMULATED_RING_SECONDS: 4,
  /** not in the spec (platform choice): how often a campaign's view asks again while it runs (JavaScript on) */
  VIEW_REFRESH_MS: 3 * SECOND_MS,
  /** The longest time one runner pass makes up for (after a stopped platform), in seconds of pacing. */
  MAX_CATCH_UP_SECONDS: 10,
} as const;

/**
 * Customer billing and payments (issue 19 item 1; 000 §1, §4, §5, §9; 001 §5 "Credit and recharge
 * amounts are between min and max"). Values the spec does not show are platform choices, marked so.
 */
export const PAYMENTS = {
  /** 001 §5 "Credit and recharge amounts are between min and max": a card deposit takes the recharge amount's bounds (000 §5 "recharge amount 10 to 1000") */
  CARD_DEPOSIT_MIN_USD: BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD,
  CARD_DEPOSIT_MAX_USD: BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD,
  /** not in the spec (platform choice): the add-credit form's first value */
  CARD_DEPOSIT_DEFAULT_USD: 25,
  /** 000 §9 "Auto-recharge: at most a maximum count per 24 hours" (the count is not shown: platform choice) */
  AUTO_RECHARGE_MAX_PER_WINDOW: 3,
  /** 000 §9 "per 24 hours" */
  AUTO_RECHARGE_WINDOW_MS: DAY_MS,
  /** 000 §5 "Maximum account monthly balance 75000": the highest monthly limit of a postpaid account */
  MONTHLY_LIMIT_MAX_USD: 75_000,
  /** 000 §4 "locked at 100 percent of monthly credit": the usage bar stops here */
  MONTHLY_USAGE_LOCK_PERCENT: 100,
  /** not in the spec (platform choice): how long a hosted card page (a pfToken) stays open */
  PF_TOKEN_TTL_MS: 15 * MINUTE_MS,
  /** not in the spec (platform choice): the embedded payment provider's name, quoted by the 3-D Secure messages ("Each mentions the card provider", 001 §8) */
  PROVIDER_NAME: "Voice Console Pay",
  /** not in the spec (platform choice): at most this many cards are vaulted per account */
  VAULTED_CARDS_MAX: 5,
  /** not in the spec (platform choice): invoice numbers are this prefix, the year and a sequence */
  INVOICE_NUMBER_PREFIX: "INV",
  /** not in the spec (platform choice): billing address field lengths */
  ADDRESS_FIELD_MAX: 100,
} as const;

/** The one-call timeline and SIP ladder of the call details (issue 18; the spec names the dialog only). */
export const CALL_TIMELINE = {
  /** not in the spec (console choice): the legs of a session one timeline draws (the related-calls list shows them all) */
  MAX_LEGS: 8,
  /** not in the spec (console choice): the most time-axis ticks, so labels never overlap */
  MAX_TICKS: 8,
} as const;

/**
 * The launch wizards (issue 18; 000 §2 "Global wizards"). Not in the spec: a user keeps at most one
 * draft per wizard (launching it again resumes that draft); a draft nobody touched for 30 days is
 * forgotten; the rule a wizard connects with starts at priority 100 (the rule dialog's own default).
 */
export const WIZARDS = {
  DRAFT_MAX_AGE_DAYS: 30,
  RULE_PRIORITY_DEFAULT: 100,
  /** The available numbers the buy step offers at once (the buying flow's page size). */
  BUY_PAGE_SIZE: 10,
} as const;

/** My account, support plans and the account's life (issue 19; 000 §1, §3, §4, §5, §9). */
export const MY_ACCOUNT = {
  /** not in the spec (platform choice): a phone number typed by the user: an optional +, then 7 to 15 digits with spaces, dots or dashes */
  USER_PHONE: /^$|^\+?[0-9][0-9 .-]{5,22}[0-9]$/,
  /** not in the spec (platform choice): at most this many addresses alarms are forwarded to */
  ALARM_EMAILS_MAX: 10,
  /** not in the spec (platform choice): the length of a REST API secret's random bytes (base64url) */
  API_SECRET_BYTES: 24,
  /** not in the spec (platform choice): the longest support request subject */
  SUPPORT_SUBJECT_MAX: 200,
  /** not in the spec (platform choice): the longest support request message */
  SUPPORT_MESSAGE_MAX: 5000,
  /** not in the spec (platform choice): how long a password-reset link works */
  PASSWORD_RESET_TTL_MS: HOUR_MS,
  /** not in the spec (platform choice): password-reset requests one e-mail address may get within SIGN_IN_LIMITS.WINDOW_SECONDS (known or not) */
  PASSWORD_RESET_REQUESTS_PER_EMAIL: 5,
  /** not in the spec (platform choice): password-reset requests one client address may send within SIGN_IN_LIMITS.WINDOW_SECONDS (as many as its failed sign-ins) */
  PASSWORD_RESET_REQUESTS_PER_ADDRESS: 30,
  /** not in the spec (platform choice): the accounts one user may belong to; the create-account wizard refuses one more */
  ACCOUNTS_PER_USER_MAX: 20,
} as const;

/**
 * Support plans (000 §1 "Basic (free), Pro, Premium (billed monthly; cancellation is effective next
 * month; a change is processed asynchronously and the contract number appears afterwards)"). The
 * prices and the processing delay are not in the spec (platform choice; the Prices endpoint answers them).
 */
export const SUPPORT_PLAN = {
  /** 000 §1 "Basic (free)" */
  FREE_PLAN: "Basic",
  /** not in the spec (platform choice): monthly prices in USD */
  MONTHLY_PRICE_USD: { Basic: 0, Pro: 99, Premium: 499 },
  /** not in the spec (platform choice): how long the (simulated) contracts desk takes to process a change */
  PROCESSING_MS: 5 * SECOND_MS,
} as const;
