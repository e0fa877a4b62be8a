-- Billing integrations (README, "Billing integrations"): Stripe, Paddle Billing and Shopify
-- send their payments and refunds to /hooks/{provider}/{id}; conversions and refunds follow.

-- One per provider and business. `secret` is the provider's signing secret, sealed with
-- WEBHOOK_SECRET_KEY as outbound webhook secrets are (api/features/webhooks/secret-box.ts);
-- it is never returned.
CREATE TABLE billing_integrations (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id    bigint NOT NULL REFERENCES businesses (id),
  provider       text NOT NULL CHECK (provider IN ('stripe', 'paddle', 'shopify')),
  secret         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, provider)
);
CREATE INDEX billing_integrations_list_idx ON billing_integrations (business_id, created_at DESC, id DESC);

-- Every verified event, stored before it is answered: unique by the provider's own event id,
-- so a replay or a duplicate delivery stores nothing. `outcome` is null until the worker has
-- processed it; `waiting_for` is the order a refund that came before its payment waits for.
CREATE TABLE billing_events (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id        bigint NOT NULL REFERENCES businesses (id),
  integration_id     bigint NOT NULL REFERENCES billing_integrations (id) ON DELETE CASCADE,
  provider_event_id  text NOT NULL,
  type               text NOT NULL,
  payload            jsonb NOT NULL,
  received_at        timestamptz NOT NULL DEFAULT now(),
  outcome            text CHECK (outcome IN ('recorded', 'ignored', 'failed')),
  order_id           text,
  error              text,
  waiting_for        text[],
  processed_at       timestamptz,
  UNIQUE (integration_id, provider_event_id)
);
CREATE INDEX billing_events_list_idx ON billing_events (integration_id, received_at DESC, id DESC);
CREATE INDEX billing_events_waiting_idx ON billing_events USING gin (waiting_for) WHERE outcome IS NULL;

-- What a provider's refund names (a Stripe payment intent or charge) → the order it paid,
-- remembered when the payment is recorded, with the provider's cumulative refunded total
-- for it as its events last said.
CREATE TABLE billing_payments (
  integration_id  bigint NOT NULL REFERENCES billing_integrations (id) ON DELETE CASCADE,
  business_id     bigint NOT NULL REFERENCES businesses (id),
  payment_ref     text NOT NULL,
  order_id        text NOT NULL,
  refunded_total  numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (integration_id, payment_ref)
);
CREATE INDEX billing_payments_order_idx ON billing_payments (integration_id, order_id);

-- The provider's refunds seen for an order, each once: with the cumulative totals above they
-- bound what any mix of refund events may refund.
CREATE TABLE billing_refunds (
  integration_id  bigint NOT NULL REFERENCES billing_integrations (id) ON DELETE CASCADE,
  business_id     bigint NOT NULL REFERENCES businesses (id),
  refund_id       text NOT NULL,
  order_id        text NOT NULL,
  amount          numeric(18,2) NOT NULL,
  PRIMARY KEY (integration_id, refund_id)
);
CREATE INDEX billing_refunds_order_idx ON billing_refunds (integration_id, order_id);
