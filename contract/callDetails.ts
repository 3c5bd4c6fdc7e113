/**
 * One call's details as the billing service answers them (spec 001 §2 "Clicking a row opens a
 * right-side details drawer ... The details include transcript and post-call analysis where
 * available"; §3 "Call record", "Chat message", "Post call analysis types"):
 *
 *   GET {billing}/v1/Calls/{callId}      the call record, plus `transcript` and `postCallAnalysis`
 *                                        for holders of LIVEHUB_CALLTRANSCRIPT_READ (absent otherwise)
 *   GET {billing}/v1/Calls/{callId}/log  the call's log lines
 *
 * The spec shows neither payload; these are the shapes the embedded platform sends.
 */
import { z } from "zod";
import { CallRecordSchema } from "./wire/calls";

/** One turn of the conversation (001 §3 "Chat message": role user or assistant, text, datetime). */
export const TranscriptEntrySchema = z.object({
  /** "user" (the caller) or "assistant" (the bot); other speakers are shown by their name. */
  role: z.string(),
  text: z.string(),
  /** ISO-8601 instant the turn was spoken. */
  datetime: z.string().nullish(),
  type: z.string().nullish(),
  label: z.string().nullish(),
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
