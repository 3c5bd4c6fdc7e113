-- Routing rules and routing groups as entities of the store (ADR 010; issue 17 item 1): the columns
-- every entity table has (settings, secrets, updated_at, deleted_at) beside 001's. A deleted rule or
-- group stays for the call history; the lists and the matcher skip it.

ALTER TABLE routing_groups ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE routing_groups ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE routing_groups ADD COLUMN updated_at INTEGER;
ALTER TABLE routing_groups ADD COLUMN deleted_at INTEGER;
CREATE INDEX routing_groups_account ON routing_groups(account_id, name COLLATE NOCASE) WHERE deleted_at IS NULL;

ALTER TABLE routing_rules ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE routing_rules ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE routing_rules ADD COLUMN updated_at INTEGER;
ALTER TABLE routing_rules ADD COLUMN deleted_at INTEGER;
-- The matcher reads an account's live rules in priority order; a number's "routes to" its first rule.
CREATE INDEX routing_rules_live ON routing_rules(account_id, priority, created_at, id) WHERE deleted_at IS NULL;
CREATE INDEX routing_rules_origin ON routing_rules(origin_id, priority) WHERE deleted_at IS NULL;
