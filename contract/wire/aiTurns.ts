/**
 * What an agent's turn records (docs/decisions/015-embedded-agent-engine.md "one turn, five steps, one
 * record"): the shared shape of the engine (platform/ai/engine), the documents' retrieval, the tools'
 * calls, the try-it chat and the chat history. Every answer names the step that produced it, so no
 * answer is untraceable.
 */
import { z } from "zod";
import { DOCUMENT_MODES } from "./aiAgents";

/** A document chunk a retrieval found, with its score (BM25, higher is better) and the words it matched. */
export const RetrievedChunkSchema = z.object({
  chunkId: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  /** The heading path the chunk sits under ("Billing › Refunds"), empty before the first heading. */
  heading: z.string(),
  text: z.string(),
  score: z.number(),
  matched: z.array(z.string()),
});
export type RetrievedChunk = z.infer<typeof RetrievedChunkSchema>;

/** One call of a tool: what was sent (header values of secrets shown as "•••"), what came back, how long it took. */
export const ToolCallTraceSchema = z.object({
  tool: z.string(),
  arguments: z.record(z.unknown()),
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string()),
    body: z.string().nullable(),
  }),
  status: z.number().nullable(),
  body: z.string(),
  /** The value the tool's answer path picked out of the body, which the answer uses. */
  value: z.string().nullable(),
  ms: z.number(),
  /** The tool's mock answer was used instead of a request. */
  mocked: z.boolean(),
  error: z.string().nullable(),
});
export type ToolCallTrace = z.infer<typeof ToolCallTraceSchema>;

export const IntentScoreSchema = z.object({ intent: z.string(), score: z.number() });
export type IntentScore = z.infer<typeof IntentScoreSchema>;

/** Which step gave the answer. */
export const ANSWER_SOURCES = ["welcome", "intent", "tool", "document", "fallback", "model"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/**
 * How a turn used the agent's documents (docs/features/ai-framework.md#how-an-agent-uses-its-documents):
 * the agent's mode, and what the turn did. The embedded engine reads no prompt, so in "full_text" it
 * retrieves (`used: "retrieval"`); `used` is null when something else answered first, or a model did
 * not call the search tool.
 */
export const DocumentsTraceSchema = z.object({
  mode: z.enum(DOCUMENT_MODES),
  used: z.enum(["retrieval", "search_tool", "full_text"]).nullable(),
  /** The whole text a real model's prompt held: of how many documents, its characters, and whether it was cut at the limit. */
  fullText: z.object({ documents: z.number().int(), characters: z.number().int(), truncated: z.boolean() }).nullable(),
});
export type DocumentsTrace = z.infer<typeof DocumentsTraceSchema>;

export const TurnTraceSchema = z.object({
  /** "embedded": the deterministic engine; "provider": a real model through the platform. */
  engine: z.enum(["embedded", "provider"]),
  modelId: z.string(),
  modelName: z.string(),
  expandedPrompt: z.string(),
  intents: z.array(IntentScoreSchema),
  /** The intent that matched, or null with the reason (no shared words, below the threshold, no intents). */
  intent: z.string().nullable(),
  noMatchReason: z.string().nullable(),
  slots: z.record(z.string()),
  chunks: z.array(RetrievedChunkSchema),
  /** The retrieval's score threshold: chunks below it are listed but not used. */
  threshold: z.number().nullable(),
  /** How the documents were used; null when the agent has none (and in records made before the modes). */
  documents: DocumentsTraceSchema.nullable().default(null),
  toolCalls: z.array(ToolCallTraceSchema),
  answeredBy: z.enum(ANSWER_SOURCES),
  /** The engine's own time (prompt, intents, slots, retrieval), without tool and provider waits. */
  engineMs: z.number(),
  totalMs: z.number(),
  /** A real model's call: the request without its key, the answer's status and timing, or its error word for word. */
  provider: z
    .object({
      url: z.string(),
      status: z.number().nullable(),
      firstTokenMs: z.number().nullable(),
      ms: z.number(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type TurnTrace = z.infer<typeof TurnTraceSchema>;
