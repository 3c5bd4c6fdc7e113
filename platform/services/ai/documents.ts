/**
 * AI documents on the entity store (ADR 010, docs/features/ai-framework.md#documents): the AIFRAMEWORK
 * roles, AI_LIMITS_PER_ACCOUNT.DOCUMENTS per account, names unique in the account. A create with
 * pasted text or a URL is JSON (the entity router's create); an upload is multipart, streamed to a
 * file under the data folder and refused (413) as soon as it passes AI_DOCUMENTS.MAX_UPLOAD_BYTES. A
 * URL leading to a private address is refused when it is saved (and again when it is fetched). Every
 * new document, and every new chunk size, is processed in the background (platform/ai/documents/jobs.ts).
 *
 * Beside the collection: GET /documents/{id}/chunks (the chunk browser) and POST /documents/retrieval-test.
 */
import busboy from "busboy";
import express, { type Request } from "express";
import { createWriteStream, mkdirSync, renameSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { AI_DOCUMENTS, AI_LIMITS_PER_ACCOUNT } from "../../../contract/limits/ai";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { formatMessage } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  AI_DOCUMENTS_API,
  AI_DOCUMENTS_LIST_SPEC,
  DOCUMENT_MESSAGES,
  DocumentCreateSchema,
  documentEditSchema,
  DocumentJsonCreateSchema,
  formatOfFileName,
  RetrievalTestSchema,
  type DocumentChunk,
  type DocumentDetail,
  type DocumentEditForm,
  type DocumentRow,
  type RetrievalTestAnswer,
} from "../../../contract/wire/aiDocuments";
import { dropDocumentIndex, indexTextNow } from "../../ai/documents/index";
import {
  documentsDir,
  newIncomingPath,
  removeFile,
  removeSourceFiles,
  resumeDocuments,
  scheduleDocument,
  uploadPath,
} from "../../ai/documents/jobs";
import { questionTerms, retrieve } from "../../ai/documents/retrieve";
import type { PlatformContext } from "../../context";
import { baseRow, isoTime, type DbRow, type EntityDefinition } from "../../entities/definition";
import { mountEntity } from "../../entities/router";
import { createEntity, getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, HttpError, route } from "../../http/errors";
import { checkOutboundUrl, outboundPolicyOf } from "../../http/outbound";
import { searchParams } from "../../http/query";
import { sendList } from "../lookups";

const DOCUMENT_ROLES = {
  read: [ROLES.AIFRAMEWORK_READ],
  create: [ROLES.AIFRAMEWORK_CREATE],
  update: [ROLES.AIFRAMEWORK_UPDATE],
  delete: [ROLES.AIFRAMEWORK_DELETE],
} as const;

const nullableText = (value: unknown) => (typeof value === "string" ? value : null);
const nullableTime = (value: unknown) => (value === null || value === undefined ? null : isoTime(value));

function rowOf(r: DbRow, withAccount: boolean): DocumentRow {
  return {
    ...baseRow(r, withAccount),
    source: r.source as DocumentRow["source"],
    format: (r.format as DocumentRow["format"]) ?? null,
    fileName: nullableText(r.file_name),
    url: nullableText(r.url),
    status: r.status as DocumentRow["status"],
    error: nullableText(r.error),
    chunkSize: Number(r.chunk_size),
    characters: Number(r.characters ?? 0),
    chunks: Number(r.chunk_count ?? 0),
    updatedAt: nullableTime(r.updated_at),
    processedAt: nullableTime(r.processed_at),
  };
}

/** The columns of a new document (its source's; the text itself is read in afterWrite). */
function createColumns(form: Record<string, unknown>) {
  const source = String(form.source);
  const file = typeof form.file === "string" ? form.file : null;
  return {
    name: String(form.name),
    source,
    // Pasted text is read as Markdown; a URL's format is known once its answer is read.
    format: source === "upload" && file ? formatOfFileName(file) : source === "text" ? "md" : null,
    file_name: source === "upload" ? file : null,
    url: source === "url" ? String(form.url) : null,
    chunk_size: Number(form.chunkSize),
    status: "Processing",
  };
}

export const AI_DOCUMENTS_ENTITY: EntityDefinition<DocumentEditForm, DocumentRow, DocumentDetail> = {
  key: "ai-documents",
  api: AI_DOCUMENTS_API,
  listSpec: AI_DOCUMENTS_LIST_SPEC,
  table: "ai_documents",
  roles: DOCUMENT_ROLES,
  fields: {
    source: "t.source",
    format: "t.format",
    status: "t.status",
    characters: "t.characters",
    chunks: "t.chunk_count",
    chunkSize: "t.chunk_size",
    updatedAt: "t.updated_at",
  },
  search: ["t.name", "t.file_name", "t.url", "a.name"],
  form: documentEditSchema,
  create: {
    form: () => DocumentJsonCreateSchema,
    columns: (form) => createColumns(form),
    // docs/security.md#outbound-requests: a URL that leads to a private address is refused when saved.
    async prepare(form, ctx) {
      if (form.source === "url") {
        const refusal = await checkOutboundUrl(String(form.url), outboundPolicyOf(ctx.config));
        if (refusal) throw badRequest(`url: ${refusal}`);
      }
      return {};
    },
  },
  secrets: [],
  secretsInUse: () => [],
  // A new chunk size cuts the document again (the next generation of its chunks); a new name does not.
  columns: (form, _ctx, { existing }) => ({
    name: form.name,
    chunk_size: form.chunkSize,
    ...(existing && Number(existing.chunk_size) !== form.chunkSize
      ? { status: "Processing", error: null, generation: Number(existing.generation) + 1 }
      : {}),
  }),
  afterWrite(ctx, write) {
    if (write.op === "create" && write.form.source === "text") {
      // Pasted text is at hand: read and cut in the create's transaction (Ready at once).
      indexTextNow(
        ctx.db,
        {
          documentId: write.id,
          accountId: write.accountId,
          generation: 1,
          chunkSize: Number(write.form.chunkSize),
        },
        String(write.form.text),
        ctx.now(),
      );
      return;
    }
    const status = ctx.db.prepare("SELECT status FROM ai_documents WHERE id = ?").pluck().get(write.id);
    // After the transaction commits: the queue reads the row as it is then.
    if (status === "Processing") scheduleDocument(ctx, write.id);
  },
  afterDelete(ctx, row) {
    dropDocumentIndex(ctx.db, row.id);
    removeSourceFiles(ctx, row.id);
  },
  toRow: rowOf,
  toDetail: (r, withAccount, secretsSet) => ({ ...rowOf(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: DocumentRow) => r.accountId },
          { header: "Account Name", value: (r: DocumentRow) => r.accountName },
        ]
      : []),
    { header: "Document ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Source", value: (r) => r.source },
    { header: "Format", value: (r) => r.format },
    { header: "File Name", value: (r) => r.fileName },
    { header: "URL", value: (r) => r.url },
    { header: "Status", value: (r) => r.status },
    { header: "Reason", value: (r) => (r.error ? formatMessageRef(r.error) : null) },
    { header: "Characters", value: (r) => r.characters },
    { header: "Chunks", value: (r) => r.chunks },
    { header: "Chunk Size", value: (r) => r.chunkSize },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting documents",
    ready: "Documents export is ready",
    failed: "Documents export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: AI_LIMITS_PER_ACCOUNT.DOCUMENTS, message: "warning_max_ai_documents_reached" }),
    uniqueName: true,
  },
};

/** A message reference (`key?max=20 MB`) in English words. */
function formatMessageRef(ref: string): string {
  const at = ref.indexOf("?");
  return at < 0
    ? formatMessage(ref)
    : formatMessage(ref.slice(0, at), Object.fromEntries(new URLSearchParams(ref.slice(at + 1))));
}

/** The multipart create: the same definition, whose create form takes an upload (the file travels beside the fields). */
const UPLOAD_ENTITY: typeof AI_DOCUMENTS_ENTITY = {
  ...AI_DOCUMENTS_ENTITY,
  create: { ...AI_DOCUMENTS_ENTITY.create!, form: () => DocumentCreateSchema },
};

/** The fields of a multipart create: every part but the file, which is streamed to disk. */
const UPLOAD_FIELDS = ["name", "source", "url", "text", "chunkSize"] as const;

interface ReceivedUpload {
  fields: Record<string, string>;
  /** The `file` part, once written: where, and the name it was chosen by. */
  file: { path: string; name: string } | null;
}

/** 413 as soon as the file passes the limit: the file is not read further and what was written is removed. */
const tooLarge = () =>
  // The rest of the body is not read: the connection closes once the answer is sent.
  new HttpError(413, `file: ${DOCUMENT_MESSAGES.tooLarge}`, undefined, { Connection: "close" });

/**
 * Reads a multipart create: its fields into memory (bounded: pasted text is the largest), its one
 * `file` part streamed to a new file of `incoming/`.
 */
function receiveUpload(ctx: PlatformContext, req: Request): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: UPLOAD_FIELDS.length + 4,
          fieldSize: AI_DOCUMENTS.MAX_PASTED_CHARACTERS * 4,
          // busboy says `limit` on reaching this size: one byte past the most a document may be.
          fileSize: AI_DOCUMENTS.MAX_UPLOAD_BYTES + 1,
        },
      });
    } catch {
      return reject(badRequest("The request is not a multipart form"));
    }
    const fields: Record<string, string> = {};
    let file: ReceivedUpload["file"] = null;
    let writing: Promise<void> = Promise.resolve();
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      if (file) removeFile(file.path);
      reject(error);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(badRequest(`${name}: ${DOCUMENT_MESSAGES.textLength}`));
      if ((UPLOAD_FIELDS as readonly string[]).includes(name)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || file || !info.filename) {
        stream.resume();
        return;
      }
      file = { path: newIncomingPath(ctx), name: info.filename };
      stream.on("limit", () => fail(tooLarge()));
      writing = pipeline(stream, createWriteStream(file.path, { mode: 0o600 })).catch((error: Error) => fail(error));
    });
    parser.on("error", (error: Error) => fail(badRequest(error.message)));
    parser.on("close", () => {
      writing.then(() => {
        if (!failed) resolve({ fields, file });
      }, reject);
    });
    req.pipe(parser);
  });
}

/** A form field as the create's JSON would carry it: an empty field is none, the chunk size a number. */
function formOf(upload: ReceivedUpload): Record<string, unknown> {
  const { fields } = upload;
  const chunkSize = fields.chunkSize?.trim();
  return {
    name: fields.name,
    source: fields.source,
    url: fields.url,
    text: fields.text,
    file: upload.file?.name,
    chunkSize: chunkSize ? Number(chunkSize) : undefined,
  };
}

const isMultipart = (req: Request) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");

/** A positive integer query parameter, its default when absent, 400 otherwise. */
function intParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = params.get(name);
  if (value === null || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw badRequest(`Parameter "${name}" must be a whole number from 1 to ${max}`);
  return Number(value);
}

export function mountDocuments(ctx: PlatformContext, router: express.Router): void {
  const auth = authenticate(ctx);
  const { collection } = AI_DOCUMENTS_API;
  // Before the entity router's own parser (which then finds the body read): pasted text is up to 200,000 characters.
  router.use(collection, express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_AI_DOCUMENTS_BYTES }));

  // An upload: multipart only (a JSON create goes on to the entity router's).
  router.post(
    collection,
    (req, _res, next) => next(isMultipart(req) ? undefined : "route"),
    auth,
    requireRoles(DOCUMENT_ROLES.create),
    route(async (req, res) => {
      const caller = callerOf(req);
      const upload = await receiveUpload(ctx, req);
      const temporary = upload.file?.path ?? null;
      try {
        const id = await createEntity(ctx, UPLOAD_ENTITY, caller.accountId, formOf(upload), caller.sub);
        if (temporary && upload.fields.source === "upload") {
          // An upload kept only when its document is: the create's transaction has committed.
          mkdirSync(documentsDir(ctx), { recursive: true });
          renameSync(temporary, uploadPath(ctx, id));
        }
        res.status(201).json({ id });
      } finally {
        if (temporary) removeFile(temporary);
      }
    }),
  );

  router.get(
    `${collection}/:id/chunks`,
    auth,
    requireRoles(DOCUMENT_ROLES.read),
    route((req, res) => {
      const caller = callerOf(req);
      const doc = getEntity(ctx, AI_DOCUMENTS_ENTITY, String(req.params.id), caller.isAdmin ? null : caller.accountId);
      const params = searchParams(req);
      const limit = intParam(params, "limit", AI_DOCUMENTS.CHUNKS_PAGE_SIZE, 100);
      const page = intParam(params, "page", 1, 1_000_000);
      const generation = Number(doc.live_generation);
      const total = ctx.db
        .prepare("SELECT COUNT(*) FROM ai_document_chunks WHERE document_id = ? AND generation = ?")
        .pluck()
        .get(doc.id, generation) as number;
      const chunks = (
        ctx.db
          .prepare(
            `SELECT id, position, heading, text FROM ai_document_chunks WHERE document_id = ? AND generation = ?
             ORDER BY position LIMIT ? OFFSET ?`,
          )
          .all(doc.id, generation, limit, (page - 1) * limit) as {
          id: number;
          position: number;
          heading: string;
          text: string;
        }[]
      ).map((c): DocumentChunk => ({
        id: String(c.id),
        position: c.position,
        heading: c.heading,
        text: c.text,
        characters: c.text.length,
      }));
      sendList(res, chunks, () => ({ chunks, pages: { totalElements: total, number: page } }));
    }),
  );

  router.post(
    `${collection}/retrieval-test`,
    auth,
    requireRoles(DOCUMENT_ROLES.read),
    route((req, res) => {
      const caller = callerOf(req);
      const input = RetrievalTestSchema.parse(req.body ?? {});
      // None named: every document of the caller's own account (retrieve keeps to that account whatever is named).
      const ids =
        input.documentIds ??
        (ctx.db
          .prepare("SELECT id FROM ai_documents WHERE account_id = ? AND deleted_at IS NULL")
          .pluck()
          .all(caller.accountId) as string[]);
      const { chunks, threshold } = retrieve(ctx.db, caller.accountId, ids, input.question, { topK: input.topK });
      const answer: RetrievalTestAnswer = { terms: questionTerms(input.question), threshold, chunks };
      res.json(answer);
    }),
  );

  mountEntity(ctx, router, AI_DOCUMENTS_ENTITY);
  // The documents a stopped platform left Processing, once the routers are in place.
  setImmediate(() => {
    if (ctx.db.open) resumeDocuments(ctx);
  });
}
