-- AI models (issue 31; docs/features/ai-framework.md#models): an account's language models on the entity
-- store. The API key is the one write-only secret (`secrets`); the built-in embedded model is not stored
-- (platform/services/ai/models.ts lists it for every account).

CREATE TABLE ai_models (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  name            TEXT NOT NULL,
  provider        TEXT NOT NULL,               -- openai | azure-openai | openai-compatible
  base_url        TEXT NOT NULL,               -- as called: OpenAI's own when the form left it empty
  model_id        TEXT,                        -- OpenAI and OpenAI-compatible
  deployment      TEXT,                        -- Azure OpenAI
  api_version     TEXT,                        -- Azure OpenAI
  timeout_seconds INTEGER NOT NULL,
  tools           INTEGER NOT NULL DEFAULT 0,
  streaming       INTEGER NOT NULL DEFAULT 0,
  realtime        INTEGER NOT NULL DEFAULT 0,
  secrets         TEXT NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER,
  deleted_at      INTEGER
);
CREATE INDEX ai_models_account ON ai_models(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
