/**
 * The "full_text" documents mode (docs/features/ai-framework.md#how-an-agent-uses-its-documents): the
 * chosen documents' whole text for a real model's prompt, read from the blocks each document was read
 * into (migration 026: headings and paragraphs, in order). It is bounded by counting what the documents'
 * Characters column counts (the blocks' text), so the check when an agent is saved and a turn agree: a
 * document read after the agent was saved may pass the bound, and the turn then cuts the text there and
 * says so in its record.
 */
import type { Db } from "../../db/database";
import type { FullText } from "../engine/turn";

interface DocumentRow {
  id: string;
  name: string;
}

/** The account's live documents among `documentIds` whose text is read, in the order chosen. */
function readDocuments(db: Db, accountId: string, documentIds: readonly string[]): DocumentRow[] {
  if (documentIds.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT id, name FROM ai_documents
       WHERE account_id = ? AND deleted_at IS NULL AND parsed = 1 AND status != 'Failed'
         AND id IN (SELECT value FROM json_each(?))`,
    )
    .all(accountId, JSON.stringify(documentIds)) as DocumentRow[];
  const order = new Map(documentIds.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** The characters the account's live documents among `documentIds` hold (a document not read yet holds 0). */
export function documentsCharacters(db: Db, accountId: string, documentIds: readonly string[]): number {
  if (documentIds.length === 0) return 0;
  return (db
    .prepare(
      `SELECT COALESCE(SUM(characters), 0) FROM ai_documents
       WHERE account_id = ? AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .get(accountId, JSON.stringify([...new Set(documentIds)])) ?? 0) as number;
}

/**
 * The documents' text as a prompt reads it: each under its name in brackets (as a retrieved passage is
 * given), headings as Markdown headings, paragraphs apart; at most `max` characters of the blocks' text.
 */
export function documentsFullText(db: Db, accountId: string, documentIds: readonly string[], max: number): FullText {
  const blocks = db.prepare("SELECT level, text FROM ai_document_blocks WHERE document_id = ? ORDER BY position");
  const parts: string[] = [];
  let characters = 0;
  let documents = 0;
  let truncated = false;
  for (const document of readDocuments(db, accountId, documentIds)) {
    if (truncated) break;
    const lines: string[] = [];
    for (const block of blocks.iterate(document.id) as Iterable<{ level: number; text: string }>) {
      const room = max - characters;
      const text = block.text.length > room ? block.text.slice(0, room) : block.text;
      if (text) lines.push(block.level > 0 ? `${"#".repeat(block.level)} ${text}` : text);
      characters += text.length;
      if (text.length < block.text.length) {
        truncated = true;
        break;
      }
    }
    documents++;
    parts.push(`[${document.name}]\n${lines.join("\n\n")}`);
  }
  return { text: parts.join("\n\n"), documents, characters, truncated };
}
