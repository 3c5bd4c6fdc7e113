-- The entity store (ADR 010): every configuration entity table has id, account_id, name, secrets
-- (write-only values, JSON), created_at, updated_at and deleted_at; the form's own fields are columns
-- the lists filter and sort by, plus a `settings` JSON of the rest.

ALTER TABLE bots ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE bots ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE bots ADD COLUMN updated_at INTEGER;
CREATE INDEX bots_account_name ON bots(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;

ALTER TABLE speech_services ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE speech_services ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE speech_services ADD COLUMN updated_at INTEGER;
ALTER TABLE speech_services ADD COLUMN deleted_at INTEGER;
CREATE INDEX speech_services_account ON speech_services(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;

CREATE TABLE voice_translations (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  speech_service_id TEXT REFERENCES speech_services(id),
  languages     TEXT NOT NULL DEFAULT '[]',   -- JSON [{language, voice}]
  volume_db     INTEGER NOT NULL DEFAULT 0,
  settings      TEXT NOT NULL DEFAULT '{}',
  secrets       TEXT NOT NULL DEFAULT '{}',
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER,
  deleted_at    INTEGER
);
CREATE INDEX voice_translations_account ON voice_translations(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
-- A speech service that live translations use keeps listening and speaking (its usage stays TTSAndSTT).
CREATE INDEX voice_translations_speech_service ON voice_translations(speech_service_id) WHERE deleted_at IS NULL;
