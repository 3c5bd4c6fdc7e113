-- A bot of the built-in AI agent runs one of its account's agents (issue 31;
-- docs/features/ai-framework.md#bots-that-run-an-agent): the agent, and the version it runs, pinned
-- (a published version's number) or NULL for the latest published one. Columns, not settings: deleting
-- an agent asks which live bots use it (bots_agent).
ALTER TABLE bots ADD COLUMN agent_id TEXT REFERENCES ai_agents(id);
ALTER TABLE bots ADD COLUMN agent_version INTEGER;
CREATE INDEX bots_agent ON bots(agent_id) WHERE deleted_at IS NULL AND agent_id IS NOT NULL;

-- The fixed model names the built-in AI agent took before are gone: a bot stored with one now has no
-- agent, and its next save asks for one.
UPDATE bots SET settings = json_remove(settings, '$.agentModel')
 WHERE CASE WHEN json_valid(settings) THEN json_extract(settings, '$.agentModel') IS NOT NULL ELSE 0 END;
