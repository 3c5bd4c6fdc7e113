-- Core schema of the embedded platform. Times are epoch milliseconds (INTEGER), money is
-- USD stored as REAL with 9 decimals of precision enforced by validation, ids are TEXT
-- (uuid v4) except calls, whose INTEGER rowid keeps the 1M-row table compact.

CREATE TABLE regions (
  region_id   TEXT PRIMARY KEY,
  region_name TEXT NOT NULL
);

CREATE TABLE cac_profiles (            -- call-limit profiles
  profile_id  TEXT PRIMARY KEY,
  display     TEXT NOT NULL,
  max_concurrent_calls INTEGER,        -- NULL = unlimited
  is_default  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE accounts (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  description       TEXT NOT NULL DEFAULT '',
  type              TEXT NOT NULL,     -- account origin: None, Pnc, Oneclick, ..., LiveHub
  status            TEXT NOT NULL,     -- active, inactive, locked, disabled, canceled, pending
  plan              TEXT NOT NULL,     -- Trial Plan, Essential Plan, Pending Plan
  billing_type      TEXT NOT NULL,     -- Prepaid, Postpaid, Marketplace
  balance           REAL NOT NULL DEFAULT 0,
  monthly_limit     REAL NOT NULL DEFAULT 0,
  monthly_amount    REAL NOT NULL DEFAULT 0,
  billing_tags      TEXT NOT NULL DEFAULT '[]',     -- JSON array
  support_plan      TEXT NOT NULL DEFAULT 'Basic',
  support_email     TEXT,
  support_contract_number TEXT,
  secret            TEXT NOT NULL,
  previous_secret   TEXT,
  previous_secret_expires_at INTEGER,
  region_id         TEXT REFERENCES regions(region_id),
  time_zone         TEXT NOT NULL DEFAULT 'UTC',
  free_teams_minutes INTEGER NOT NULL DEFAULT 0,
  used_free_teams_minutes INTEGER NOT NULL DEFAULT 0,
  saas_subscription_id   TEXT,
  saas_subscription_name TEXT,
  tenant_id         TEXT,
  cac_profile_id    TEXT REFERENCES cac_profiles(profile_id),
  max_bots          INTEGER NOT NULL DEFAULT -1,    -- -1 = use system max
  max_teams_connections INTEGER NOT NULL DEFAULT 10,
  client_max_call_duration_minutes INTEGER NOT NULL DEFAULT 0,
  admin_max_call_duration_minutes  INTEGER NOT NULL DEFAULT 0,
  round_up_call_duration INTEGER NOT NULL DEFAULT 0,
  dns_verification  INTEGER NOT NULL DEFAULT 0,
  connectivity_provider TEXT NOT NULL DEFAULT 'System default',
  auto_recharge_enabled INTEGER NOT NULL DEFAULT 0,
  auto_recharge_threshold REAL NOT NULL DEFAULT 10,
  auto_recharge_amount REAL NOT NULL DEFAULT 50,
  auto_recharge_alarm INTEGER NOT NULL DEFAULT 0,
  share_ai_logs     INTEGER NOT NULL DEFAULT 0,
  forward_alarm_via_email INTEGER NOT NULL DEFAULT 0,
  email_addresses   TEXT NOT NULL DEFAULT '[]',     -- JSON array
  features_activation TEXT NOT NULL DEFAULT '{}',   -- JSON object
  marketplace_offer TEXT,
  national_number_format INTEGER NOT NULL DEFAULT 0,
  teams_only_mode   INTEGER NOT NULL DEFAULT 0,
  trial_expires_at  INTEGER,
  creator           TEXT,
  deleted_at        INTEGER,
  created_at        INTEGER NOT NULL
);
CREATE INDEX accounts_name ON accounts(name COLLATE NOCASE);

CREATE TABLE users (
  id             TEXT PRIMARY KEY,
  account_id     TEXT NOT NULL REFERENCES accounts(id),
  email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name     TEXT NOT NULL,
  last_name      TEXT NOT NULL,
  password_hash  TEXT,                  -- scrypt$N$r$p$salt$hash; NULL for identity-service-only users
  roles          TEXT NOT NULL DEFAULT '[]',   -- JSON array of role strings as in the token claim
  is_active      INTEGER NOT NULL DEFAULT 1,
  is_new_account_created INTEGER NOT NULL DEFAULT 0,
  is_message_shown INTEGER NOT NULL DEFAULT 0,
  terms_accepted_version INTEGER NOT NULL DEFAULT 0,
  no_iam_account INTEGER NOT NULL DEFAULT 0,
  tid            TEXT,
  is_test_user   INTEGER NOT NULL DEFAULT 0,
  created_at     INTEGER NOT NULL
);
CREATE INDEX users_account ON users(account_id);

-- Refresh tokens are stored hashed. Rotation marks the old row rotated_at/replaced_by; a
-- rotated token presented again within the reuse window still works (parallel refreshes),
-- after it the whole family is revoked (theft detection).
CREATE TABLE refresh_tokens (
  id           TEXT PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE,
  family_id    TEXT NOT NULL,
  user_id      TEXT NOT NULL REFERENCES users(id),
  issued_at    INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  rotated_at   INTEGER,
  replaced_by  TEXT,
  revoked_at   INTEGER,
  source       TEXT NOT NULL DEFAULT 'password'   -- password, iam, sso, marketplace
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);

CREATE TABLE one_time_codes (           -- sso codes, marketplace landing tokens
  code_hash   TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,            -- sso, marketplace
  user_id     TEXT REFERENCES users(id),
  account_id  TEXT REFERENCES accounts(id),
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

CREATE TABLE bots (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  alias         TEXT,
  framework     TEXT NOT NULL,          -- main framework: None, Ac, Microsoft, Dialogflow, CoCoHub, Amazon
  sub_framework TEXT,
  api_type      TEXT NOT NULL DEFAULT 'chat_api',
  url           TEXT,
  region_id     TEXT REFERENCES regions(region_id),
  project_id    TEXT,
  auth_method   TEXT NOT NULL DEFAULT 'no-auth',
  configuration TEXT NOT NULL DEFAULT '{}',     -- JSON
  features      TEXT NOT NULL DEFAULT '{}',     -- JSON
  outbound_call_attempts INTEGER NOT NULL DEFAULT 1,
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);
CREATE INDEX bots_account ON bots(account_id);

CREATE TABLE phone_numbers (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  e164          TEXT NOT NULL,
  country       TEXT NOT NULL,
  city          TEXT,
  type          TEXT NOT NULL,          -- geographic, national, mobile, toll free, local
  provider      TEXT NOT NULL DEFAULT 'System default',
  provider_phone_number_id TEXT,
  status        TEXT NOT NULL,          -- phone-number status enum
  is_default    INTEGER NOT NULL DEFAULT 0,
  format        TEXT,
  prefix        TEXT,
  region_id     TEXT REFERENCES regions(region_id),
  bot_id        TEXT REFERENCES bots(id),
  monthly_charge REAL NOT NULL DEFAULT 0,
  manually_added INTEGER NOT NULL DEFAULT 0,
  valid_until   INTEGER,                -- trial numbers expire
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);
CREATE INDEX phone_numbers_account ON phone_numbers(account_id);
CREATE UNIQUE INDEX phone_numbers_e164 ON phone_numbers(e164) WHERE deleted_at IS NULL;

CREATE TABLE sip_connections (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  fqdn          TEXT,
  type          TEXT NOT NULL,          -- sip-trunk, contact-center, uc-platform
  provider      TEXT,
  dtmf_method   TEXT NOT NULL DEFAULT 'rfc2833',
  transfer_method TEXT NOT NULL DEFAULT 'refer',
  coders        TEXT NOT NULL DEFAULT '[]',
  keep_alive    INTEGER NOT NULL DEFAULT 60,
  registration  INTEGER NOT NULL DEFAULT 0,
  authentication TEXT NOT NULL DEFAULT '{}',   -- JSON
  dialed_numbers TEXT NOT NULL DEFAULT '[]',
  signalling_addresses TEXT NOT NULL DEFAULT '[]',
  source_number_headers TEXT NOT NULL DEFAULT '[]',
  service_number TEXT,
  server_hostname TEXT,
  encryption    INTEGER NOT NULL DEFAULT 0,
  cac_profile_id TEXT REFERENCES cac_profiles(profile_id),
  override_sbc_config TEXT NOT NULL DEFAULT '{}',
  should_charge INTEGER NOT NULL DEFAULT 1,
  delayed_offer INTEGER NOT NULL DEFAULT 0,
  dns_method    TEXT NOT NULL DEFAULT 'A',
  region_id     TEXT REFERENCES regions(region_id),
  status        TEXT NOT NULL DEFAULT 'Connected',
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);
CREATE INDEX sip_connections_account ON sip_connections(account_id);

CREATE TABLE teams_tenants (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  domain        TEXT NOT NULL,
  tenant_id     TEXT NOT NULL,
  license_type  TEXT NOT NULL,          -- Hosted Essential, Hosted Essential Plus, Hosted Pro
  activation_email TEXT,
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);

CREATE TABLE teams_connections (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  tenant_id     TEXT REFERENCES teams_tenants(id),
  name          TEXT NOT NULL,
  region_id     TEXT REFERENCES regions(region_id),
  status        TEXT NOT NULL DEFAULT 'Connected',
  licensed_users INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);
CREATE INDEX teams_connections_account ON teams_connections(account_id);

CREATE TABLE whatsapp_numbers (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  region_id     TEXT NOT NULL REFERENCES regions(region_id),
  cac_profile_id TEXT REFERENCES cac_profiles(profile_id),
  max_call_duration_minutes INTEGER NOT NULL DEFAULT 0,
  pin_hash      TEXT,
  waba_id       TEXT,
  wa_phone_number_id TEXT,
  phone_number  TEXT,
  fqdn          TEXT,
  status        TEXT NOT NULL DEFAULT 'InProgress',   -- InProgress, Connected, Failed
  error         TEXT,
  wa_calling    INTEGER NOT NULL DEFAULT 0,
  wa_sip        INTEGER NOT NULL DEFAULT 0,
  connection_ok INTEGER NOT NULL DEFAULT 0,
  sip_fqdn_ok   INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  deleted_at    INTEGER
);
CREATE INDEX whatsapp_numbers_account ON whatsapp_numbers(account_id, created_at);

CREATE TABLE routing_groups (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);

CREATE TABLE routing_rules (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  origin_type   TEXT NOT NULL,          -- connected entity type
  origin_id     TEXT,
  destination_type TEXT NOT NULL,
  destination_id TEXT,
  condition_field TEXT,                 -- called, calling
  condition_pattern TEXT,
  priority      INTEGER NOT NULL CHECK (priority BETWEEN 1 AND 999),
  alternative_destinations TEXT NOT NULL DEFAULT '[]',
  customized_numbers TEXT NOT NULL DEFAULT '[]',
  routing_group_id TEXT REFERENCES routing_groups(id),
  region_id     TEXT REFERENCES regions(region_id),
  event_type    TEXT NOT NULL DEFAULT 'call',   -- call, transfer
  created_at    INTEGER NOT NULL
);
CREATE INDEX routing_rules_account ON routing_rules(account_id);

CREATE TABLE speech_services (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  name          TEXT NOT NULL,
  provider      TEXT NOT NULL,          -- speech provider enum
  service_id    TEXT,                   -- ac-azure-speech, ...
  usage         TEXT NOT NULL,          -- None, TTS, STT, TTSAndSTT
  region_id     TEXT REFERENCES regions(region_id),
  created_at    INTEGER NOT NULL
);

CREATE TABLE alarms (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id),
  severity      TEXT NOT NULL,          -- critical, major, minor, warning, indeterminate, cleared
  name          TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  entity_type   TEXT,
  entity_id     TEXT,
  active        INTEGER NOT NULL DEFAULT 1,
  raised_at     INTEGER NOT NULL,
  cleared_at    INTEGER
);
CREATE INDEX alarms_account_active ON alarms(account_id, active, severity);

-- Calls: one row per call leg. Party entities are denormalised (type, id, display name,
-- number) because the grid filters and sorts on them at 1M rows.
CREATE TABLE calls (
  id                 INTEGER PRIMARY KEY,
  call_id            TEXT NOT NULL UNIQUE,
  account_id         TEXT NOT NULL REFERENCES accounts(id),
  region_id          TEXT,
  calling_type       TEXT NOT NULL,     -- connected entity type
  calling_entity_id  TEXT,
  calling_name       TEXT,
  calling_number     TEXT,
  calling_is_click_to_call INTEGER NOT NULL DEFAULT 0,
  calling_is_teams   INTEGER NOT NULL DEFAULT 0,
  calling_sc_type    TEXT,
  called_type        TEXT NOT NULL,
  called_entity_id   TEXT,
  called_name        TEXT,
  called_number      TEXT,
  called_service_number TEXT,
  setup_time         INTEGER NOT NULL,
  connect_time       INTEGER,
  end_time           INTEGER,
  duration_seconds   INTEGER NOT NULL DEFAULT 0,
  successful         INTEGER NOT NULL,
  alternative_route  TEXT,              -- attempt, alternative
  features           TEXT NOT NULL DEFAULT '[]',  -- JSON array
  trigger            TEXT,
  termination_description TEXT,
  voice_mos_quality  REAL,              -- MOS; NULL when not measured
  source_inbound_mos REAL, source_outbound_mos REAL, dest_inbound_mos REAL, dest_outbound_mos REAL,
  recorded           INTEGER NOT NULL DEFAULT 0,
  external_recording_servers TEXT NOT NULL DEFAULT '[]',  -- JSON [{entityType, role}]
  has_agent_assist   INTEGER NOT NULL DEFAULT 0,
  has_voice_translation INTEGER NOT NULL DEFAULT 0,
  campaign_name      TEXT,
  campaign_id        TEXT,
  bot_conversation_id TEXT,
  is_ai_framework    INTEGER NOT NULL DEFAULT 0,
  session_id         TEXT,
  global_session_id  TEXT,
  egress_calling_number TEXT,
  ingress_calling_number TEXT,
  source_number_out  TEXT,
  expire_time        INTEGER,
  stt_provider TEXT, stt_model TEXT, tts_provider TEXT, tts_model TEXT,
  stt_avg_delay_ms INTEGER, stt_max_delay_ms INTEGER, stt_med_delay_ms INTEGER,
  bot_avg_delay_ms INTEGER, bot_max_delay_ms INTEGER, bot_med_delay_ms INTEGER,
  tts_avg_delay_ms INTEGER, tts_max_delay_ms INTEGER, tts_med_delay_ms INTEGER,
  media_packet_loss_percent REAL, media_jitter_ms REAL, media_delay_ms REAL,
  is_test_call       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX calls_account_setup ON calls(account_id, setup_time);
CREATE INDEX calls_account_end ON calls(account_id, end_time);
CREATE INDEX calls_account_duration ON calls(account_id, duration_seconds);
CREATE INDEX calls_account_session ON calls(account_id, global_session_id);
CREATE INDEX calls_setup ON calls(setup_time);

CREATE TABLE call_transcripts (
  call_id   INTEGER NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
  seq       INTEGER NOT NULL,
  role      TEXT NOT NULL,              -- user, assistant
  text      TEXT NOT NULL,
  at        INTEGER NOT NULL,
  PRIMARY KEY (call_id, seq)
) WITHOUT ROWID;

CREATE TABLE call_analyses (            -- post-call analysis, JSON by type (extract, summarize, transcript)
  call_id   INTEGER NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
  type      TEXT NOT NULL,
  result    TEXT NOT NULL,
  PRIMARY KEY (call_id, type)
) WITHOUT ROWID;

CREATE TABLE call_logs (
  call_id   INTEGER NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
  seq       INTEGER NOT NULL,
  at        INTEGER NOT NULL,
  level     TEXT NOT NULL,
  message   TEXT NOT NULL,
  PRIMARY KEY (call_id, seq)
) WITHOUT ROWID;

-- 5-minute metric windows per account and entity ('' entity = the whole account).
CREATE TABLE metric_windows (
  account_id     TEXT NOT NULL,
  entity_type    TEXT NOT NULL,         -- '' (account), bot, service-number, sip-conn, teams-conn, wa-conn
  entity_id      TEXT NOT NULL,
  window_start   INTEGER NOT NULL,      -- epoch ms, multiple of 300000
  count_calls    INTEGER NOT NULL DEFAULT 0,
  count_success  INTEGER NOT NULL DEFAULT 0,
  max_concurrent_calls INTEGER NOT NULL DEFAULT 0,
  max_call_attempts_per_sec REAL NOT NULL DEFAULT 0,
  sum_duration_sec INTEGER NOT NULL DEFAULT 0,
  count_quality_good INTEGER NOT NULL DEFAULT 0,
  count_quality_fair INTEGER NOT NULL DEFAULT 0,
  count_quality_poor INTEGER NOT NULL DEFAULT 0,
  count_quality_unknown INTEGER NOT NULL DEFAULT 0,
  sum_packet_loss REAL NOT NULL DEFAULT 0, max_packet_loss REAL NOT NULL DEFAULT 0,
  sum_jitter REAL NOT NULL DEFAULT 0, max_jitter REAL NOT NULL DEFAULT 0,
  sum_delay REAL NOT NULL DEFAULT 0, max_delay REAL NOT NULL DEFAULT 0,
  sum_mos REAL NOT NULL DEFAULT 0, min_mos REAL, count_media INTEGER NOT NULL DEFAULT 0,
  teams_active_users INTEGER NOT NULL DEFAULT 0,
  teams_licensed_users INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, entity_type, entity_id, window_start)
) WITHOUT ROWID;

CREATE TABLE notifications (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  user_id     TEXT REFERENCES users(id),   -- NULL = every user of the account
  title       TEXT NOT NULL,
  message     TEXT NOT NULL DEFAULT '',
  type        TEXT NOT NULL,             -- download, error, info, warning, progress
  status      INTEGER NOT NULL DEFAULT 0, -- 0 unread, 1 read
  data        TEXT NOT NULL DEFAULT '{}', -- JSON; downloads: fileName, url
  ttl         INTEGER,                    -- seconds; NULL = keep
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER
);
CREATE INDEX notifications_account ON notifications(account_id, created_at);
CREATE INDEX notifications_expiry ON notifications(expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE export_jobs (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  user_id     TEXT NOT NULL REFERENCES users(id),
  kind        TEXT NOT NULL,              -- calls, whatsapp-numbers, ...
  query       TEXT NOT NULL,              -- the list query string
  status      TEXT NOT NULL,              -- queued, running, done, failed
  progress    INTEGER NOT NULL DEFAULT 0, -- percent
  rows        INTEGER NOT NULL DEFAULT 0,
  file_name   TEXT,
  file_path   TEXT,
  error       TEXT,
  notification_id TEXT,
  created_at  INTEGER NOT NULL,
  finished_at INTEGER
);

CREATE TABLE billing_records (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  kind        TEXT NOT NULL,              -- charge, credit, deposit, monthly, number
  amount      REAL NOT NULL,              -- signed: credit positive, charge negative
  balance_after REAL NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_by  TEXT,
  idempotency_key TEXT,
  created_at  INTEGER NOT NULL
);
CREATE INDEX billing_records_account ON billing_records(account_id, created_at);
CREATE UNIQUE INDEX billing_records_idempotency ON billing_records(idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          INTEGER NOT NULL,
  actor_user_id TEXT,
  actor_email TEXT,
  account_id  TEXT,
  action      TEXT NOT NULL,
  before      TEXT,                       -- JSON
  after       TEXT                        -- JSON
);
CREATE INDEX audit_log_account ON audit_log(account_id, at);

CREATE TABLE settings (                  -- platform-wide key/value settings (JSON values)
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
