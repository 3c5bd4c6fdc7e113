/** The zod enums of contract/enums.ts, for validating what travels on the wire. */
import { z } from "zod";
import {
  ACCOUNT_PLANS,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  AI_ENTITY_KINDS,
  ALARM_SEVERITIES,
  AUTH_METHODS,
  BILLING_TYPES,
  BOT_API_TYPES,
  BOT_MAIN_FRAMEWORKS,
  CHAT_ROLES,
  CONNECTED_ENTITY_TYPES,
  DATE_RANGE_TABS,
  DEEPGRAM_MODELS,
  FORM_MODES,
  GRID_DENSITIES,
  NOTIFICATION_TYPES,
  PAYMENT_TYPES,
  PHONE_NUMBER_STATUSES,
  PHONE_TYPES,
  POST_CALL_ANALYSIS_TYPES,
  ROUTING_EVENT_TYPES,
  SIP_TYPES,
  SPEECH_MODELS,
  SPEECH_PROVIDERS,
  SPEECH_SERVICE_IDS,
  SPEECH_USAGES,
  STATISTICS_ENTITY_KINDS,
  STATISTICS_GROUP_BY,
  STATISTICS_METRIC_IDS,
  STATISTICS_SERVER_METRICS,
  SUPPORT_PLANS,
  TABLE_VIEWS,
  TEAMS_LICENSE_PLANS,
  THREE_D_SECURE_OUTCOMES,
  TRANSCRIPTION_MODELS,
  WHATSAPP_STATUSES,
  type StatisticsMetricId,
} from "../enums";

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const BillingTypeSchema = z.enum(BILLING_TYPES);
export const AccountPlanSchema = z.enum(ACCOUNT_PLANS);
export const TeamsLicensePlanSchema = z.enum(TEAMS_LICENSE_PLANS);
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export const SupportPlanSchema = z.enum(SUPPORT_PLANS);
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export const ThreeDSecureOutcomeSchema = z.enum(THREE_D_SECURE_OUTCOMES);
export const PhoneNumberStatusSchema = z.enum(PHONE_NUMBER_STATUSES);
export const PhoneTypeSchema = z.enum(PHONE_TYPES);
export const SipTypeSchema = z.enum(SIP_TYPES);
export const RoutingEventTypeSchema = z.enum(ROUTING_EVENT_TYPES);
export const ConnectedEntityTypeSchema = z.enum(CONNECTED_ENTITY_TYPES);
export const WhatsAppStatusSchema = z.enum(WHATSAPP_STATUSES);
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const NotificationStatusSchema = z.union([z.literal(0), z.literal(1)]);
export const AlarmSeveritySchema = z.enum(ALARM_SEVERITIES);
export const SpeechProviderSchema = z.enum(SPEECH_PROVIDERS);
export const SpeechServiceIdSchema = z.enum(SPEECH_SERVICE_IDS);
export const SpeechUsageSchema = z.enum(SPEECH_USAGES);
export const TranscriptionModelSchema = z.enum(TRANSCRIPTION_MODELS);
export const SpeechModelSchema = z.enum(SPEECH_MODELS);
export const DeepgramModelSchema = z.enum(DEEPGRAM_MODELS);
export const StatisticsServerMetricSchema = z.enum(STATISTICS_SERVER_METRICS);
export const StatisticsGroupBySchema = z.enum(STATISTICS_GROUP_BY);
export const StatisticsMetricIdSchema = z.enum(STATISTICS_METRIC_IDS as [StatisticsMetricId, ...StatisticsMetricId[]]);
export const StatisticsEntityKindSchema = z.enum(STATISTICS_ENTITY_KINDS);
export const DateRangeTabSchema = z.enum(DATE_RANGE_TABS);
export const BotApiTypeSchema = z.enum(BOT_API_TYPES);
export const BotMainFrameworkSchema = z.enum(BOT_MAIN_FRAMEWORKS);
export const AuthMethodSchema = z.enum(AUTH_METHODS);
export const FormModeSchema = z.enum(FORM_MODES);
export const AiEntityKindSchema = z.enum(AI_ENTITY_KINDS);
export const PostCallAnalysisTypeSchema = z.enum(POST_CALL_ANALYSIS_TYPES);
export const ChatRoleSchema = z.enum(CHAT_ROLES);
export const GridDensitySchema = z.enum(GRID_DENSITIES);
export const TableViewSchema = z.enum(TABLE_VIEWS);
