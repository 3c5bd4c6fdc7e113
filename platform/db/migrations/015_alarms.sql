-- Alarms as an entity (issue 17): a customer deletes them (docs/product.md#role-names ALARMS_DELETE), softly like every
-- entity, so the summary and the lists leave them out; an alarm a threshold raised names it.
ALTER TABLE alarms ADD COLUMN deleted_at INTEGER;
ALTER TABLE alarms ADD COLUMN threshold_id TEXT;
CREATE INDEX alarms_account_raised ON alarms(account_id, raised_at);
CREATE INDEX alarms_threshold ON alarms(threshold_id) WHERE threshold_id IS NOT NULL;

-- Alarm thresholds (docs/product.md#role-names ALARMS_THRESHOLDS): one metric of the account's calls, or of one entity's,
-- over a window. alarm_id is the alarm it raised and has not cleared yet: while it is set no second
-- alarm is raised (a deleted alarm included), and recovery clears it.
CREATE TABLE alarm_thresholds (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  name            TEXT NOT NULL,
  metric          TEXT NOT NULL,
  value           REAL NOT NULL,
  severity        TEXT NOT NULL,
  entity_type     TEXT,
  entity_id       TEXT,
  window_minutes  INTEGER NOT NULL,
  enabled         INTEGER NOT NULL DEFAULT 1,
  alarm_id        TEXT,
  settings        TEXT NOT NULL DEFAULT '{}',
  secrets         TEXT NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  deleted_at      INTEGER
);
CREATE INDEX alarm_thresholds_account ON alarm_thresholds(account_id, deleted_at);
CREATE INDEX alarm_thresholds_enabled ON alarm_thresholds(enabled) WHERE deleted_at IS NULL;
