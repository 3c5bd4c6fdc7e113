-- Teams tenants and connections as entities of the store (ADR 010; issue 16 item 3). A tenant's list
-- name is its domain (a generated column, so the store's name field, search and sort read it); a
-- connection's creation runs on the platform (platform/services/teams/provisioning.ts): its step, when
-- it started and the progress notification it reports on are stored, so a restart resumes or fails it.

ALTER TABLE teams_tenants ADD COLUMN name TEXT GENERATED ALWAYS AS (domain) VIRTUAL;
ALTER TABLE teams_tenants ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE teams_tenants ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE teams_tenants ADD COLUMN updated_at INTEGER;
CREATE INDEX teams_tenants_account ON teams_tenants(account_id, domain COLLATE NOCASE) WHERE deleted_at IS NULL;

ALTER TABLE teams_connections ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE teams_connections ADD COLUMN secrets TEXT NOT NULL DEFAULT '{}';
ALTER TABLE teams_connections ADD COLUMN updated_at INTEGER;
-- The creation: the last step reached (0 before the first), when it started, who asked, the
-- progress notification, and why it failed.
ALTER TABLE teams_connections ADD COLUMN setup_step INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teams_connections ADD COLUMN setup_started_at INTEGER;
ALTER TABLE teams_connections ADD COLUMN setup_user_id TEXT;
ALTER TABLE teams_connections ADD COLUMN setup_notification_id TEXT;
ALTER TABLE teams_connections ADD COLUMN setup_error TEXT;
CREATE INDEX teams_connections_setup ON teams_connections(status) WHERE status = 'Provisioning' AND deleted_at IS NULL;
CREATE INDEX teams_connections_tenant ON teams_connections(tenant_id) WHERE deleted_at IS NULL;
