-- Phone numbers as an entity of the store (ADR 010; issue 16): the store's columns (settings, secrets,
-- updated_at), the configuration a number's calls use (language and voice beside format and prefix),
-- when the simulated provider answers a pending number (port-in, documents review), and the
-- requirement documents a number's country asks for.

ALTER TABLE phone_numbers ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE phone_numbers ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE phone_numbers ADD COLUMN updated_at INTEGER;
ALTER TABLE phone_numbers ADD COLUMN language TEXT;
ALTER TABLE phone_numbers ADD COLUMN voice TEXT;
-- The provider's answer is due (Port Pending, Requirement Info Under Review); NULL when nothing waits.
ALTER TABLE phone_numbers ADD COLUMN settle_at INTEGER;
CREATE INDEX phone_numbers_settle ON phone_numbers(settle_at) WHERE settle_at IS NOT NULL AND deleted_at IS NULL;
-- One default number per account.
CREATE INDEX phone_numbers_default ON phone_numbers(account_id) WHERE is_default = 1 AND deleted_at IS NULL;

CREATE TABLE phone_number_documents (
  id              TEXT PRIMARY KEY,
  phone_number_id TEXT NOT NULL REFERENCES phone_numbers(id),
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  file_name       TEXT NOT NULL,
  content_type    TEXT NOT NULL,
  size            INTEGER NOT NULL,
  content         BLOB NOT NULL,
  created_at      INTEGER NOT NULL
);
CREATE INDEX phone_number_documents_number ON phone_number_documents(phone_number_id);
