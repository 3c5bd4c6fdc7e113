/**
 * Processing documents in the background (docs/features/ai-framework.md#documents "Status"): a small
 * in-process queue, one document at a time (reading and indexing is CPU work, and the machine has
 * other requests to answer). A document is read from its source once (an upload's file, a URL fetched
 * to a file: both under the data folder, streamed, up to AI_DOCUMENTS.MAX_UPLOAD_BYTES), its blocks
 * kept, then cut and indexed; a new chunk size cuts the kept blocks again. Everything a run needs is
 * in the document's row and files, so a platform stopped mid-run resumes its Processing documents at
 * the next start (`resumeDocuments`), as the Teams connections' creations do.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import { DOCUMENT_MESSAGES, formatOfAnswer, type DocumentFormat } from "../../../contract/wire/aiDocuments";
import type { PlatformContext } from "../../context";
import { OutboundError, outboundPolicyOf, outboundRequest } from "../../http/outbound";
import { BlockWriter, clearBlocks, failDocument, indexDocument, StaleWork } from "./index";
import { DocumentFailure, readDocumentFile } from "./parse";

/** The documents' files: uploads and fetched pages waiting to be read, and uploads still arriving (`incoming/`). */
export const documentsDir = (ctx: PlatformContext) => join(ctx.config.dataDir, "ai-documents");
export const incomingDir = (ctx: PlatformContext) => join(documentsDir(ctx), "incoming");
/** An upload's file, kept until the document is read. */
export const uploadPath = (ctx: PlatformContext, id: string) => join(documentsDir(ctx), `${id}.upload`);
const fetchedPath = (ctx: PlatformContext, id: string) => join(documentsDir(ctx), `${id}.fetched`);

/** A file in `incoming/` for an upload as it arrives. */
export function newIncomingPath(ctx: PlatformContext): string {
  mkdirSync(incomingDir(ctx), { recursive: true });
  return join(incomingDir(ctx), `${randomUUID()}.part`);
}

/** Removes a file if it is there. */
export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

/** Removes the source files of a document (its delete, or once it is read). */
export function removeSourceFiles(ctx: PlatformContext, id: string): void {
  for (const path of [uploadPath(ctx, id), fetchedPath(ctx, id), `${fetchedPath(ctx, id)}.part`]) removeFile(path);
}

interface Queue {
  pending: string[];
  running: string | null;
  /** Resolved when the queue has nothing left to do. */
  idle: (() => void)[];
}

const queues = new WeakMap<PlatformContext, Queue>();

function queueOf(ctx: PlatformContext): Queue {
  let q = queues.get(ctx);
  if (!q) {
    q = { pending: [], running: null, idle: [] };
    queues.set(ctx, q);
  }
  return q;
}

/** Processes the document soon (once: a document already waiting is not queued twice). */
export function scheduleDocument(ctx: PlatformContext, id: string): void {
  const q = queueOf(ctx);
  if (!q.pending.includes(id)) q.pending.push(id);
  setImmediate(() => pump(ctx));
}

/** Settles once no document waits or runs (tests, the benchmark). */
export function documentsSettled(ctx: PlatformContext): Promise<void> {
  const q = queueOf(ctx);
  if (q.running === null && q.pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => q.idle.push(resolve));
}

function pump(ctx: PlatformContext): void {
  const q = queueOf(ctx);
  if (q.running !== null) return;
  const id = q.pending.shift();
  if (id === undefined || !ctx.db.open) {
    if (!ctx.db.open) q.pending.length = 0;
    for (const resolve of q.idle.splice(0)) resolve();
    return;
  }
  q.running = id;
  processDocument(ctx, id)
    .catch((error: unknown) => console.error("[ai-documents] processing failed", id, error))
    .finally(() => {
      q.running = null;
      pump(ctx);
    });
}

/**
 * At start-up: uploads a stopped platform was still receiving are removed, and the documents it left
 * Processing are queued again (their source files are still there; a URL is fetched again).
 */
export function resumeDocuments(ctx: PlatformContext): void {
  if (existsSync(incomingDir(ctx)))
    for (const name of readdirSync(incomingDir(ctx))) removeFile(join(incomingDir(ctx), name));
  const ids = ctx.db
    .prepare("SELECT id FROM ai_documents WHERE status = 'Processing' AND deleted_at IS NULL ORDER BY created_at, id")
    .pluck()
    .all() as string[];
  for (const id of ids) scheduleDocument(ctx, id);
}

interface DocumentRow {
  id: string;
  account_id: string;
  source: string;
  format: DocumentFormat | null;
  url: string | null;
  chunk_size: number;
  status: string;
  parsed: number;
  generation: number;
  deleted_at: number | null;
}

/** Counts the bytes going through, and fails past the document limit. */
function byteLimit(onTooLarge: () => Error): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > AI_DOCUMENTS.MAX_UPLOAD_BYTES) return done(onTooLarge());
      done(null, chunk);
    },
  });
}

/**
 * Fetches a URL document's answer to a file (through outbound.ts: private addresses refused at
 * connect time too, every redirect checked), up to the document limit, and names its format.
 */
async function fetchSource(ctx: PlatformContext, doc: DocumentRow): Promise<{ path: string; format: DocumentFormat }> {
  const path = fetchedPath(ctx, doc.id);
  const part = `${path}.part`;
  mkdirSync(documentsDir(ctx), { recursive: true });
  try {
    const answer = await outboundRequest(doc.url ?? "", {
      timeoutMs: AI_DOCUMENTS.FETCH_TIMEOUT_MS,
      policy: outboundPolicyOf(ctx.config),
      headers: {
        Accept:
          "text/html, text/markdown, text/plain, application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document;q=0.9, */*;q=0.1",
      },
    });
    if (answer.status < 200 || answer.status >= 300) {
      answer.stream.resume();
      throw new DocumentFailure("error_ai_document_url_failed");
    }
    const format = formatOfAnswer(answer.headers["content-type"], answer.url);
    if (!format) {
      answer.stream.destroy();
      throw new DocumentFailure("error_ai_document_url_type");
    }
    await pipeline(
      answer.stream,
      byteLimit(() => new DocumentFailure(DOCUMENT_MESSAGES.fetchedTooLarge)),
      createWriteStream(part, { mode: 0o600 }),
    );
    renameSync(part, path);
    return { path, format };
  } catch (error) {
    removeFile(part);
    if (error instanceof DocumentFailure) throw error;
    if (error instanceof OutboundError && error.reason === "validation_url_private_address")
      throw new DocumentFailure("validation_url_private_address");
    throw new DocumentFailure("error_ai_document_url_failed");
  }
}

/** The file to read and its format: the upload's, or the URL's answer fetched now. */
async function sourceOf(ctx: PlatformContext, doc: DocumentRow): Promise<{ path: string; format: DocumentFormat }> {
  if (doc.source === "url") return fetchSource(ctx, doc);
  const path = uploadPath(ctx, doc.id);
  if (doc.source !== "upload" || !doc.format || !existsSync(path))
    throw new DocumentFailure("error_ai_document_source_missing");
  return { path, format: doc.format };
}

/** One run: read the source when the document has not been read yet, then cut and index it. */
async function processDocument(ctx: PlatformContext, id: string): Promise<void> {
  const doc = ctx.db.prepare("SELECT * FROM ai_documents WHERE id = ?").get(id) as DocumentRow | undefined;
  if (!doc || doc.deleted_at !== null || doc.status !== "Processing") return;
  const { generation } = doc;
  try {
    if (!doc.parsed) {
      clearBlocks(ctx.db, id, generation);
      const source = await sourceOf(ctx, doc);
      const writer = new BlockWriter(ctx.db, id, generation);
      await readDocumentFile(source.path, source.format, writer);
      if (writer.finish(source.format) === 0) throw new DocumentFailure("error_ai_document_empty");
      removeSourceFiles(ctx, id);
    }
    const chunks = await indexDocument(
      ctx.db,
      { documentId: id, accountId: doc.account_id, generation },
      doc.chunk_size,
      ctx.now,
    );
    if (chunks === 0) throw new DocumentFailure("error_ai_document_empty");
  } catch (error) {
    // Deleted, or asked to be cut again meanwhile (that run is queued): nothing of this run counts.
    if (error instanceof StaleWork || !ctx.db.open) return;
    const reason = error instanceof DocumentFailure ? error.reason : "error_ai_document_unreadable";
    if (!(error instanceof DocumentFailure)) console.error(`[ai-documents] ${id} could not be read:`, error);
    try {
      failDocument(ctx.db, id, generation, reason, ctx.now());
      // A source that cannot be read is of no use any more (a URL is fetched again on the next try).
      removeSourceFiles(ctx, id);
    } catch (stale) {
      if (!(stale instanceof StaleWork)) throw stale;
    }
  }
}
