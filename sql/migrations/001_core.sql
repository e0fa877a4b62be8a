-- Platform-wide settings (a single row) and tiers, set by the CLI (README, Platform administration).
CREATE TABLE platform_settings (
  id              smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  commission_rate numeric(5,2) CHECK (commission_rate BETWEEN 0 AND 100), -- null: PLATFORM_COMMISSION_RATE
  updated_at      timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_settings (id) VALUES (1);

CREATE TABLE platform_tiers (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sort_order  integer NOT NULL,
  min_amount  numeric(18,2) NOT NULL CHECK (min_amount >= 0),
  max_amount  numeric(18,2) CHECK (max_amount IS NULL OR max_amount > min_amount),
  rate        numeric(5,2) NOT NULL CHECK (rate BETWEEN 0 AND 100)
);

-- People: business owners and affiliates share one account table; an affiliate user may
-- belong to several businesses.
CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email         text NOT NULL,
  name          text NOT NULL,
  phone         text,
  password_hash text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE businesses (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_user_id     bigint NOT NULL REFERENCES users (id),
  name              text NOT NULL,
  slug              text NOT NULL,
  website           text,
  phone             text,
  address           text,
  custom_domain     text,            -- a verified custom domain, when the business has one
  is_active         boolean NOT NULL DEFAULT true,
  deactivated_at    timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX businesses_slug_key ON businesses (slug);
-- Decides 409 BUSINESS_EXISTS race-free: one owner, one business of a given name.
CREATE UNIQUE INDEX businesses_owner_name_key ON businesses (owner_user_id, lower(name));

-- One row per business: the Settings and Branding objects.
CREATE TABLE business_settings (
  business_id              bigint PRIMARY KEY REFERENCES businesses (id),
  commission_rate          numeric(5,2) CHECK (commission_rate BETWEEN 0 AND 100),
  cookie_duration          integer NOT NULL DEFAULT 30 CHECK (cookie_duration BETWEEN 1 AND 365),
  auto_approve_enabled     boolean NOT NULL DEFAULT false,
  auto_approve_delay_days  integer NOT NULL DEFAULT 0 CHECK (auto_approve_delay_days BETWEEN 0 AND 365),
  auto_approve_min_amount  numeric(18,2),
  auto_approve_max_amount  numeric(18,2),
  allow_self_registration  boolean NOT NULL DEFAULT false,
  logo_url                 text,
  primary_color            text,
  updated_at               timestamptz NOT NULL DEFAULT now()
);

-- API keys: the public key is looked up, the secret is stored only as a SHA-256 hash
-- (it is 256 random bits, so a slow KDF buys nothing).
CREATE TABLE api_keys (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  api_key      text NOT NULL UNIQUE,
  secret_hash  bytea NOT NULL,
  scopes       text[] NOT NULL,
  label        text,
  is_active    boolean NOT NULL DEFAULT true,
  expires_at   timestamptz,
  revoked_at   timestamptz,
  last_used_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_business_idx ON api_keys (business_id);

-- Opaque bearer tokens, stored as SHA-256 hashes. Checking one is a primary-key lookup.
CREATE TABLE access_tokens (
  token_hash   bytea PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  api_key_id   bigint REFERENCES api_keys (id),
  scopes       text[] NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_business_idx ON access_tokens (business_id);
CREATE INDEX access_tokens_expires_idx ON access_tokens (expires_at);

-- Append-only audit log of every status change.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  kind         text NOT NULL,
  entity_type  text,
  entity_id    bigint,
  actor        text NOT NULL DEFAULT 'api',
  data         jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_business_idx ON audit_log (business_id, created_at);
CREATE INDEX audit_log_entity_idx ON audit_log (business_id, entity_type, entity_id);
