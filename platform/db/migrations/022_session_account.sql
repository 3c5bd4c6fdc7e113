-- Switch account per session (issue 19; docs/product.md#header "switching gives a new token pair"): the account a
-- session works in is kept with its refresh-token family (NULL: the user's own account,
-- users.account_id with users.roles; else an account of account_memberships, with the roles there).
-- A switch starts a new family in the chosen account and changes nothing about the user, so the
-- user's other sessions, and the next sign-in, stay where they are.
ALTER TABLE refresh_tokens ADD COLUMN account_id TEXT REFERENCES accounts(id);
