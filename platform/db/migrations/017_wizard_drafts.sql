-- The launch wizards' drafts (issue 18): per user and wizard, what its steps chose or created so far
-- (the region, entity ids), which it created, and the last failure; JSON, validated by the platform
-- against contract/wire/wizards.ts. One draft per user and wizard: launching it again resumes it.
CREATE TABLE wizard_drafts (
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  user_id     TEXT NOT NULL,
  kind        TEXT NOT NULL,
  draft       TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  PRIMARY KEY (account_id, user_id, kind)
);
