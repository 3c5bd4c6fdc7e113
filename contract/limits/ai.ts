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

/** Agents: the bounds of the form (docs/features/ai-framework.md#agents). */
export const AI_AGENTS = {
  DESCRIPTION_MAX: 500,
  PROMPT_MAX: 20_000,
  WELCOME_MAX: 1_000,
  ANSWER_MAX: 2_000,
  ADVANCED_MAX: 20_000,
  INTENTS_MAX: 50,
  INTENT_EXAMPLES_MIN: 2,
  INTENT_EXAMPLES_MAX: 50,
  EXAMPLE_MAX: 200,
  SLOTS_MAX: 10,
  DOCUMENTS_MAX: AI_LIMITS_PER_ACCOUNT.DOCUMENTS,
  TOOLS_MAX: 20,
  VERSION_NOTE_MAX: 200,
  /**
   * The "full_text" documents mode (docs/features/ai-framework.md#how-an-agent-uses-its-documents): the
   * chosen documents' characters (as their Characters column counts them) a real model's prompt takes
   * at most, about 25,000 tokens, well inside today's models' context. Saving an agent whose documents
   * hold more is refused on the documents field; a document still being read when the agent was saved
   * can end up larger, and a turn then cuts the text here and its record says so.
   */
  FULL_TEXT_MAX_CHARACTERS: 100_000,
  /** The "search_tool" documents mode's built-in tool: the function name a model calls the documents' search by. */
  SEARCH_TOOL_NAME: "search_documents",
  /** The caller's number a try-it chat pretends when none is given, and the prompt preview's (a reserved fictional number). */
  SAMPLE_CALLER: "+15550100",
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
  /** An OpenAI model's base URL when the form leaves it empty (the provider's own API). */
  OPENAI_DEFAULT_BASE_URL: "https://api.openai.com/v1",
  /** An Azure OpenAI model's API version when the form leaves it empty: the latest GA version of the inference API. */
  AZURE_DEFAULT_API_VERSION: "2024-10-21",
  BASE_URL_MAX: 500,
  API_KEY_MAX: 1000,
  /** A model id as providers spell them: "gpt-4o-mini", "llama3.1:8b", "meta-llama/Llama-3.1-8B-Instruct". */
  MODEL_ID_PATTERN: /^[A-Za-z0-9._:/@+-]{1,200}$/,
  /** An Azure OpenAI deployment's name (letters, digits, "-", "_" and "."; at most 64). */
  AZURE_DEPLOYMENT_PATTERN: /^[A-Za-z0-9._-]{1,64}$/,
  /** An Azure OpenAI API version: "2024-10-21", "2025-01-01-preview". */
  AZURE_API_VERSION_PATTERN: /^\d{4}-\d{2}-\d{2}(-preview)?$/,
  /** Test connection: the smallest request (one user message, one token). */
  TEST_MESSAGE: "ping",
  TEST_MAX_TOKENS: 1,
  /** How long the console waits for a test's answer: the longest model timeout, and a margin for the connection. */
  TEST_CONSOLE_WAIT_MS: (120 + 15) * TIME.SECOND_MS,
  /** A provider's error body is quoted up to this many characters when it carries no error.message. */
  ERROR_QUOTE_MAX: 500,
  /** A streamed answer is read up to this size; past it the stream is cut and the call says so. */
  MAX_RESPONSE_BYTES: 4 * 1024 * 1024,
} as const;

/** Outbound requests to a URL a customer supplied (tools, documents, models). */
export const AI_OUTBOUND = {
  /** Redirects followed at most (each hop is checked again). */
  MAX_REDIRECTS: 3,
  CONNECT_TIMEOUT_MS: 5 * TIME.SECOND_MS,
} as const;

/**
 * The embedded agent engine (platform/ai/engine; docs/features/ai-framework.md#the-engine): how sure
 * the intent classifier must be, how much it keeps in memory, and how far a template may nest.
 */
export const AI_ENGINE = {
  /**
   * An intent answers only when its score (nlp.js's neural classifier, squared and normalised over the
   * agent's intents, 0–1) is at least this: below it the turn is "no match" and goes on to the
   * documents and the fallback answer (nlp.js's own default threshold).
   */
  INTENT_THRESHOLD: 0.5,
  /** Trained classifiers kept in memory, by the hash of their intents (least recently used leaves first). */
  CLASSIFIER_CACHE_SIZE: 64,
  /** `{{#if}}` blocks inside one another, and parentheses inside one condition, at most. */
  TEMPLATE_MAX_DEPTH: 32,
  /** Sentences of a document chunk an answer quotes at most (the ones sharing most words with the question). */
  DOCUMENT_ANSWER_SENTENCES: 2,
  /** Rounds of tool calls a real model may ask for in one turn before its answer is taken as it is. */
  MODEL_TOOL_ROUNDS: 3,
  /**
   * Characters of an utterance the engine reads for its intent, slots and a tool's arguments (about
   * 100 spoken words; the rest of a longer one is not read): reading values costs time with the length.
   */
  UTTERANCE_MAX_CHARACTERS: 500,
  /** Stems the word stemmer remembers before it starts afresh (its cache would otherwise grow with every new word). */
  STEM_CACHE_MAX: 50_000,
} as const;

/** The platform's OpenAI-compatible chat-completions endpoint (docs/features/ai-framework.md#openai-compatible-endpoint). */
export const AI_CHAT_COMPLETIONS = {
  /** A request's JSON body at most (messages carry whole prompts and documents). */
  BODY_MAX_BYTES: 1024 * 1024,
  /** Messages in one request at most. */
  MESSAGES_MAX: 500,
  /** Tools in one request at most (OpenAI's own limit). */
  TOOLS_MAX: 128,
  /** Characters of the earlier messages (in order, the system prompt first) an answer is looked for in: reading costs time with the length. */
  CONTEXT_MAX_CHARACTERS: 200_000,
  /** Sentences of the conversation an answer quotes at most. */
  ANSWER_SENTENCES: 2,
  /** The embedded model's `created` (Unix seconds): the day the engine was introduced, never the clock. */
  MODEL_CREATED_SECONDS: 1_795_910_400,
  /** Who owns the embedded model in GET /models. */
  MODEL_OWNER: "voice-console",
  /** Every answer's system_fingerprint: the same configuration gives the same answers. */
  SYSTEM_FINGERPRINT: "embedded-deterministic",
} as const;
