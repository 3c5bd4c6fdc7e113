/**
 * The AI framework's limits (docs/features/ai-framework.md; the spec gives none: the platform's
 * choices, recorded in docs/decisions/015-embedded-agent-engine.md).
 */
import { TIME } from "./units";

/** Records per account, per entity kind (docs/product.md#ai-entities). */
export const AI_LIMITS_PER_ACCOUNT = {
  AGENTS: 50,
  TOOLS: 100,
  DOCUMENTS: 100,
  /** The account's own models; the built-in embedded model is not counted. */
  MODELS: 20,
} as const;

/** Documents: what a customer may upload or point at, and how it is cut. */
export const AI_DOCUMENTS = {
  /** An upload or a fetched URL: larger is refused before it is read to the end (streamed to disk). */
  MAX_UPLOAD_BYTES: 20 * 1024 * 1024,
  /** Pasted text (a form field, so it travels in the request body). */
  MAX_PASTED_CHARACTERS: 200_000,
  /** The chunk size a document is cut toward, in characters: the form's range and default. */
  CHUNK_SIZE_MIN: 200,
  CHUNK_SIZE_MAX: 4000,
  CHUNK_SIZE_DEFAULT: 1000,
  /** Chunks a retrieval answers at most, and the default shown in the retrieval test. */
  RETRIEVAL_TOP_K_MAX: 20,
  RETRIEVAL_TOP_K_DEFAULT: 5,
  /**
   * The retrieval's threshold (docs/features/ai-framework.md#documents): a chunk is used when its score
   * (BM25, higher is better) is at least this share of the best chunk's score and at least
   * RETRIEVAL_MIN_SCORE; the ones below are listed but not used. A share, because BM25 scores have no
   * fixed scale: they grow with how rare the matched words are in the index.
   */
  RETRIEVAL_RELATIVE_THRESHOLD: 0.5,
  /** The least score a used chunk has: a match on words that most chunks hold scores about zero. */
  RETRIEVAL_MIN_SCORE: 0.05,
  /** How much a word in a chunk's heading path counts against one in its text (FTS5 bm25() column weights). */
  RETRIEVAL_HEADING_WEIGHT: 2,
  RETRIEVAL_TEXT_WEIGHT: 1,
  /** Words of a question searched at most (after dropping stop words); the rest are ignored. */
  RETRIEVAL_MAX_TERMS: 32,
  /** The longest question the retrieval test takes. */
  RETRIEVAL_QUESTION_MAX_CHARACTERS: 1000,
  /** Chunks per page of a document's chunk browser. */
  CHUNKS_PAGE_SIZE: 20,
  /** How long the platform waits for a document's URL, connection to last byte. */
  FETCH_TIMEOUT_MS: 60 * TIME.SECOND_MS,
  /** A .docx is a zip: its parts may unpack to at most this (a small file that unpacks to gigabytes is refused). */
  MAX_UNPACKED_BYTES: 200 * 1024 * 1024,
  /** The console's document list asks again this often while a document is Processing (JavaScript on). */
  LIST_REFRESH_MS: 2 * TIME.SECOND_MS,
} as const;

/** Tools: the call the platform makes for an agent. */
export const AI_TOOLS = {
  TIMEOUT_MIN_SECONDS: 1,
  TIMEOUT_MAX_SECONDS: 30,
  TIMEOUT_DEFAULT_SECONDS: 10,
  /** A tool's answer is read up to this size; longer is cut and the turn says so. */
  MAX_RESPONSE_BYTES: 256 * 1024,
  /** The function name a model calls it by (the OpenAI tools wire format's own rule). */
  NAME_PATTERN: /^[a-zA-Z0-9_-]{1,64}$/,
} as const;

/** Models: how long the platform waits for a provider. */
export const AI_MODELS = {
  TIMEOUT_MIN_SECONDS: 1,
  TIMEOUT_MAX_SECONDS: 120,
  TIMEOUT_DEFAULT_SECONDS: 30,
  /** The built-in model's id: always present, never stored, never deleted. */
  EMBEDDED_MODEL_ID: "embedded",
} as const;

/** Outbound requests to a URL a customer supplied (tools, documents, models). */
export const AI_OUTBOUND = {
  /** Redirects followed at most (each hop is checked again). */
  MAX_REDIRECTS: 3,
  CONNECT_TIMEOUT_MS: 5 * TIME.SECOND_MS,
} as const;
