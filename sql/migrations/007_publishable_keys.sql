-- Publishable keys (pk_…) of the browser SDK, one per business. They are public by design:
-- the merchant embeds the key in every page of the shop, and it can do nothing but send
-- events to POST /v1/collect. So, unlike API secrets and tokens, it is stored as it is and
-- looked up directly.
CREATE TABLE publishable_keys (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  key          text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX publishable_keys_key ON publishable_keys (key);
CREATE UNIQUE INDEX publishable_keys_business_key ON publishable_keys (business_id);

-- Attribution by referral code looks affiliates up by lower(referral_code) within the
-- business: affiliates_code_key (business_id, lower(referral_code)) already serves it.
