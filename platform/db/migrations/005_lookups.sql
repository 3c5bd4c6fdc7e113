-- Lookups of configuration entities (bots list: assigned numbers per bot). The bots list counts
-- each bot's live numbers; without this index every bot would scan the account's numbers.
CREATE INDEX phone_numbers_bot ON phone_numbers(bot_id) WHERE deleted_at IS NULL;
