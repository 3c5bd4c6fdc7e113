/**
 * Enumerations of both spec documents, each as an `as const` array (for menus and loops) and a type;
 * their zod enums (wire validation) are in wire/enums.ts, so a page that needs a list does not ship zod. Values are written exactly as the spec writes them, since they
 * travel on the wire and are stored by the platform.
 */

// ---------------------------------------------------------------------------------------------
// Accounts (spec 000 §1, §3, §4; 001 §9)

/** Account origins, the account `type` (000 §1 "Account origins (types)"). */
export const ACCOUNT_TYPES = ["None", "Pnc", "Oneclick", "OneclickCX", "CoCoHub", "MSFT", "VoiceAI", "IAM", "LiveHub"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** 000 §1 "Billing types"; 001 §9 "Account billing types in statistics". */
export const BILLING_TYPES = ["Prepaid", "Postpaid", "Marketplace"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** Account plans (000 §1 "Plans"). */
export const ACCOUNT_PLANS = ["Trial Plan", "Essential Plan", "Pending Plan"] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** Teams hosting license plans (001 §9 "Plans"; 000 §3 Teams tenant license type). */
export const TEAMS_LICENSE_PLANS = ["None", "Hosted Essential", "Hosted Essential Plus", "Hosted Pro"] as const;
export type TeamsLicensePlan = (typeof TEAMS_LICENSE_PLANS)[number];

/** 000 §4 "Account status": active; inactive; locked; disabled or canceled by the vendor; pending fulfilment. */
export const ACCOUNT_STATUSES = ["active", "inactive", "locked", "disabled", "canceled", "pending"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** 000 §1 "Support plans: Basic (free), Pro, Premium". */
export const SUPPORT_PLANS = ["Basic", "Pro", "Premium"] as const;
export type SupportPlan = (typeof SUPPORT_PLANS)[number];

/** Current user `paymentType` (000 §3 "paymentType (prepaid or postpaid)"). */
export const PAYMENT_TYPES = ["prepaid", "postpaid"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** 3-D secure outcomes of a card payment (000 §4). */
export const THREE_D_SECURE_OUTCOMES = ["bypassed", "succeeded", "unavailable", "failed"] as const;
export type ThreeDSecureOutcome = (typeof THREE_D_SECURE_OUTCOMES)[number];

/** Connectivity status (000 §4 "Connectivity status Connected"). */
export const CONNECTIVITY_STATUSES = ["Connected"] as const;
/** The connectivity provider every account starts with (000 §9 "System default and two third-party number providers"). */
export const DEFAULT_CONNECTIVITY_PROVIDER = "System default";

// ---------------------------------------------------------------------------------------------
// Phone numbers, SIP, routing, Teams (000 §3, §9; 001 §4, §9)

/** 000 §3 / 001 §4 "Phone number statuses" (17). */
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

/** 000 §3 phone number "type (geographic, national, mobile, toll free, local)". */
export const PHONE_TYPES = ["geographic", "national", "mobile", "toll free", "local"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** 000 §9 / 001 §9 "SIP connection types". */
export const SIP_TYPES = ["sip-trunk", "contact-center", "uc-platform"] as const;
export type SipType = (typeof SIP_TYPES)[number];

/** Routing rule event type (000 §3 "event type (call or transfer)"; §9 "Routing connection types"). */
export const ROUTING_EVENT_TYPES = ["call", "transfer"] as const;
export type RoutingEventType = (typeof ROUTING_EVENT_TYPES)[number];

/** Routing rule condition applies to the called or the calling number (000 §3). */
export const ROUTING_CONDITION_FIELDS = ["called", "calling"] as const;

/** Connected entity types of a call party, a routing endpoint or a statistics entity (001 §3). */
export const CONNECTED_ENTITY_TYPES = [
  "service-number",
  "bot",
  "sip-conn",
  "original-service-number",
  "teams-conn",
  "routing-group",
  "wa-conn",
] as const;
export type ConnectedEntityType = (typeof CONNECTED_ENTITY_TYPES)[number];

/** WhatsApp number status (001 §3): InProgress shown 'In progress', Connected shown 'Configured', Failed. */
export const WHATSAPP_STATUSES = ["InProgress", "Connected", "Failed"] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];
/** The admin table's status filter values (001 §2 "Status filter values: 0 in progress, 1 configured, 2 failed"). */
export const WHATSAPP_STATUS_FILTER_VALUES: Readonly<Record<WhatsAppStatus, number>> = { InProgress: 0, Connected: 1, Failed: 2 };
/** Display text of a WhatsApp status (001 §2 status column). */
export const WHATSAPP_STATUS_LABELS: Readonly<Record<WhatsAppStatus, string>> = {
  InProgress: "In progress",
  Connected: "Configured",
  Failed: "Failed",
};

// ---------------------------------------------------------------------------------------------
// Notifications and alarms (001 §3)

/** 001 §3 Notification "Types: download, error, info, warning, progress". */
export const NOTIFICATION_TYPES = ["download", "error", "info", "warning", "progress"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** 001 §3 Notification "Status: unread 0, read 1". */
export const NOTIFICATION_STATUS = { UNREAD: 0, READ: 1 } as const;
export type NotificationStatus = 0 | 1;

/** 001 §3 "Severities in order: critical, major, minor, warning, indeterminate, cleared". */
export const ALARM_SEVERITIES = ["critical", "major", "minor", "warning", "indeterminate", "cleared"] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

// ---------------------------------------------------------------------------------------------
// Speech (001 §5, §9)

/** The product's own provider: the spec writes it as {product}; the product is LiveHub (account type, role prefix). */
export const PRODUCT_SPEECH_PROVIDER = "LiveHub";
/** 001 §9 "Speech providers". */
export const SPEECH_PROVIDERS = [
  "None",
  "Azure",
  "Amazon",
  "Google",
  "GenericProvider",
  PRODUCT_SPEECH_PROVIDER,
  "Elevenlabs",
  "Deepgram",
  "GoogleV2",
  "AzureOpenAI",
  "OpenAI",
] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** 001 §9 "Speech service ids". */
export const SPEECH_SERVICE_IDS = [
  "ac-azure-speech",
  "ac-google-speech",
  "ac-google-v2-speech",
  "ac-google-speech-enhanced",
  "ac-aws-speech",
  "ac-deepgram-speech",
  "azure-mock",
] as const;
export type SpeechServiceId = (typeof SPEECH_SERVICE_IDS)[number];

/** 001 §9 "Speech usage: None, TTS, STT, TTSAndSTT". */
export const SPEECH_USAGES = ["None", "TTS", "STT", "TTSAndSTT"] as const;
export type SpeechUsage = (typeof SPEECH_USAGES)[number];

/** 001 §5 "The name must not be a provider name" (compared case-insensitively). */
export const RESERVED_SPEECH_SERVICE_NAMES = ["Microsoft", "Google", "Google Enhanced", "Amazon", "ElevenLabs", "Deepgram"] as const;

/** 001 §9 "Transcription models". */
export const TRANSCRIPTION_MODELS = ["whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe"] as const;
export type TranscriptionModel = (typeof TRANSCRIPTION_MODELS)[number];

/** 001 §9 "Speech model: gpt-4o-mini-tts". */
export const SPEECH_MODELS = ["gpt-4o-mini-tts"] as const;
export type SpeechModel = (typeof SPEECH_MODELS)[number];

/** 001 §9 "Deepgram models: nova-2-general and nova-3-general (default nova-3-general)". */
export const DEEPGRAM_MODELS = ["nova-2-general", "nova-3-general"] as const;
export type DeepgramModel = (typeof DEEPGRAM_MODELS)[number];
export const DEFAULT_DEEPGRAM_MODEL: DeepgramModel = "nova-3-general";
/** 001 §9 "Voice model: aura-2". */
export const DEEPGRAM_VOICE_MODELS = ["aura-2"] as const;

// ---------------------------------------------------------------------------------------------
// Statistics (001 §2, §3, §7)

/** Server metric names of the statistics service, offered and defined-but-not-offered (001 §3). */
export const STATISTICS_SERVER_METRICS = [
  "CountCalls",
  "MaxConcurrentCalls",
  "MaxCallAttemptsPerSec",
  "AvgCallDurationSec",
  "CountCallsQuality",
  "AvgMediaPacketLossPercent",
  "MaxMediaPacketLossPercent",
  "AvgMediaJitterMs",
  "MaxMediaJitterMs",
  "AvgMediaDelayMs",
  "MaxMediaDelayMs",
  "AvgMediaMOS",
  "MinMediaMOS",
  "LastTeamsActiveUsers",
  "LastTeamsLicensedUsers",
] as const;
export type StatisticsServerMetric = (typeof STATISTICS_SERVER_METRICS)[number];

/** Group-by of a statistics request (001 §7 "group-by (dimension-exists or dimension)"). */
export const STATISTICS_GROUP_BY = ["dimension-exists", "dimension"] as const;
export type StatisticsGroupBy = (typeof STATISTICS_GROUP_BY)[number];

/** Voice-quality dimension values of CountCallsQuality (001 §3). */
export const VOICE_QUALITY_DIMENSIONS = ["good", "fair", "poor", "unknown"] as const;

/** The metrics the console knows, by its own id: label key, server metrics, grouping, offered in the picker. */
export const STATISTICS_METRICS = {
  callSuccess: { labelKey: "labels_call_success", serverMetrics: ["CountCalls"], groupBy: "dimension-exists", offered: true },
  concurrentCalls: { labelKey: "labels_concurrent_calls", serverMetrics: ["MaxConcurrentCalls"], offered: true },
  callAttempts: { labelKey: "labels_call_attempts", serverMetrics: ["MaxCallAttemptsPerSec"], offered: true },
  callDuration: { labelKey: "labels_call_duration", serverMetrics: ["AvgCallDurationSec"], offered: true },
  voiceQuality: { labelKey: "labels_voice_quality", serverMetrics: ["CountCallsQuality"], groupBy: "dimension", offered: true },
  packetLoss: {
    labelKey: "labels_packet_loss",
    serverMetrics: ["AvgMediaPacketLossPercent", "MaxMediaPacketLossPercent"],
    offered: false,
  },
  jitter: { labelKey: "labels_jitter", serverMetrics: ["AvgMediaJitterMs", "MaxMediaJitterMs"], offered: false },
  delay: { labelKey: "labels_delay", serverMetrics: ["AvgMediaDelayMs", "MaxMediaDelayMs"], offered: false },
  mos: { labelKey: "labels_mos", serverMetrics: ["AvgMediaMOS", "MinMediaMOS"], offered: false },
  teamsUsers: { labelKey: "labels_teams_users", serverMetrics: ["LastTeamsActiveUsers", "LastTeamsLicensedUsers"], offered: false },
} as const satisfies Record<
  string,
  { labelKey: string; serverMetrics: readonly StatisticsServerMetric[]; groupBy?: StatisticsGroupBy; offered: boolean }
>;
export type StatisticsMetricId = keyof typeof STATISTICS_METRICS;
export const STATISTICS_METRIC_IDS = Object.keys(STATISTICS_METRICS) as StatisticsMetricId[];
/** The metrics of the picker, in picker order. */
export const OFFERED_STATISTICS_METRICS = STATISTICS_METRIC_IDS.filter((id) => STATISTICS_METRICS[id].offered);
/** 001 §2 "The default metrics are call success, concurrent calls, voice quality, call duration and call attempts". */
export const DEFAULT_STATISTICS_METRICS: readonly StatisticsMetricId[] = [
  "callSuccess",
  "concurrentCalls",
  "voiceQuality",
  "callDuration",
  "callAttempts",
];

/** The configuration-entity dropdown (001 §2 "All, bots, numbers, SIP connections and Teams connections"); default all. */
export const STATISTICS_ENTITY_KINDS = ["all", "bots", "numbers", "sipConnections", "teamsConnections"] as const;
export type StatisticsEntityKind = (typeof STATISTICS_ENTITY_KINDS)[number];

/** Date-range picker tabs (001 §2 "24 hours, 7 days, 30 days and Custom"). */
export const DATE_RANGE_TABS = ["24h", "7d", "30d", "custom"] as const;
export type DateRangeTab = (typeof DATE_RANGE_TABS)[number];

/** Chart export menu (001 §2 "print, PNG, JPEG, SVG, CSV, PDF, XLS"). */
export const CHART_EXPORT_FORMATS = ["print", "PNG", "JPEG", "SVG", "CSV", "PDF", "XLS"] as const;
export type ChartExportFormat = (typeof CHART_EXPORT_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// Bots and AI framework (000 §3; 001 §3)

/** 001 §3 "botApiType (chat_api or streaming_api)": HTTP or WebSocket. */
export const BOT_API_TYPES = ["chat_api", "streaming_api"] as const;
export type BotApiType = (typeof BOT_API_TYPES)[number];

/** 001 §3 "Main framework types: None, Ac, Microsoft, Dialogflow, CoCoHub, Amazon". */
export const BOT_MAIN_FRAMEWORKS = ["None", "Ac", "Microsoft", "Dialogflow", "CoCoHub", "Amazon"] as const;
export type BotMainFramework = (typeof BOT_MAIN_FRAMEWORKS)[number];

/** 001 §3 "authMethod (no-auth, token, oauth)". */
export const AUTH_METHODS = ["no-auth", "token", "oauth"] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** 001 §3 "Form modes: Create, Update, ReadOnly". */
export const FORM_MODES = ["Create", "Update", "ReadOnly"] as const;
export type FormMode = (typeof FORM_MODES)[number];

/** 001 §3 "AI entity kinds". */
export const AI_ENTITY_KINDS = ["Agent", "Document", "Tool", "Model", "Post Call Analysis", "Test Suite", "Flow"] as const;
export type AiEntityKind = (typeof AI_ENTITY_KINDS)[number];

/** 001 §3 "Post call analysis types": extract variables, summarize conversation, conversation log. */
export const POST_CALL_ANALYSIS_TYPES = ["extract", "summarize", "transcript"] as const;
export type PostCallAnalysisType = (typeof POST_CALL_ANALYSIS_TYPES)[number];

/** 001 §3 Chat message "role (user or assistant)". */
export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Data grid and dialogs (001 §2)

/** Grid density options (001 §2 "density (compact, standard, comfortable)"). */
export const GRID_DENSITIES = ["compact", "standard", "comfortable"] as const;
export type GridDensity = (typeof GRID_DENSITIES)[number];
export const DEFAULT_GRID_DENSITY: GridDensity = "standard";

/** Table view options (001 §2 "table view (default or zebra)"). */
export const TABLE_VIEWS = ["default", "zebra"] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/** Confirm dialog severities (001 §2 "danger, warning and info severity"). */
export const CONFIRM_SEVERITIES = ["danger", "warning", "info"] as const;
export type ConfirmSeverity = (typeof CONFIRM_SEVERITIES)[number];

// ---------------------------------------------------------------------------------------------
// Locale (000 §4, §9)

/** 000 §4 "Language codes yue-hk and cmn-cn are normalised to zh-HK and zh-CN". */
export const LANGUAGE_CODE_ALIASES: Readonly<Record<string, string>> = { "yue-hk": "zh-HK", "cmn-cn": "zh-CN" };
/** 000 §9 "locale en-us". */
export const DEFAULT_LOCALE = "en-us";
