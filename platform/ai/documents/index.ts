/**
 * Writing a document's text and chunks (docs/features/ai-framework.md#documents): its blocks as they
 * are read, then its chunks with their FTS5 rows (the triggers of migration 026 keep the index in
 * step). A big document is written in batches, each its own write transaction, so the platform keeps
 * answering meanwhile and memory holds one batch; a batch's transaction first checks that the document
 * still wants this work (not deleted, not asked to be cut again: `generation`), so a stale writer never
 * lands rows. The new chunks are tagged with their generation and become the ones retrieval uses in one
 * last transaction (`live_generation`), which also removes the old ones: a search sees the old chunks
 * or the new, never a mix.
 */
import type { Db } from "../../db/database";
import { writeTransaction } from "../../db/database";
import { Chunker, chunkBlocks, type Chunk } from "./chunk";
import { textBlocks, type Block, type BlockSink } from "./parse";

/** Blocks and chunks written per transaction. */
const BLOCK_BATCH = 500;
const CHUNK_BATCH = 200;
/** Blocks read per query when a document is cut (again). */
const BLOCK_PAGE = 1000;

/** The document no longer wants this work: deleted, or asked for another generation meanwhile. */
export class StaleWork extends Error {
  constructor() {
    super("the document changed while it was processed");
  }
}

/** An id as one index word: its characters in hex (letters and digits only, so the tokenizer keeps it whole). */
const word = (id: string) => Buffer.from(id, "utf8").toString("hex");

/** The index word of an account: every chunk of its documents holds it, and a search is held to it. */
export const accountScope = (accountId: string) => `a${word(accountId)}`;

interface DocumentState {
  deleted_at: number | null;
  generation: number;
}

/** Throws StaleWork unless the document is live and still wants `generation` (inside a write transaction). */
export function checkWanted(db: Db, documentId: string, generation: number): void {
  const row = db.prepare("SELECT deleted_at, generation FROM ai_documents WHERE id = ?").get(documentId) as
    DocumentState | undefined;
  if (!row || row.deleted_at !== null || row.generation !== generation) throw new StaleWork();
}

/** Forgets the blocks read so far (a read that starts again). */
export function clearBlocks(db: Db, documentId: string, generation: number): void {
  writeTransaction(db, () => {
    checkWanted(db, documentId, generation);
    db.prepare("DELETE FROM ai_document_blocks WHERE document_id = ?").run(documentId);
  });
}

/** Collects blocks and writes them a batch at a time; `finish` marks the document read. */
export class BlockWriter implements BlockSink {
  private batch: Block[] = [];
  private position = 0;
  private characters = 0;

  constructor(
    private readonly db: Db,
    private readonly documentId: string,
    private readonly generation: number,
  ) {}

  add(block: Block): void {
    this.batch.push(block);
    this.characters += block.text.length;
  }

  async checkpoint(): Promise<void> {
    if (this.batch.length >= BLOCK_BATCH) this.write();
    // Another request may run between two pieces of a big document.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Writes what is left and records the document as read: its characters, and its format when now known. */
  finish(format: string): number {
    this.write(() => {
      this.db
        .prepare("UPDATE ai_documents SET parsed = 1, characters = ?, format = ? WHERE id = ?")
        .run(this.characters, format, this.documentId);
    });
    return this.characters;
  }

  private write(then?: () => void): void {
    if (!this.db.open) throw new StaleWork();
    const blocks = this.batch;
    this.batch = [];
    writeTransaction(this.db, () => {
      checkWanted(this.db, this.documentId, this.generation);
      const insert = this.db.prepare(
        "INSERT INTO ai_document_blocks (document_id, position, level, text) VALUES (?, ?, ?, ?)",
      );
      for (const b of blocks) insert.run(this.documentId, ++this.position, b.level, b.text);
      then?.();
    });
  }
}

interface IndexTarget {
  documentId: string;
  accountId: string;
  generation: number;
}

function insertChunks(db: Db, target: IndexTarget, chunks: readonly Chunk[], firstPosition: number): void {
  const insert = db.prepare(
    `INSERT INTO ai_document_chunks (account_id, document_id, generation, position, heading, text, scope)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const scope = accountScope(target.accountId);
  chunks.forEach((c, i) =>
    insert.run(target.accountId, target.documentId, target.generation, firstPosition + i, c.heading, c.text, scope),
  );
}

/**
 * Makes `generation`'s chunks the ones in use: the document turns Ready with its counts, and every
 * other generation's chunks (and their index rows) go. Inside a write transaction.
 */
function goLive(db: Db, target: IndexTarget, chunkCount: number, now: number): void {
  checkWanted(db, target.documentId, target.generation);
  db.prepare("DELETE FROM ai_document_chunks WHERE document_id = ? AND generation <> ?").run(
    target.documentId,
    target.generation,
  );
  db.prepare(
    `UPDATE ai_documents SET status = 'Ready', error = NULL, chunk_count = ?, live_generation = ?, processed_at = ?
     WHERE id = ?`,
  ).run(chunkCount, target.generation, now, target.documentId);
}

/**
 * Cuts the document's blocks at `chunkSize` into `generation`'s chunks, a batch per transaction, then
 * makes them the ones in use. Returns the number of chunks.
 */
export async function indexDocument(
  db: Db,
  target: IndexTarget,
  chunkSize: number,
  now: () => number,
): Promise<number> {
  writeTransaction(db, () => {
    checkWanted(db, target.documentId, target.generation);
    // What an interrupted run of this generation left.
    db.prepare("DELETE FROM ai_document_chunks WHERE document_id = ? AND generation = ?").run(
      target.documentId,
      target.generation,
    );
  });
  let pending: Chunk[] = [];
  let written = 0;
  const write = () => {
    if (!db.open) throw new StaleWork();
    const chunks = pending;
    pending = [];
    writeTransaction(db, () => {
      checkWanted(db, target.documentId, target.generation);
      insertChunks(db, target, chunks, written + 1);
    });
    written += chunks.length;
  };
  const chunker = new Chunker(chunkSize, (c) => pending.push(c));
  const page = db.prepare(
    "SELECT position, level, text FROM ai_document_blocks WHERE document_id = ? AND position > ? ORDER BY position LIMIT ?",
  );
  for (let after = 0; ;) {
    if (!db.open) throw new StaleWork();
    const blocks = page.all(target.documentId, after, BLOCK_PAGE) as (Block & { position: number })[];
    if (blocks.length === 0) break;
    for (const block of blocks) chunker.add(block);
    if (pending.length >= CHUNK_BATCH) write();
    after = blocks[blocks.length - 1].position;
    await new Promise((resolve) => setImmediate(resolve));
  }
  chunker.end();
  const chunks = pending;
  pending = [];
  writeTransaction(db, () => {
    checkWanted(db, target.documentId, target.generation);
    insertChunks(db, target, chunks, written + 1);
    goLive(db, target, written + chunks.length, now());
  });
  return written + chunks.length;
}

/**
 * A document whose text is at hand (pasted text, the seed), read and cut at once in the caller's
 * transaction: its blocks, its chunks of `generation`, Ready. Returns the number of chunks.
 */
export function indexTextNow(
  db: Db,
  target: IndexTarget & { chunkSize: number },
  text: string,
  now: number,
): { characters: number; chunks: number } {
  const blocks = textBlocks(text, "md");
  const insert = db.prepare("INSERT INTO ai_document_blocks (document_id, position, level, text) VALUES (?, ?, ?, ?)");
  db.prepare("DELETE FROM ai_document_blocks WHERE document_id = ?").run(target.documentId);
  blocks.forEach((b, i) => insert.run(target.documentId, i + 1, b.level, b.text));
  const characters = blocks.reduce((n, b) => n + b.text.length, 0);
  db.prepare("UPDATE ai_documents SET parsed = 1, characters = ?, format = 'md' WHERE id = ?").run(
    characters,
    target.documentId,
  );
  const chunks = chunkBlocks(blocks, target.chunkSize);
  insertChunks(db, target, chunks, 1);
  goLive(db, target, chunks.length, now);
  return { characters, chunks: chunks.length };
}

/** Removes every chunk (and index row) and block of a document: its delete. */
export function dropDocumentIndex(db: Db, documentId: string): void {
  db.prepare("DELETE FROM ai_document_chunks WHERE document_id = ?").run(documentId);
  db.prepare("DELETE FROM ai_document_blocks WHERE document_id = ?").run(documentId);
}

/** Marks the document Failed with `reason` (when it still wants `generation`), dropping that generation's partial chunks. */
export function failDocument(db: Db, documentId: string, generation: number, reason: string, now: number): void {
  writeTransaction(db, () => {
    checkWanted(db, documentId, generation);
    db.prepare("DELETE FROM ai_document_chunks WHERE document_id = ? AND generation = ?").run(documentId, generation);
    db.prepare("UPDATE ai_documents SET status = 'Failed', error = ?, processed_at = ? WHERE id = ?").run(
      reason,
      now,
      documentId,
    );
  });
}
