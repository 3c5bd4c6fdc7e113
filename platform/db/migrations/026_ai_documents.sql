-- AI documents (issue 31 item 4; docs/features/ai-framework.md#documents): the documents on the entity
-- store, the text read from each (its blocks: headings and paragraphs, so a new chunk size cuts it
-- again without reading the source again), its chunks, and an FTS5 index over the chunks (porter
-- stemming over unicode61 words) that retrieval ranks with bm25().

CREATE TABLE ai_documents (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  name            TEXT NOT NULL,
  source          TEXT NOT NULL,               -- upload | url | text
  format          TEXT,                        -- txt | md | html | pdf | docx; a URL's once its answer is read
  file_name       TEXT,                        -- an upload's name as it was chosen
  url             TEXT,
  chunk_size      INTEGER NOT NULL,
  status          TEXT NOT NULL DEFAULT 'Processing',  -- Processing | Ready | Failed
  error           TEXT,                        -- why it failed: a message key
  parsed          INTEGER NOT NULL DEFAULT 0,  -- 1 once its blocks are all written (the source is then no longer needed)
  characters      INTEGER NOT NULL DEFAULT 0,
  chunk_count     INTEGER NOT NULL DEFAULT 0,
  -- The chunks wanted (a new chunk size asks for the next generation) and the ones retrieval uses: a
  -- document being cut again is still searched in its last chunks until the new ones are all written.
  generation      INTEGER NOT NULL DEFAULT 1,
  live_generation INTEGER NOT NULL DEFAULT 0,
  processed_at    INTEGER,
  settings        TEXT NOT NULL DEFAULT '{}',
  secrets         TEXT NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER,
  deleted_at      INTEGER
);
CREATE INDEX ai_documents_account ON ai_documents(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
-- Start-up resumes the documents a stopped platform left Processing.
CREATE INDEX ai_documents_processing ON ai_documents(status) WHERE status = 'Processing' AND deleted_at IS NULL;

-- The text read from a document, in order: level 0 a paragraph, 1 to 6 a heading of that level.
CREATE TABLE ai_document_blocks (
  document_id TEXT NOT NULL REFERENCES ai_documents(id),
  position    INTEGER NOT NULL,
  level       INTEGER NOT NULL,
  text        TEXT NOT NULL,
  PRIMARY KEY (document_id, position)
) WITHOUT ROWID;

-- The chunks, each of one account's document and of one generation of its cutting. `scope` holds the
-- word the index restricts a search with: the account's (its id in hex), so a search ranks only the
-- account's chunks, whatever the other accounts hold.
CREATE TABLE ai_document_chunks (
  id          INTEGER PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  document_id TEXT NOT NULL REFERENCES ai_documents(id),
  generation  INTEGER NOT NULL,
  position    INTEGER NOT NULL,
  heading     TEXT NOT NULL,
  text        TEXT NOT NULL,
  scope       TEXT NOT NULL
);
CREATE INDEX ai_document_chunks_document ON ai_document_chunks(document_id, generation, position);

-- How many chunks the index holds, as FTS5 counts them for bm25()'s IDF: retrieval reads it to bound
-- a word's share of a score (platform/ai/documents/rank.ts) without counting the whole table.
CREATE TABLE ai_document_index_size (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  chunks INTEGER NOT NULL
);
INSERT INTO ai_document_index_size (id, chunks) VALUES (1, 0);

-- The index reads the chunks' own columns (external content): the triggers keep it in step, so
-- deleting a document's chunks deletes their index rows in the same transaction.
CREATE VIRTUAL TABLE ai_document_chunks_fts USING fts5(
  heading, text, scope,
  content = 'ai_document_chunks', content_rowid = 'id',
  tokenize = 'porter unicode61'
);
CREATE TRIGGER ai_document_chunks_ai AFTER INSERT ON ai_document_chunks BEGIN
  INSERT INTO ai_document_chunks_fts (rowid, heading, text, scope) VALUES (new.id, new.heading, new.text, new.scope);
  UPDATE ai_document_index_size SET chunks = chunks + 1 WHERE id = 1;
END;
CREATE TRIGGER ai_document_chunks_ad AFTER DELETE ON ai_document_chunks BEGIN
  INSERT INTO ai_document_chunks_fts (ai_document_chunks_fts, rowid, heading, text, scope)
  VALUES ('delete', old.id, old.heading, old.text, old.scope);
  UPDATE ai_document_index_size SET chunks = chunks - 1 WHERE id = 1;
END;
