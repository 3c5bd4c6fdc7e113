/**
 * AI documents (docs/features/ai-framework.md#documents; docs/product.md#ai-entities "Document";
 * docs/product.md#endpoint-names "AI framework: documents"): what an agent answers from. A document is
 * uploaded (text, Markdown, HTML, PDF or Word), fetched from a URL or pasted; the platform reads it in
 * the background (Processing, then Ready or Failed with the reason), cuts it at its headings toward
 * the chosen chunk size and indexes the chunks for retrieval (SQLite FTS5, BM25).
 *
 * Beside the entity collection (contract/entities.ts): a document's chunks, paged, and the retrieval
 * test, which ranks the chunks of the account's documents for a question as an agent's turn would.
 */
import { z } from "zod";
import { AI_DOCUMENTS } from "../limits/ai";
import { PATTERNS } from "../limits/patterns";
import { entityListSpec, EntityRowBaseSchema, optionalText, SecretsSetSchema, type EntityApi } from "../entities";
import { AI_FRAMEWORK_BASE } from "./aiFramework";
import { messageWithParams } from "./myAccount";
import { RetrievedChunkSchema } from "./aiTurns";

export const AI_DOCUMENTS_API: EntityApi = {
  base: AI_FRAMEWORK_BASE,
  collection: "/documents",
  report: "/reports/documents",
  rowsKey: "documents",
};

/** The endpoints beside the collection. */
export const AI_DOCUMENT_PATHS = {
  /** GET: a document's chunks in order, `?page=&limit=` (204 when it has none). */
  chunks: (id: string) => `${AI_FRAMEWORK_BASE}/documents/${encodeURIComponent(id)}/chunks`,
  /** POST {question, documentIds?, topK}: the ranked chunks, their scores and matched words, and the threshold. */
  retrievalTest: `${AI_FRAMEWORK_BASE}/documents/retrieval-test`,
} as const;

/** Where a document comes from. */
export const DOCUMENT_SOURCES = ["upload", "url", "text"] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The formats the platform reads; pasted text is read as Markdown (its # headings count). */
export const DOCUMENT_FORMATS = ["txt", "md", "html", "pdf", "docx"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Between the headings of a chunk's heading path ("Billing › Refunds"). */
export const HEADING_PATH_SEPARATOR = " › ";

/** Processing (read, cut, indexed in the background), then Ready, or Failed with the reason. */
export const DOCUMENT_STATUSES = ["Processing", "Ready", "Failed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A file's format by its name's extension (the one thing an upload names for sure). */
const FILE_EXTENSIONS: Readonly<Record<string, DocumentFormat>> = {
  txt: "txt",
  text: "txt",
  md: "md",
  markdown: "md",
  html: "html",
  htm: "html",
  pdf: "pdf",
  docx: "docx",
};

/** The format of an uploaded file by its name, or null when the platform does not read it. */
export function formatOfFileName(fileName: string): DocumentFormat | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  return FILE_EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/** The file input's `accept`: the extensions and their media types. */
export const DOCUMENT_FILE_ACCEPT = [
  ...Object.keys(FILE_EXTENSIONS).map((e) => `.${e}`),
  "text/plain",
  "text/markdown",
  "text/html",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/** A fetched answer's format by its media type, else by the URL's extension; null when unreadable. */
export function formatOfAnswer(contentType: string | undefined, url: string): DocumentFormat | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const byType: Readonly<Record<string, DocumentFormat>> = {
    "text/plain": "txt",
    "text/markdown": "md",
    "text/x-markdown": "md",
    "text/html": "html",
    "application/xhtml+xml": "html",
    "application/pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  };
  let path = "";
  try {
    path = new URL(url).pathname;
  } catch {
    // not a URL: the media type alone decides
  }
  const byName = formatOfFileName(path);
  // A text/plain answer of a .md file is Markdown (many servers know no Markdown type).
  if (type === "text/plain" && byName === "md") return "md";
  return byType[type] ?? (type === "" || type === "application/octet-stream" ? byName : null);
}

/** Megabytes as the messages say them. */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The field errors whose limits the messages name (message references with parameters). */
export const DOCUMENT_MESSAGES = {
  tooLarge: messageWithParams("validation_ai_document_too_large", { max: megabytes(AI_DOCUMENTS.MAX_UPLOAD_BYTES) }),
  /** A fetched document past the limit (a status's reason). */
  fetchedTooLarge: messageWithParams("error_ai_document_too_large", { max: megabytes(AI_DOCUMENTS.MAX_UPLOAD_BYTES) }),
  textLength: messageWithParams("validation_ai_document_text_length", {
    max: AI_DOCUMENTS.MAX_PASTED_CHARACTERS.toLocaleString("en-US"),
  }),
  chunkSize: messageWithParams("validation_ai_document_chunk_size", {
    min: AI_DOCUMENTS.CHUNK_SIZE_MIN.toLocaleString("en-US"),
    max: AI_DOCUMENTS.CHUNK_SIZE_MAX.toLocaleString("en-US"),
  }),
  question: messageWithParams("validation_retrieval_question", {
    max: AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS.toLocaleString("en-US"),
  }),
  topK: messageWithParams("validation_retrieval_top_k", { max: AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX }),
} as const;

/** A file input's value as its name (a browser's File, in the form's own check before it is sent). */
const fileName = (value: unknown) =>
  value !== null && typeof value === "object" && typeof (value as { name?: unknown }).name === "string"
    ? (value as { name: string }).name
    : value;

const name = z
  .string({ required_error: "validation_field_required" })
  .trim()
  .regex(PATTERNS.NAME, "validation_name_rule");

/** The chunk size a document is cut toward (docs/decisions/015-embedded-agent-engine.md "chunks of 200–4,000 characters"). */
const chunkSize = z
  .number({ invalid_type_error: DOCUMENT_MESSAGES.chunkSize })
  .int(DOCUMENT_MESSAGES.chunkSize)
  .min(AI_DOCUMENTS.CHUNK_SIZE_MIN, DOCUMENT_MESSAGES.chunkSize)
  .max(AI_DOCUMENTS.CHUNK_SIZE_MAX, DOCUMENT_MESSAGES.chunkSize)
  .default(AI_DOCUMENTS.CHUNK_SIZE_DEFAULT);

const DocumentCreateObject = z.object({
  name,
  source: z.enum(DOCUMENT_SOURCES, {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined || ctx.data === "" ? "validation_radio_required" : "validation_field_invalid",
    }),
  }),
  /** The uploaded file's name (the upload itself travels beside the form, multipart; a browser's File reads as its name). */
  file: z.preprocess(fileName, optionalText(z.string().max(255, "validation_ai_document_type"))),
  url: optionalText(z.string().trim().url("validation_invalid_url").max(2048, "validation_invalid_url")),
  text: optionalText(z.string().max(AI_DOCUMENTS.MAX_PASTED_CHARACTERS, DOCUMENT_MESSAGES.textLength)),
  chunkSize,
});
export type DocumentCreateInput = z.input<typeof DocumentCreateObject>;
export type DocumentCreateForm = z.infer<typeof DocumentCreateObject>;

/** What each source needs: a readable file's name, a URL, or text. */
function sourceRules(form: DocumentCreateForm, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (form.source === "upload") {
    if (!form.file) issue("file", "validation_ai_document_file_required");
    else if (!formatOfFileName(form.file)) issue("file", "validation_ai_document_type");
  }
  if (form.source === "url" && !form.url) issue("url", "validation_field_required");
  if (form.source === "text" && !form.text?.trim()) issue("text", "validation_ai_document_text_required");
}

/**
 * The create form (the console's dialog, and the platform's multipart upload): a name, the source and
 * what it needs, the chunk size. Only the chosen source's field is kept; the others are ignored.
 */
export const DocumentCreateSchema = DocumentCreateObject.superRefine(sourceRules).transform((form) => ({
  name: form.name,
  source: form.source,
  file: form.source === "upload" ? form.file : undefined,
  url: form.source === "url" ? form.url : undefined,
  text: form.source === "text" ? form.text : undefined,
  chunkSize: form.chunkSize,
}));

/**
 * The create of a JSON body (POST {ai framework}/documents with a URL or pasted text): an upload's file
 * travels only in a multipart body, so a JSON "upload" has no file.
 */
export const DocumentJsonCreateSchema = DocumentCreateObject.superRefine((form, ctx) => {
  if (form.source === "upload")
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["file"], message: "validation_ai_document_file_required" });
  else sourceRules(form, ctx);
}).transform((form) => ({
  name: form.name,
  source: form.source,
  url: form.source === "url" ? form.url : undefined,
  text: form.source === "text" ? form.text : undefined,
  chunkSize: form.chunkSize,
}));

/** The edit: the name, and the chunk size (a new size cuts the document again). */
export const DocumentEditSchema = z.object({ name, chunkSize });
export type DocumentEditForm = z.infer<typeof DocumentEditSchema>;
/** The edit's schema in the entity pattern's shape (a document holds no secrets). */
export const documentEditSchema = (_secretsSet: readonly string[] = []) => DocumentEditSchema;

/** A row of the documents list. */
export const DocumentRowSchema = EntityRowBaseSchema.extend({
  source: z.enum(DOCUMENT_SOURCES),
  /** Null until a URL's answer is read (its media type decides). */
  format: z.enum(DOCUMENT_FORMATS).nullable(),
  fileName: z.string().nullable(),
  url: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why it failed: a message key. */
  error: z.string().nullable(),
  chunkSize: z.number().int(),
  /** Characters of the text read from the source (headings included). */
  characters: z.number().int().nonnegative(),
  chunks: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
  /** When its chunks were last made. */
  processedAt: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof DocumentRowSchema>;

/** GET {ai framework}/documents/{id}: the row, as the dialogs read it. */
export const DocumentDetailSchema = DocumentRowSchema.extend({ secretsSet: SecretsSetSchema });
export type DocumentDetail = z.infer<typeof DocumentDetailSchema>;

/** The list grammar of GET {ai framework}/documents. */
export const AI_DOCUMENTS_LIST_SPEC = entityListSpec({
  source: { type: "enum", values: DOCUMENT_SOURCES, sortable: true, ops: ["="] },
  format: { type: "enum", values: DOCUMENT_FORMATS, sortable: true, ops: ["="] },
  status: { type: "enum", values: DOCUMENT_STATUSES, sortable: true, ops: ["="] },
  characters: { type: "number", sortable: true },
  chunks: { type: "number", sortable: true },
  chunkSize: { type: "number", sortable: true },
  updatedAt: { type: "date", sortable: true },
});

/** One chunk of a document, as the chunk browser shows it. */
export const DocumentChunkSchema = z.object({
  id: z.string(),
  /** 1 for the document's first chunk. */
  position: z.number().int().positive(),
  /** The heading path it sits under ("Billing › Refunds"); empty before the first heading. */
  heading: z.string(),
  text: z.string(),
  characters: z.number().int().nonnegative(),
});
export type DocumentChunk = z.infer<typeof DocumentChunkSchema>;

export const DocumentChunksPageSchema = z.object({
  chunks: z.array(DocumentChunkSchema),
  pages: z.object({ totalElements: z.number().int().nonnegative(), number: z.number().int().positive() }),
});
export type DocumentChunksPage = z.infer<typeof DocumentChunksPageSchema>;

/** The retrieval test's question (a form: topK posts as text, documentIds as repeated fields). */
export const RetrievalTestSchema = z.object({
  question: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS, DOCUMENT_MESSAGES.question),
  /** The documents to search; none: every document of the account. */
  documentIds: z
    .array(z.string().max(100))
    .max(200)
    .optional()
    .transform((ids) => (ids && ids.length ? [...new Set(ids)] : undefined)),
  topK: z
    .number({ invalid_type_error: DOCUMENT_MESSAGES.topK })
    .int(DOCUMENT_MESSAGES.topK)
    .min(1, DOCUMENT_MESSAGES.topK)
    .max(AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX, DOCUMENT_MESSAGES.topK)
    .default(AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT),
});
export type RetrievalTestInput = z.input<typeof RetrievalTestSchema>;

/** The ranked chunks (best first: score, then chunk id), the words searched and the threshold. */
export const RetrievalTestAnswerSchema = z.object({
  /** The question's words that were searched: stop words dropped, each once. */
  terms: z.array(z.string()),
  /** Chunks scoring below it are listed but not used (docs/features/ai-framework.md#documents). */
  threshold: z.number(),
  chunks: z.array(RetrievedChunkSchema),
});
export type RetrievalTestAnswer = z.infer<typeof RetrievalTestAnswerSchema>;
