-- Customer billing (issue 19 item 1): the embedded payment provider's hosted card pages (pfTokens),
-- vaulted cards, card payments (deposits and automatic recharges), billing addresses and invoices.
-- Card numbers are never stored: a vaulted card keeps its brand, last four digits, expiry and the
-- 3-D Secure outcome the provider gives it (chosen by test card number, docs/features/billing.md).

CREATE TABLE payment_tokens (
  token_hash   TEXT PRIMARY KEY,               -- sha256 of the pfToken: the token itself is the page's grant
  account_id   TEXT NOT NULL REFERENCES accounts(id),
  user_id      TEXT NOT NULL,
  amount       REAL NOT NULL,
  return_to    TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'open',   -- open, authorized, failed, deposited
  three_ds     TEXT,                           -- bypassed, succeeded, unavailable, failed
  card_id      TEXT,                           -- the vaulted card paid with, when saved or chosen
  card_brand   TEXT,
  card_last4   TEXT,
  payment_id   TEXT,
  expires_at   INTEGER NOT NULL,
  created_at   INTEGER NOT NULL
);
CREATE INDEX payment_tokens_account ON payment_tokens(account_id, created_at);

CREATE TABLE vaulted_cards (
  id           TEXT PRIMARY KEY,
  account_id   TEXT NOT NULL REFERENCES accounts(id),
  brand        TEXT NOT NULL,
  last4        TEXT NOT NULL,
  exp_month    INTEGER NOT NULL,
  exp_year     INTEGER NOT NULL,
  three_ds     TEXT NOT NULL,
  is_default   INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL,
  deleted_at   INTEGER
);
CREATE INDEX vaulted_cards_account ON vaulted_cards(account_id, deleted_at);

CREATE TABLE payments (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  kind          TEXT NOT NULL,                  -- deposit, autoRecharge
  status        TEXT NOT NULL,                  -- succeeded, failed
  amount        REAL NOT NULL,
  tax           REAL NOT NULL DEFAULT 0,
  three_ds      TEXT,
  card_brand    TEXT,
  card_last4    TEXT,
  failure_reason TEXT,
  billing_record_id TEXT,
  created_by    TEXT,
  created_at    INTEGER NOT NULL
);
CREATE INDEX payments_account ON payments(account_id, created_at);

CREATE TABLE payment_addresses (
  account_id   TEXT PRIMARY KEY REFERENCES accounts(id),
  name         TEXT NOT NULL,
  line1        TEXT NOT NULL,
  line2        TEXT NOT NULL DEFAULT '',
  city         TEXT NOT NULL,
  state        TEXT NOT NULL DEFAULT '',
  postal_code  TEXT NOT NULL,
  country      TEXT NOT NULL,
  updated_at   INTEGER NOT NULL
);

CREATE TABLE invoices (
  id           TEXT PRIMARY KEY,
  account_id   TEXT NOT NULL REFERENCES accounts(id),
  number       TEXT NOT NULL UNIQUE,
  payment_id   TEXT REFERENCES payments(id),
  description  TEXT NOT NULL,
  subtotal     REAL NOT NULL,
  tax          REAL NOT NULL,
  total        REAL NOT NULL,
  bill_to      TEXT NOT NULL DEFAULT '{}',     -- JSON: the billing address when issued
  issued_at    INTEGER NOT NULL
);
CREATE INDEX invoices_account ON invoices(account_id, issued_at);

-- The last automatic recharge's failure, shown by the console's auto-recharge failure popover.
ALTER TABLE accounts ADD COLUMN auto_recharge_failure TEXT;
