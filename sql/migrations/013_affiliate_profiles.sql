-- Affiliate profiles are per business (docs/architecture.md, "Affiliate profiles"): one
-- account (users: e-mail, password) may be an affiliate of several businesses, and the name
-- and phone each business gave live on its own affiliate row. Until now they lived on the
-- account, so every existing affiliate starts with the account's values.
ALTER TABLE affiliates ADD COLUMN name text, ADD COLUMN phone text;

UPDATE affiliates a SET name = u.name, phone = u.phone FROM users u WHERE u.id = a.user_id;

ALTER TABLE affiliates ALTER COLUMN name SET NOT NULL;
