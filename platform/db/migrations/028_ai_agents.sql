-- AI agents (issue 31; docs/features/ai-framework.md#agents): the draft in `content` (the form, JSON),
-- and each published version frozen in ai_agent_versions. A rollback publishes an old version's
-- content as a new version, so versions only ever grow and the history reads as it happened.

CREATE TABLE ai_agents (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  description   TEXT,
  model_id      TEXT NOT NULL,
  content       TEXT NOT NULL DEFAULT '{}',  -- JSON: the form (AgentContent)
  intents_count INTEGER NOT NULL DEFAULT 0,
  documents_count INTEGER NOT NULL DEFAULT 0,
  tools_count   INTEGER NOT NULL DEFAULT 0,
  settings      TEXT NOT NULL DEFAULT '{}',
  secrets       TEXT NOT NULL DEFAULT '{}',
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER,
  deleted_at    INTEGER
);
CREATE INDEX ai_agents_account ON ai_agents(account_id, deleted_at);

CREATE TABLE ai_agent_versions (
  agent_id      TEXT NOT NULL REFERENCES ai_agents(id),
  version       INTEGER NOT NULL,
  content       TEXT NOT NULL,
  note          TEXT,
  created_by    TEXT,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (agent_id, version)
);
