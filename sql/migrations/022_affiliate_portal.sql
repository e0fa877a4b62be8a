-- The affiliate portal (README, "For affiliates"): affiliates sign in to one business and see
-- their own program there.

-- Passwords belong to the membership: null means the account's password (users.password_hash)
-- still holds for this business; a change or reset through this business's portal sets it,
-- so no business can change how the affiliate signs in anywhere else.
ALTER TABLE affiliates ADD COLUMN password_hash text;

-- Portal tokens are their own kind: SHA-256 of the bearer, one membership each.
CREATE TABLE portal_tokens (
  token_hash   bytea PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  affiliate_id bigint NOT NULL REFERENCES affiliates (id),
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portal_tokens_affiliate_idx ON portal_tokens (affiliate_id, created_at);
CREATE INDEX portal_tokens_expires_idx ON portal_tokens (expires_at);

-- One live reset token per membership: a newer one replaces the older (the primary key).
CREATE TABLE portal_password_resets (
  affiliate_id bigint PRIMARY KEY REFERENCES affiliates (id),
  business_id  bigint NOT NULL REFERENCES businesses (id),
  token_hash   bytea NOT NULL UNIQUE,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The origins a business's portal page may be served from, and the hosts its affiliates may
-- point new links at.
ALTER TABLE business_settings
  ADD COLUMN portal_origins text[] NOT NULL DEFAULT '{}',
  ADD COLUMN portal_link_hosts text[] NOT NULL DEFAULT '{}';
CREATE INDEX business_settings_portal_origins_idx ON business_settings USING gin (portal_origins);

-- Each successful sign-in's client IP goes to portal_sign_ins, made by 021 (the fraud rules
-- read it too).
