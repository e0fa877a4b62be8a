-- The affiliate program's transactional core. Every tenant table carries business_id and
-- every query filters by it.

CREATE TABLE affiliates (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id      bigint NOT NULL REFERENCES businesses (id),
  user_id          bigint NOT NULL REFERENCES users (id),
  referral_code    text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'active', 'suspended', 'terminated')),
  commission_rate  numeric(5,2) CHECK (commission_rate BETWEEN 0 AND 100),
  notes            text,
  approved_at      timestamptz,
  suspended_at     timestamptz,
  terminated_at    timestamptz,
  deleted_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- Referral codes stay unique within the business even after a soft delete, so an old code
-- never starts attributing to somebody else.
CREATE UNIQUE INDEX affiliates_code_key ON affiliates (business_id, lower(referral_code));
CREATE UNIQUE INDEX affiliates_user_key ON affiliates (business_id, user_id) WHERE deleted_at IS NULL;
CREATE INDEX affiliates_list_idx ON affiliates (business_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE referral_links (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id      bigint NOT NULL REFERENCES businesses (id),
  affiliate_id     bigint NOT NULL REFERENCES affiliates (id),
  slug             text NOT NULL,
  destination_url  text NOT NULL,
  campaign         text,
  is_active        boolean NOT NULL DEFAULT true,
  click_count      bigint NOT NULL DEFAULT 0,
  metadata         jsonb,
  deleted_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- Slugs are unique across all businesses (the public /r/{slug} has no tenant in it) and are
-- never reused, so an old tracking URL cannot start pointing somewhere else.
CREATE UNIQUE INDEX referral_links_slug_key ON referral_links (lower(slug));
CREATE INDEX referral_links_list_idx ON referral_links (business_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX referral_links_affiliate_idx ON referral_links (business_id, affiliate_id) WHERE deleted_at IS NULL;

CREATE TABLE commission_rules (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id       bigint NOT NULL REFERENCES businesses (id),
  referral_link_id  bigint NOT NULL REFERENCES referral_links (id),
  label             text,
  commission_rate   numeric(5,2) NOT NULL CHECK (commission_rate BETWEEN 0 AND 100),
  priority          integer NOT NULL DEFAULT 0 CHECK (priority >= 0),
  valid_from        timestamptz,
  valid_until       timestamptz,
  max_conversions   integer CHECK (max_conversions >= 1),
  conversion_count  integer NOT NULL DEFAULT 0,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_until IS NULL OR valid_from IS NULL OR valid_until >= valid_from),
  -- The cap holds in the database itself, whatever the application does.
  CHECK (max_conversions IS NULL OR conversion_count <= max_conversions)
);
CREATE INDEX commission_rules_link_idx ON commission_rules (business_id, referral_link_id, priority DESC, created_at, id);

CREATE TABLE business_tiers (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  sort_order   integer NOT NULL,
  min_amount   numeric(18,2) NOT NULL CHECK (min_amount >= 0),
  max_amount   numeric(18,2) CHECK (max_amount IS NULL OR max_amount > min_amount),
  rate         numeric(5,2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_tiers_business_idx ON business_tiers (business_id, min_amount);

-- Conversions (orders in the API). Clicks live in ClickHouse; the attributed click's
-- fields that the order detail shows are copied here when the conversion is recorded.
CREATE TABLE conversions (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id         bigint NOT NULL REFERENCES businesses (id),
  order_id            text NOT NULL,
  affiliate_id        bigint REFERENCES affiliates (id),
  referral_link_id    bigint REFERENCES referral_links (id),
  click_id            bigint,
  click_landing_page  text,
  click_referrer      text,
  click_created_at    timestamptz,
  visitor_id          text,
  commission_rule_id  bigint REFERENCES commission_rules (id) ON DELETE SET NULL,
  commission_source   text,
  commission_tier_id  bigint,
  customer_name       text,
  customer_email      text,
  subtotal            numeric(18,2) NOT NULL,
  discount_applied    numeric(18,2) NOT NULL DEFAULT 0,
  tax                 numeric(18,2) NOT NULL DEFAULT 0,
  order_total         numeric(18,2) NOT NULL,
  commission_rate     numeric(5,2) NOT NULL DEFAULT 0,
  commission_amount   numeric(18,2) NOT NULL DEFAULT 0,
  currency            char(3) NOT NULL DEFAULT 'USD',
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  line_items          jsonb,
  ip_address          text,
  metadata            jsonb,
  converted_at        timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  -- Raised by every change; ClickHouse keeps the highest version of each conversion.
  version             integer NOT NULL DEFAULT 1
);
-- Idempotency of recording: one conversion per (business, order_id).
CREATE UNIQUE INDEX conversions_order_key ON conversions (business_id, order_id);
CREATE INDEX conversions_list_idx ON conversions (business_id, converted_at DESC, id DESC);
CREATE INDEX conversions_affiliate_idx ON conversions (business_id, affiliate_id, converted_at);
CREATE INDEX conversions_pending_idx ON conversions (business_id, converted_at) WHERE status = 'pending';

-- Payouts (docs/reports.md, Payouts).
CREATE TABLE payouts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id   bigint NOT NULL REFERENCES businesses (id),
  affiliate_id  bigint NOT NULL REFERENCES affiliates (id),
  amount        numeric(18,2) NOT NULL CHECK (amount > 0),
  currency      char(3) NOT NULL DEFAULT 'USD',
  method        text CHECK (method IN ('bank_transfer', 'paypal', 'check', 'other')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  reference     text,
  paid_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE INDEX payouts_list_idx ON payouts (business_id, created_at DESC, id DESC);
CREATE INDEX payouts_affiliate_idx ON payouts (business_id, affiliate_id);
