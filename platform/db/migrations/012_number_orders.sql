-- Buying phone numbers (issue 16 item 1): each user's cart, the orders, and on each bought number
-- its order and when the simulated provider answers it.

CREATE TABLE phone_cart_items (
  user_id     TEXT NOT NULL REFERENCES users(id),
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  e164        TEXT NOT NULL,
  added_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, e164)
);

CREATE TABLE phone_orders (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  user_id     TEXT NOT NULL REFERENCES users(id),
  total       REAL NOT NULL,              -- USD charged to the wallet
  billing_record_id TEXT NOT NULL,
  notified_at INTEGER,                    -- the completion notification was sent
  created_at  INTEGER NOT NULL
);
CREATE INDEX phone_orders_account ON phone_orders(account_id, created_at);

ALTER TABLE phone_numbers ADD COLUMN order_id TEXT REFERENCES phone_orders(id);
ALTER TABLE phone_numbers ADD COLUMN provider_step_at INTEGER;   -- when the provider answers; NULL: nothing pending
CREATE INDEX phone_numbers_order ON phone_numbers(order_id) WHERE order_id IS NOT NULL;
CREATE INDEX phone_numbers_provider_step ON phone_numbers(provider_step_at) WHERE provider_step_at IS NOT NULL;
