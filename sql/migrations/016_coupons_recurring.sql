-- Coupon codes and recurring commissions (README, "Coupon codes and renewals").

-- A coupon names one affiliate. Codes are unique per business case-insensitively among live
-- coupons; a deleted coupon (or one deleted with its affiliate) frees its code and keeps its
-- row for the conversions it credited.
CREATE TABLE coupons (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id   bigint NOT NULL REFERENCES businesses (id),
  affiliate_id  bigint NOT NULL REFERENCES affiliates (id),
  code          text NOT NULL,
  deleted_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (business_id, lower(code)) WHERE deleted_at IS NULL;
CREATE INDEX coupons_affiliate_idx ON coupons (business_id, affiliate_id, created_at, id) WHERE deleted_at IS NULL;

-- A subscription is bound to the affiliate (and link) of its first attributed conversion, for
-- good: renewals past the window are direct, but the binding stays.
CREATE TABLE subscription_bindings (
  business_id         bigint NOT NULL REFERENCES businesses (id),
  subscription_id     text NOT NULL,
  affiliate_id        bigint NOT NULL REFERENCES affiliates (id),
  referral_link_id    bigint REFERENCES referral_links (id),
  first_conversion_id bigint NOT NULL REFERENCES conversions (id),
  first_converted_at  timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, subscription_id)
);

-- How each conversion was credited. Rows recorded before this knew no coupons or
-- subscriptions; a click could have come by click_id or by visitor, and is read as a click.
-- The raised version has the minute's sync tick copy the attribution to ClickHouse.
ALTER TABLE conversions
  ADD COLUMN attribution text NOT NULL DEFAULT 'direct'
    CHECK (attribution IN ('subscription', 'click', 'coupon', 'referral_code', 'visitor', 'direct')),
  ADD COLUMN subscription_id text,
  ADD COLUMN coupon_id bigint REFERENCES coupons (id);
UPDATE conversions
SET attribution = CASE WHEN click_id IS NOT NULL THEN 'click' ELSE 'referral_code' END,
    version = version + 1
WHERE affiliate_id IS NOT NULL;

ALTER TABLE business_settings
  ADD COLUMN recurring_commission_months integer CHECK (recurring_commission_months BETWEEN 0 AND 120),
  ADD COLUMN recurring_commission_rate numeric(5,2) CHECK (recurring_commission_rate BETWEEN 0 AND 100);
