-- Fraud and traffic quality (README, "Fraud and traffic quality").

-- Rule → action ('off', 'flag', 'reject'). Only the rules a merchant changed are stored; reads
-- fill in the defaults (api/features/fraud/fraud-rules.ts), so a rule added later starts at
-- its default for every business.
ALTER TABLE business_settings
  ADD COLUMN fraud_rules jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN fraud_ip_conversion_limit integer NOT NULL DEFAULT 3
    CHECK (fraud_ip_conversion_limit BETWEEN 1 AND 1000),
  ADD COLUMN fraud_review_amount numeric(18,2) CHECK (fraud_review_amount >= 0),
  ADD COLUMN click_dedupe_minutes integer NOT NULL DEFAULT 0
    CHECK (click_dedupe_minutes BETWEEN 0 AND 1440);

-- The rules a conversion tripped when it was recorded (flag or reject), and the rule that
-- rejected it, if one did. Kept whatever the merchant does with the order later.
ALTER TABLE conversions
  ADD COLUMN risk_reasons text[] NOT NULL DEFAULT '{}',
  ADD COLUMN fraud_rejected_rule text;
-- GET /v1/orders?flagged=true: few rows are flagged, so a partial index keeps the filter cheap.
CREATE INDEX conversions_flagged_idx ON conversions (business_id, converted_at DESC, id DESC)
  WHERE cardinality(risk_reasons) > 0;
-- repeat_customer_ip: one affiliate's conversions from one IP over the last 24 hours.
CREATE INDEX conversions_affiliate_ip_idx ON conversions (business_id, affiliate_id, ip_address, converted_at)
  WHERE ip_address IS NOT NULL;

-- A self-registration caught by a rule (disposable_email) stays pending with these reasons.
ALTER TABLE affiliates ADD COLUMN risk_reasons text[] NOT NULL DEFAULT '{}';

-- IPs affiliates signed in to the portal from (self_referral reads the 30 days before a
-- conversion). The portal records the sign-ins; affiliate_id is affiliates.id (bigint).
CREATE TABLE IF NOT EXISTS portal_sign_ins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id),
  affiliate_id bigint NOT NULL,
  ip inet NOT NULL,
  signed_in_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS portal_sign_ins_lookup ON portal_sign_ins (business_id, affiliate_id, ip, signed_in_at);
