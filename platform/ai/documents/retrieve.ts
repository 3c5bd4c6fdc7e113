/**
 * Retrieval (docs/features/ai-framework.md#documents "Retrieval"; docs/decisions/015-embedded-agent-engine.md
 * "retrieve from the agent's documents (SQLite FTS5, BM25)"): the chunks of an account's documents
 * that answer a question best, each with its score (FTS5's bm25(), turned positive: higher is better),
 * the words it matched, and the threshold below which a chunk is listed but not used.
 *
 * The question never reaches MATCH as written: it is cut into words (letters and digits only), stop
 * words are dropped, and each remaining word is quoted and OR-ed, so quotes, operators (AND, NEAR, *,
 * ^, column filters) and punctuation in a question are only words or nothing. The search is held to
 * the account by its scope word (index.ts), then to the asked documents' chunks in use. Ties are
 * broken by chunk id: the same question over the same index answers the same chunks, in the same order,
 * with the same scores, in any process.
 */
import { createRequire } from "node:module";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import type { RetrievedChunk } from "../../../contract/wire/aiTurns";
import type { Db } from "../../db/database";
import { accountScope } from "./index";
import { rankChunks } from "./rank";

/** nlp.js's English stop words (@nlpjs/lang-en-min, the list the engine's classifier uses); it ships no types. */
const { StopwordsEn } = createRequire(import.meta.url)("@nlpjs/lang-en-min") as {
  StopwordsEn: new () => { isStopword(word: string): boolean };
};
const stopwords = new StopwordsEn();

/** The marks highlight() puts around a matched word (control characters no chunk holds: parse.ts drops them). */
const OPEN = "\u0002";
const CLOSE = "\u0003";

/** The words of a question that are searched: lower case, letters and digits, stop words dropped, each once, at most RETRIEVAL_MAX_TERMS. */
export function questionTerms(question: string): string[] {
  const words =
    question
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (stopwords.isStopword(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === AI_DOCUMENTS.RETRIEVAL_MAX_TERMS) break;
  }
  return terms;
}

/** A word as an FTS5 string: in double quotes, any double quote in it doubled (questionTerms leaves none). */
const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * The MATCH expression of `terms` over the chunks' heading and text, held to the account's chunks by
 * its scope word (null when there is no term: nothing to search).
 */
export function matchExpression(terms: readonly string[], scope: string): string | null {
  if (terms.length === 0) return null;
  return `{heading text} : (${terms.map(quoted).join(" OR ")}) AND scope : ${quoted(scope)}`;
}

/** The words of a highlighted text that matched, lower case. */
function marked(text: string, into: Set<string>): void {
  // eslint-disable-next-line no-control-regex
  for (const match of text.matchAll(/\u0002([^\u0003]*)\u0003/g)) into.add(match[1].toLowerCase());
}

/** Scores to 4 decimals: what is shown is what is ordered and compared with the threshold. */
const round = (score: number) => Math.round(score * 10_000) / 10_000;

export interface Retrieval {
  chunks: RetrievedChunk[];
  /** Chunks scoring below it are listed but not used. */
  threshold: number;
}

/**
 * The threshold of a ranking: RETRIEVAL_RELATIVE_THRESHOLD of the best score, and at least
 * RETRIEVAL_MIN_SCORE (a match on words most chunks hold scores about zero).
 */
export function thresholdOf(best: number | undefined): number {
  return round(Math.max(AI_DOCUMENTS.RETRIEVAL_MIN_SCORE, (best ?? 0) * AI_DOCUMENTS.RETRIEVAL_RELATIVE_THRESHOLD));
}

interface ChunkRow {
  id: number;
  document_id: string;
  heading: string;
  text: string;
}

/**
 * Whether the account's indexed chunks are all the asked documents' chunks in use: every document with
 * chunks is asked (`asked` of them) and none is being read or cut (which writes chunks not in use yet).
 */
function everyIndexedDocument(db: Db, accountId: string, asked: number): boolean {
  const row = db
    .prepare(
      `SELECT SUM(live_generation > 0) AS indexed, SUM(status = 'Processing') AS processing
       FROM ai_documents WHERE account_id = ? AND deleted_at IS NULL`,
    )
    .get(accountId) as { indexed: number | null; processing: number | null };
  return (row.indexed ?? 0) === asked && (row.processing ?? 0) === 0;
}

/**
 * The `topK` chunks of the account's `documentIds` (another account's ids, deleted documents and
 * documents not indexed yet are left out) that best answer `query`, best first.
 */
export function retrieve(
  db: Db,
  accountId: string,
  documentIds: readonly string[],
  query: string,
  { topK }: { topK: number },
): Retrieval {
  const limit = Math.max(1, Math.min(Math.floor(topK), AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX));
  const documents =
    documentIds.length === 0
      ? []
      : (db
          .prepare(
            `SELECT id, name, live_generation FROM ai_documents
             WHERE account_id = ? AND deleted_at IS NULL AND live_generation > 0
               AND id IN (SELECT value FROM json_each(?))`,
          )
          .all(accountId, JSON.stringify(documentIds)) as { id: string; name: string; live_generation: number }[]);
  const terms = questionTerms(query);
  const expression = matchExpression(terms, accountScope(accountId));
  if (expression === null || documents.length === 0) return { chunks: [], threshold: thresholdOf(undefined) };

  // FTS5 finds the account's matching chunks and scores them (rank.ts); only the asked documents'
  // chunks in use (their live generation: not a new cut still being written) are ranked.
  const ranked = rankChunks(db, {
    words: terms.map(quoted),
    scope: quoted(accountScope(accountId)),
    documents: everyIndexedDocument(db, accountId, documents.length)
      ? null
      : documents.map((d) => `${d.id}:${d.live_generation}`),
    limit,
  });
  if (ranked.length === 0) return { chunks: [], threshold: thresholdOf(undefined) };

  const ids = JSON.stringify(ranked.map((r) => r.id));
  const highlights = new Map(
    (
      db
        .prepare(
          `SELECT rowid AS id, highlight(ai_document_chunks_fts, 0, ?, ?) AS heading, highlight(ai_document_chunks_fts, 1, ?, ?) AS text
           FROM ai_document_chunks_fts WHERE ai_document_chunks_fts MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
        )
        .all(OPEN, CLOSE, OPEN, CLOSE, expression, ids) as { id: number; heading: string; text: string }[]
    ).map((h) => [h.id, h]),
  );
  const rows = new Map(
    (
      db
        .prepare(
          "SELECT id, document_id, heading, text FROM ai_document_chunks WHERE id IN (SELECT value FROM json_each(?))",
        )
        .all(ids) as ChunkRow[]
    ).map((r) => [r.id, r]),
  );
  const names = new Map(documents.map((d) => [d.id, d.name]));
  const chunks = ranked.flatMap(({ id, score }): RetrievedChunk[] => {
    const row = rows.get(id);
    if (!row) return [];
    const matched = new Set<string>();
    const highlight = highlights.get(id);
    if (highlight) {
      marked(highlight.heading, matched);
      marked(highlight.text, matched);
    }
    return [
      {
        chunkId: String(id),
        documentId: row.document_id,
        documentName: names.get(row.document_id) ?? "",
        heading: row.heading,
        text: row.text,
        score: round(score),
        matched: [...matched].sort(),
      },
    ];
  });
  return { chunks, threshold: thresholdOf(chunks[0]?.score) };
}
