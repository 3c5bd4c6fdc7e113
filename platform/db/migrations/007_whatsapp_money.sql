-- WhatsApp embedded sign-up (the platform plays the provider) and idempotent admin money actions.

-- When a finalized number turns Connected (finalize + a short delay). Reads settle it lazily, so
-- a restart between finalize and configuration loses nothing.
ALTER TABLE whatsapp_numbers ADD COLUMN configure_at INTEGER;

-- One-time sign-up windows handed to the browser (the provider page needs no bearer token).
CREATE TABLE whatsapp_signups (
  token_hash  TEXT PRIMARY KEY,
  number_id   TEXT NOT NULL REFERENCES whatsapp_numbers(id),
  return_to   TEXT NOT NULL,            -- a path of this origin (checked when stored)
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

-- Codes the provider page returned; finalize redeems one, once, for its number.
CREATE TABLE whatsapp_signup_codes (
  code_hash   TEXT PRIMARY KEY,
  number_id   TEXT NOT NULL REFERENCES whatsapp_numbers(id),
  waba_id     TEXT NOT NULL,
  wa_phone_number_id TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

-- Idempotency keys of money actions: the first answer is stored with the key (in the same
-- transaction as the balance change), and a repeated key gets that answer back.
CREATE TABLE idempotency_keys (
  key          TEXT PRIMARY KEY,
  actor_user_id TEXT NOT NULL,
  action       TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status       INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  body         TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);
