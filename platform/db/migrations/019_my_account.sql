-- My account, support plans, switching account and the e-mail outbox (issue 19).

-- The user's own phone (my account); the account's call-transfer switch (docs/product.md#plans "Transfer call is disabled for trial").
ALTER TABLE users ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN transfer_call INTEGER NOT NULL DEFAULT 0;

-- The accounts a user belongs to, with the roles the user has in each (docs/product.md#header "switch account").
-- users.account_id and users.roles are the account the user works in now and the roles there; a
-- switch keeps those in this table and takes the chosen account's. Every user belongs to its account.
CREATE TABLE account_memberships (
  user_id    TEXT NOT NULL REFERENCES users(id),
  account_id TEXT NOT NULL REFERENCES accounts(id),
  roles      TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, account_id)
);
CREATE INDEX account_memberships_account ON account_memberships(account_id);
INSERT INTO account_memberships (user_id, account_id, roles, created_at) SELECT id, account_id, roles, created_at FROM users;

-- Support plan changes (docs/product.md#support-plans "a change is processed asynchronously and the contract number appears
-- afterwards"; "cancellation is effective next month"). processed_at is set when the (simulated)
-- contracts desk has answered; effective_at is when the plan changes (at once, or next month for a
-- cancellation); applied_at when the account's plan was changed.
CREATE TABLE support_plan_requests (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  user_id       TEXT REFERENCES users(id),
  from_plan     TEXT NOT NULL,
  to_plan       TEXT NOT NULL,
  requested_at  INTEGER NOT NULL,
  process_at    INTEGER NOT NULL,
  processed_at  INTEGER,
  effective_at  INTEGER,
  applied_at    INTEGER,
  contract_number TEXT
);
CREATE INDEX support_plan_requests_account ON support_plan_requests(account_id, requested_at);
CREATE INDEX support_plan_requests_due ON support_plan_requests(process_at) WHERE processed_at IS NULL;

-- The e-mails the platform would send (support requests, alarm forwards, password resets): kept here
-- instead of being sent (docs/features/my-account.md, "The e-mail outbox").
CREATE TABLE outbox_emails (
  id          TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,            -- support_request, alarm_forward, password_reset
  account_id  TEXT REFERENCES accounts(id),
  to_addresses TEXT NOT NULL,           -- JSON array
  reply_to    TEXT,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX outbox_emails_created ON outbox_emails(created_at);

-- Password-reset links (stored hashed, one use).
CREATE TABLE password_resets (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id),
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
