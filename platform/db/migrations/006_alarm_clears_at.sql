-- Alarms the simulator raises clear themselves: when set, the alarm is cleared once this time
-- (epoch ms) has passed. Seeded and manually raised alarms keep it NULL.
ALTER TABLE alarms ADD COLUMN clears_at INTEGER;
CREATE INDEX alarms_clears_at ON alarms(clears_at) WHERE active = 1 AND clears_at IS NOT NULL;
