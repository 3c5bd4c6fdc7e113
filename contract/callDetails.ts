/**
 * One call's details as the billing service answers them (docs/product.md#call-history "Clicking a row opens a
 * right-side details drawer ... The details include transcript and post-call analysis where
 * available"; docs/product.md#call-record "Call record", "Chat message", "Post call analysis types"):
 *
 *   GET {billing}/v1/Calls/{callId}      the call record, plus `transcript` and `postCallAnalysis`
 *                                        for holders of LIVEHUB_CALLTRANSCRIPT_READ (absent otherwise)
 *   GET {billing}/v1/Calls/{callId}/log  the call's log lines
 *
 * The spec shows neither payload; these are the shapes the embedded platform sends.
 */
import { z } from "zod";
import { CallRecordSchema } from "./wire/calls";

/** One turn of the conversation (docs/product.md#ai-entities "Chat message": role user or assistant, text, datetime). */
export const TranscriptEntrySchema = z.object({
  /** "user" (the caller) or "assistant" (the bot); other speakers are shown by their name. */
  role: z.string(),
  text: z.string(),
  /** ISO-8601 instant the turn was spoken. */
  datetime: z.string().nullish(),
  type: z.string().nullish(),
  label: z.string().nullish(),
  /**
   * A bot answer's delays, in ms, from the caller's speech to the answer's first audio: speech
   * recognition, the bot, speech synthesis. Absent on the caller's turns and an opening line.
   */
  latency: z.object({ sttMs: z.number(), botMs: z.number(), ttsMs: z.number() }).nullish(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

/**
 * One post-call analysis result. `type` is one of POST_CALL_ANALYSIS_TYPES (extract, summarize,
 * transcript) as far as the spec knows; `result` is what that analysis produced: variables
 * (extract), a summary object (summarize), the conversation (transcript), or plain text.
 */
export const PostCallAnalysisSchema = z.object({
  type: z.string(),
  result: z.unknown(),
});
export type PostCallAnalysis = z.infer<typeof PostCallAnalysisSchema>;

/** GET {billing}/v1/Calls/{callId}: the record (admins also get accountId/accountName) and its media. */
export const CallDetailsSchema = CallRecordSchema.extend({
  transcript: z.array(TranscriptEntrySchema).nullish(),
  postCallAnalysis: z.array(PostCallAnalysisSchema).nullish(),
});
export type CallDetails = z.infer<typeof CallDetailsSchema>;

/** One line of a call's log. */
export const CallLogEntrySchema = z.object({
  datetime: z.string(),
  level: z.string(),
  message: z.string(),
});
export type CallLogEntry = z.infer<typeof CallLogEntrySchema>;

/** GET {billing}/v1/Calls/{callId}/log. */
export const CallLogResponseSchema = z.object({
  callId: z.string(),
  log: z.array(CallLogEntrySchema),
});
export type CallLogResponse = z.infer<typeof CallLogResponseSchema>;

/** A side of a call leg in its SIP ladder: the calling party or the called party. */
export const SipSideSchema = z.enum(["calling", "called"]);
export type SipSide = z.infer<typeof SipSideSchema>;

/** One SIP message of a leg (a request, or a response to the request of `method`). */
export const SipMessageSchema = z.object({
  /** ISO-8601 instant. */
  datetime: z.string(),
  from: SipSideSchema,
  to: SipSideSchema,
  method: z.string(),
  /** Responses: status code and reason phrase; null for a request. */
  status: z.number().int().nullable(),
  reason: z.string().nullable(),
  cseq: z.number().int(),
  /** One notable header or body line as on the wire (Refer-To, sipfrag, Reason, SDP direction). */
  detail: z.string().nullable(),
});
export type SipMessage = z.infer<typeof SipMessageSchema>;

/**
 * GET {billing}/v1/GetCallLog?callId=...: the SIP ladder of one call leg (docs/product.md#wizards "SIP ladder
 * dialog", #endpoint-names Calls "GetCallLog"), between its calling and called party.
 */
export const CallLadderSchema = z.object({
  callId: z.string(),
  globalSessionId: z.string().nullish(),
  calling: z.object({ name: z.string().nullable(), number: z.string().nullable() }),
  called: z.object({ name: z.string().nullable(), number: z.string().nullable() }),
  messages: z.array(SipMessageSchema),
});
export type CallLadder = z.infer<typeof CallLadderSchema>;

/** GET {billing}/v1/GetTransferCallBySessionId: every leg of a global session, in setup order. */
export const SessionLegsSchema = z.object({ calls: z.array(CallRecordSchema) });
export type SessionLegs = z.infer<typeof SessionLegsSchema>;
