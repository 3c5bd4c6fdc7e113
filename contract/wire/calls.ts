/** The wire schemas of GET {billing}/v1/Calls (docs/product.md#call-record "Call record"): one call and the list's answer. */
import { z } from "zod";
import { ALTERNATIVE_ROUTES, EXTERNAL_RECORDING_ENTITY_TYPES, EXTERNAL_RECORDING_ROLES } from "../calls";
import { ConnectedEntityTypeSchema } from "./enums";

/** Calling party. `id` (the entity's id) is not in the spec's list; it lets a row link to its entity. */
export const CallingEntitySchema = z.object({
  id: z.string().nullish(),
  displayName: z.string().nullish(),
  type: ConnectedEntityTypeSchema,
  phoneNumber: z.string().nullish(),
  isClickToCall: z.boolean().nullish(),
  isTeams: z.boolean().nullish(),
  scType: z.string().nullish(),
});
export type CallingEntity = z.infer<typeof CallingEntitySchema>;

export const CalledEntitySchema = z.object({
  id: z.string().nullish(),
  displayName: z.string().nullish(),
  type: ConnectedEntityTypeSchema,
  phoneNumber: z.string().nullish(),
  serviceNumber: z.string().nullish(),
});
export type CalledEntity = z.infer<typeof CalledEntitySchema>;

export const ExternalRecordingServerSchema = z.object({
  entityType: z.enum(EXTERNAL_RECORDING_ENTITY_TYPES),
  role: z.enum(EXTERNAL_RECORDING_ROLES),
});
export type ExternalRecordingServer = z.infer<typeof ExternalRecordingServerSchema>;

const ms = z.number().nullish(); // latency figures in milliseconds
const mos = z.number().nullish(); // MOS 1..5; null when not measured

/** One call as GET {billing}/v1/Calls answers it. Times are ISO-8601 instants. */
export const CallRecordSchema = z.object({
  // identity and parties
  callId: z.string(),
  regionId: z.string().nullish(),
  callingEntity: CallingEntitySchema,
  calledEntity: CalledEntitySchema,
  // timing and outcome
  setupTime: z.string(),
  connectTime: z.string().nullish(),
  endTime: z.string().nullish(),
  durationSeconds: z.number(),
  successful: z.boolean(),
  alternativeRoute: z.enum(ALTERNATIVE_ROUTES).nullish(),
  features: z.array(z.string()),
  trigger: z.string().nullish(), // "transfer" is one value
  terminationDescription: z.string().nullish(),
  // quality and recording
  voiceMosQuality: mos,
  sourceInboundMos: mos,
  sourceOutboundMos: mos,
  destInboundMos: mos,
  destOutboundMos: mos,
  recorded: z.boolean(),
  /** Present when the list was asked with includeExternalServers=true. */
  externalRecordingServers: z.array(ExternalRecordingServerSchema).optional(),
  // campaign, session and bot context
  campaignName: z.string().nullish(),
  campaignId: z.string().nullish(),
  botConversationId: z.string().nullish(),
  isAiFramework: z.boolean().nullish(),
  sessionId: z.string().nullish(),
  globalSessionId: z.string().nullish(),
  egressCallingNumber: z.string().nullish(),
  ingressCallingNumber: z.string().nullish(),
  sourceNumberOut: z.string().nullish(),
  expireTime: z.string().nullish(),
  sttProvider: z.string().nullish(),
  sttModel: z.string().nullish(),
  ttsProvider: z.string().nullish(),
  ttsModel: z.string().nullish(),
  // bot latency details
  sttAvgDelayMs: ms,
  sttMaxDelayMs: ms,
  sttMedDelayMs: ms,
  botAvgDelayMs: ms,
  botMaxDelayMs: ms,
  botMedDelayMs: ms,
  ttsAvgDelayMs: ms,
  ttsMaxDelayMs: ms,
  ttsMedDelayMs: ms,
  // admin rows
  accountId: z.string().nullish(),
  accountName: z.string().nullish(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

export const PagesSchema = z.object({
  totalElements: z.number().int().nonnegative().optional(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** Cursors of the neighbouring pages (pass `next` as `after`, `prev` as `before`). */
  next: z.string().optional(),
  prev: z.string().optional(),
});
export type Pages = z.infer<typeof PagesSchema>;

/** 200 answer of the calls list (204 with no body when empty). totalElements only when totalItems=true. */
export const CallsListResponseSchema = z.object({
  calls: z.array(CallRecordSchema),
  pages: PagesSchema,
});
export type CallsListResponse = z.infer<typeof CallsListResponseSchema>;
