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
  /**
   * The form's bounds (docs/features/ai-framework.md#tools; the platform's choices). The texts together
   * stay well inside an entity write's 64 KB body, even escaped.
   */
  DESCRIPTION_MAX: 1024,
  PARAMETERS_MAX: 20,
  /** A parameter's name: what a `{name}` placeholder and a slot name it by. */
  PARAMETER_NAME_PATTERN: /^[A-Za-z_][A-Za-z0-9_]{0,63}$/,
  PARAMETER_DESCRIPTION_MAX: 500,
  /** The JSON Schema typed by hand, in characters. */
  SCHEMA_MAX: 8000,
  URL_MAX: 2000,
  HEADERS_MAX: 20,
  /** An HTTP header name (RFC 9110 token). */
  HEADER_NAME_PATTERN: /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/,
  HEADER_VALUE_MAX: 4000,
  /** Headers the platform's HTTP client sets itself: a tool may not set them (lower case). */
  RESERVED_HEADERS: [
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "upgrade",
    "te",
    "trailer",
    "proxy-authorization",
    "proxy-connection",
  ],
  BODY_TEMPLATE_MAX: 4000,
  MOCK_ANSWER_MAX: 4000,
  ANSWER_PATH_MAX: 200,
  /** A `{param}` placeholder of the URL or the body template. */
  PLACEHOLDER: /\{([A-Za-z_][A-Za-z0-9_]{0,63})\}/g,
  /** A Test waits the tool's timeout and this much more for the platform's answer (the console's platform call). */
  TEST_WAIT_MARGIN_MS: 5 * TIME.SECOND_MS,
  /** Compiled parameter schemas the platform keeps (by their text), so a turn does not compile again. */
  VALIDATOR_CACHE_SIZE: 500,
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
