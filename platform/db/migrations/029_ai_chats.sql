-- Chat history (issue 31; docs/features/ai-framework.md#chat-history): a conversation with an agent
-- (the version that served it, NULL for the draft) and its messages, each assistant message with its
-- turn record (JSON). `name` is the conversation's first question, what the list shows.

CREATE TABLE ai_chats (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  agent_id      TEXT NOT NULL REFERENCES ai_agents(id),
  agent_version INTEGER,
  channel       TEXT NOT NULL,
  caller        TEXT,
  variables     TEXT NOT NULL DEFAULT '{}',  -- JSON: the conversation variables the prompt was expanded with
  outcome       TEXT NOT NULL DEFAULT 'open',
  turns         INTEGER NOT NULL DEFAULT 0,
  created_by    TEXT,
  secrets       TEXT NOT NULL DEFAULT '{}',
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER,
  deleted_at    INTEGER
);
CREATE INDEX ai_chats_account ON ai_chats(account_id, deleted_at, created_at);
CREATE INDEX ai_chats_agent ON ai_chats(agent_id);

CREATE TABLE ai_chat_messages (
  chat_id       TEXT NOT NULL REFERENCES ai_chats(id),
  seq           INTEGER NOT NULL,
  role          TEXT NOT NULL,             -- user | assistant
  type          TEXT NOT NULL,             -- text | welcome
  text          TEXT NOT NULL,
  label         TEXT,
  trace         TEXT,                      -- JSON TurnTrace of an assistant message
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (chat_id, seq)
);
