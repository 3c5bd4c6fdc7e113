-- Indexes of the calls list (GET /billing/api/v1/Calls), measured at 1,000,000 calls with
-- `npm run bench` (bench/calls-list.ts). All of them hold live calls only (is_test_call = 0, the
-- list's default), so list queries read them without touching table rows.

-- Date range of an account: the default sort (setupTime), counts for totalItems, and filters and
-- sorts on outcome, duration and MOS inside a range, answered from the index alone.
CREATE INDEX calls_live_time ON calls(account_id, setup_time, successful, duration_seconds, voice_mos_quality)
  WHERE is_test_call = 0;

-- One per sortable grid column: a list sorted by it over a wide date range walks the index in
-- order and checks the date inside it (platform/calls/query.ts, chooseStrategy), instead of
-- sorting every call of the range.
CREATE INDEX calls_live_duration ON calls(account_id, duration_seconds, setup_time) WHERE is_test_call = 0;
CREATE INDEX calls_live_mos ON calls(account_id, voice_mos_quality, setup_time) WHERE is_test_call = 0;
CREATE INDEX calls_live_connect ON calls(account_id, connect_time, setup_time) WHERE is_test_call = 0;
CREATE INDEX calls_live_end ON calls(account_id, end_time, setup_time) WHERE is_test_call = 0;
CREATE INDEX calls_live_calling_name ON calls(account_id, calling_name, setup_time) WHERE is_test_call = 0;
CREATE INDEX calls_live_called_name ON calls(account_id, called_name, setup_time) WHERE is_test_call = 0;
