-- Campaigns (outbound automation; issue 17 item 2) as an entity of the store (ADR 010), and their
-- contacts. The runner (platform/simulator/campaigns.ts) works from these rows alone: each contact's
-- attempts, when the next may be placed and the attempt in flight, and the campaign's pacing credit
-- and progress notification, so a restarted platform carries on where it stopped.

CREATE TABLE campaigns (
  id                  TEXT PRIMARY KEY,
  account_id          TEXT NOT NULL REFERENCES accounts(id),
  name                TEXT NOT NULL,
  state               TEXT NOT NULL DEFAULT 'draft',   -- draft, scheduled, running, paused, completed, cancelled
  bot_id              TEXT NOT NULL,
  caller_number_id    TEXT NOT NULL,
  window_start        TEXT NOT NULL,                   -- "HH:MM" in time_zone
  window_end          TEXT NOT NULL,                   -- "HH:MM", that minute included
  days                TEXT NOT NULL,                   -- JSON array of mon..sun
  time_zone           TEXT NOT NULL,
  calls_per_second    INTEGER NOT NULL,
  concurrency         INTEGER NOT NULL,                -- 0: no limit of its own
  retries             INTEGER NOT NULL,
  retry_delay_minutes INTEGER NOT NULL,
  rejected_count      INTEGER NOT NULL DEFAULT 0,      -- rows of the last upload not taken
  rejected            TEXT NOT NULL DEFAULT '[]',      -- the first of them: [{line, value, reason, firstLine?}]
  started_at          INTEGER,
  ended_at            INTEGER,
  started_by          TEXT,                            -- the user who started it: its progress notification's
  notification_id     TEXT,
  pace_credit         REAL NOT NULL DEFAULT 0,         -- calls the pace allows and not yet placed
  run_at              INTEGER,                         -- the runner's last pass
  settings            TEXT NOT NULL DEFAULT '{}',
  secrets             TEXT NOT NULL DEFAULT '{}',
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER,
  deleted_at          INTEGER
);
CREATE INDEX campaigns_account ON campaigns(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;
CREATE INDEX campaigns_active ON campaigns(state) WHERE state IN ('scheduled', 'running', 'paused', 'cancelled') AND deleted_at IS NULL;

CREATE TABLE campaign_contacts (
  id              INTEGER PRIMARY KEY,
  campaign_id     TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  line            INTEGER NOT NULL,                    -- its line in the uploaded file
  e164            TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending',     -- pending, calling, answered, failed
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,                             -- a retry waits until then
  call_setup_at   INTEGER,                             -- the attempt in flight (status calling)
  call_end_at     INTEGER,
  UNIQUE (campaign_id, e164)
);
CREATE INDEX campaign_contacts_status ON campaign_contacts(campaign_id, status);
