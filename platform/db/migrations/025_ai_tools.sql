-- AI tools (issue 31; docs/features/ai-framework.md#tools): the functions an agent calls. A tool of the
-- account is an HTTP request: its parameters' JSON Schema (`parameters`, what the model is given and the
-- arguments are checked against; the rows as typed in `settings`), the request, and its header values
-- in `header_values` (write-only: JSON {lower-case name: value}, never answered). `mock_answer` set:
-- the tool answers it and calls nothing.
--
-- The pre-defined tools (transfer_call, end_call, current_datetime) are rows too, `built_in` naming
-- which: every account has them, so lists, search, sorting, exports and the agents' references treat
-- them like any tool. The trigger gives each new account its own (wherever an account is inserted),
-- and this migration gives them to the accounts that exist. The platform refuses to change or delete
-- them and does not count them toward the account's maximum.

CREATE TABLE ai_tools (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  name            TEXT NOT NULL,
  built_in        TEXT,                          -- the pre-defined tool's key; NULL for the account's own
  description     TEXT NOT NULL DEFAULT '',
  method          TEXT,
  url             TEXT,
  parameters      TEXT NOT NULL DEFAULT '{"type":"object","properties":{}}',
  headers         TEXT NOT NULL DEFAULT '[]',    -- JSON [name], in the form's order
  header_values   TEXT NOT NULL DEFAULT '{}',
  body_template   TEXT,
  timeout_seconds INTEGER,
  answer_path     TEXT,
  mock_answer     TEXT,
  settings        TEXT NOT NULL DEFAULT '{}',
  secrets         TEXT NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER,
  deleted_at      INTEGER
);
CREATE INDEX ai_tools_account ON ai_tools(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX ai_tools_built_in ON ai_tools(account_id, built_in) WHERE built_in IS NOT NULL;

-- The pre-defined tools' keys (their descriptions and schemas are the platform's code: contract/wire/aiTools.ts).
CREATE TABLE ai_built_in_tools (key TEXT PRIMARY KEY);
INSERT INTO ai_built_in_tools (key) VALUES ('transfer_call'), ('end_call'), ('current_datetime');

CREATE TRIGGER ai_tools_built_in_for_new_account AFTER INSERT ON accounts
BEGIN
  INSERT OR IGNORE INTO ai_tools (id, account_id, name, built_in, created_at, updated_at)
  SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
               substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
         NEW.id, b.key, b.key, NEW.created_at, NEW.created_at
  FROM ai_built_in_tools b;
END;

INSERT INTO ai_tools (id, account_id, name, built_in, created_at, updated_at)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
             substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       a.id, b.key, b.key, a.created_at, a.created_at
FROM accounts a CROSS JOIN ai_built_in_tools b;
