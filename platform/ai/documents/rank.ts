/**
 * The top chunks by FTS5's bm25() (docs/features/ai-framework.md#documents "Retrieval"), exactly as a
 * query scoring every matching chunk would rank them, without scoring every matching chunk.
 *
 * bm25() costs about a microsecond or two per chunk it scores, and a question's common words match
 * most chunks: scoring them all is what a retrieval's time was. A word's share of a chunk's score is
 * below (k1 + 1) × its IDF whatever the chunk (BM25 saturates; FTS5's k1 is 1.2), and FTS5 computes
 * the IDF from two counts this module can read too: the chunks in the index and the chunks holding
 * the word. So the words are split (MaxScore): the rarest ones, whose chunks are scored, and common
 * ones whose bounds add up to less than one rare word's IDF. A chunk holding none of the rare words
 * scores below that sum; when the k-th best of the scored chunks (scored on every word, common ones
 * included) is above it, no other chunk can enter the top k, and the answer is the exhaustive
 * ranking's, ties included. Otherwise every matching chunk is scored.
 */
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import type { Db } from "../../db/database";

/** FTS5's BM25 constant (fts5_aux.c): a word's share of a score is below (K1 + 1) × its IDF. */
const K1 = 1.2;

export interface RankedChunk {
  id: number;
  /** bm25() turned positive, to 4 decimals. */
  score: number;
}

export interface RankQuery {
  /** The question's words, each an FTS5 string (quoted). */
  words: readonly string[];
  /** The account's scope word (index.ts), quoted. */
  scope: string;
  /**
   * `documentId:generation` of each asked document's chunks in use, or null when they are all the
   * account's indexed chunks (every document asked, none being cut): then no chunk need be looked up.
   */
  documents: readonly string[] | null;
  limit: number;
}

const expressionOf = (words: readonly string[], scope: string) =>
  `{heading text} : (${words.join(" OR ")}) AND scope : ${scope}`;

/** The scored query, over every match or (with `among`) over the chunks holding one of those words. */
function scored(db: Db, query: RankQuery, among: readonly string[] | null): RankedChunk[] {
  const documents = query.documents
    ? `AND (SELECT c.document_id || ':' || c.generation FROM ai_document_chunks c WHERE c.id = f.rowid)
         IN (SELECT value FROM json_each(?))`
    : "";
  const restrict = among
    ? "AND +f.rowid IN (SELECT rowid FROM ai_document_chunks_fts WHERE ai_document_chunks_fts MATCH ?)"
    : "";
  return db
    .prepare(
      `SELECT f.rowid AS id, ROUND(-bm25(ai_document_chunks_fts, ?, ?, 0), 4) AS score
       FROM ai_document_chunks_fts f
       WHERE ai_document_chunks_fts MATCH ? ${documents} ${restrict}
       ORDER BY score DESC, f.rowid ASC LIMIT ?`,
    )
    .all(
      AI_DOCUMENTS.RETRIEVAL_HEADING_WEIGHT,
      AI_DOCUMENTS.RETRIEVAL_TEXT_WEIGHT,
      expressionOf(query.words, query.scope),
      ...(query.documents ? [JSON.stringify(query.documents)] : []),
      ...(among ? [expressionOf(among, query.scope)] : []),
      query.limit,
    ) as RankedChunk[];
}

/** A word's IDF as FTS5's bm25() computes it (fts5Bm25GetData): over every chunk of the index. */
function idf(db: Db, chunks: number, word: string): number {
  const holding = db
    .prepare("SELECT count(*) FROM ai_document_chunks_fts WHERE ai_document_chunks_fts MATCH ?")
    .pluck()
    .get(`{heading text} : ${word}`) as number;
  const value = Math.log((chunks - holding + 0.5) / (holding + 0.5));
  return value <= 0 ? 1e-6 : value;
}

/** The best `limit` chunks, best first (score, then chunk id); `exhaustive` scores every match (tests compare). */
export function rankChunks(db: Db, query: RankQuery, exhaustive = false): RankedChunk[] {
  if (exhaustive || query.words.length < 2) return scored(db, query, null);
  const chunks = db.prepare("SELECT chunks FROM ai_document_index_size WHERE id = 1").pluck().get() as number;
  const bounds = query.words
    .map((word) => ({ word, idf: idf(db, chunks, word) }))
    .sort((a, b) => b.idf - a.idf || (a.word < b.word ? -1 : 1));
  // The common words: the most whose bounds together stay under the rarest kept word's IDF.
  let common = 0;
  let bound = 0;
  for (let i = bounds.length - 1; i > 0; i--) {
    const next = bound + (K1 + 1) * bounds[i].idf;
    if (next >= bounds[i - 1].idf) break;
    bound = next;
    common++;
  }
  if (common === 0) return scored(db, query, null);
  const rare = bounds.slice(0, bounds.length - common).map((b) => b.word);
  const top = scored(db, query, rare);
  // Scores are rounded to 4 decimals: the k-th must clear the bound by more than the rounding.
  if (top.length === query.limit && top[top.length - 1].score > bound + 1e-4) return top;
  return scored(db, query, null);
}
