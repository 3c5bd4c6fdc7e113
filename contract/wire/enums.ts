/** The zod enums of contract/enums.ts, for validating what travels on the wire. */
import { z } from "zod";
import {
  ACCOUNT_PLANS,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  PAYMENT_TYPES,
  SUPPORT_PLANS,
  THREE_D_SECURE_OUTCOMES,
} from "../enums/accounts";
import { ALARM_SEVERITIES } from "../enums/alarms";
import { CONNECTED_ENTITY_TYPES } from "../enums/connected-entities";
import { NOTIFICATION_TYPES } from "../enums/notifications";
import { PHONE_NUMBER_STATUSES } from "../enums/phone-numbers";
import { SIP_TYPES } from "../enums/sip";
import { STATISTICS_GROUP_BY, STATISTICS_SERVER_METRICS } from "../enums/statistics";
import { WHATSAPP_STATUSES } from "../enums/whatsapp";

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const AccountPlanSchema = z.enum(ACCOUNT_PLANS);
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export const SupportPlanSchema = z.enum(SUPPORT_PLANS);
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export const ThreeDSecureOutcomeSchema = z.enum(THREE_D_SECURE_OUTCOMES);
export const PhoneNumberStatusSchema = z.enum(PHONE_NUMBER_STATUSES);
export const SipTypeSchema = z.enum(SIP_TYPES);
export const ConnectedEntityTypeSchema = z.enum(CONNECTED_ENTITY_TYPES);
export const WhatsAppStatusSchema = z.enum(WHATSAPP_STATUSES);
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const NotificationStatusSchema = z.union([z.literal(0), z.literal(1)]);
export const AlarmSeveritySchema = z.enum(ALARM_SEVERITIES);
export const StatisticsServerMetricSchema = z.enum(STATISTICS_SERVER_METRICS);
export const StatisticsGroupBySchema = z.enum(STATISTICS_GROUP_BY);
