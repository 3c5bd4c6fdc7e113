-- Identity: storage of the OpenID provider (oidc-provider adapter) and an index for
-- "revoke every refresh token of this user" (logout without a token, deactivation).

CREATE TABLE oidc_payloads (
  model      TEXT NOT NULL,             -- Session, AccessToken, AuthorizationCode, Grant, Interaction, ...
  id         TEXT NOT NULL,
  payload    TEXT NOT NULL,             -- JSON as given by oidc-provider
  expires_at INTEGER,                   -- epoch ms; NULL = no expiry
  grant_id   TEXT,
  user_code  TEXT,
  uid        TEXT,
  consumed   INTEGER,                   -- epoch seconds when consumed (codes, rotated refresh tokens)
  PRIMARY KEY (model, id)
) WITHOUT ROWID;
CREATE INDEX oidc_payloads_grant ON oidc_payloads(grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads(model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON oidc_payloads(model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires ON oidc_payloads(expires_at) WHERE expires_at IS NOT NULL;

CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);
