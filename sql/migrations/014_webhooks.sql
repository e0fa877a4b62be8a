-- Outbound webhooks (README, "Webhooks"; docs/architecture.md, "Webhooks: outbox, relay, delivery").

-- Endpoints. The secret must be recoverable to sign, so it cannot be hashed: it is sealed with
-- WEBHOOK_SECRET_KEY when set (api/features/webhooks/secret-box.ts); reads never select it.
-- After a rotation the previous secret keeps signing until previous_secret_expires_at. `slow`
-- holds until an attempt is answered within 2 s, and again after one that took longer: a slow
-- (or new) endpoint gets the narrow share of a failing one (sql/queries/webhooks/claim-due.sql).
CREATE TABLE webhook_endpoints (
  id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id                 bigint NOT NULL REFERENCES businesses (id),
  url                         text NOT NULL,
  events                      text[] NOT NULL,
  description                 text,
  is_active                   boolean NOT NULL DEFAULT true,
  secret                      text NOT NULL,
  previous_secret             text,
  previous_secret_expires_at  timestamptz,
  slow                        boolean NOT NULL DEFAULT true,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_business_idx ON webhook_endpoints (business_id, created_at DESC, id DESC);

-- The event log and the outbox in one: a row is written in the transaction of the change it
-- reports; relayed_at stays null until the relay has made its deliveries. endpoint_id is set
-- only for webhook.test, which goes to that endpoint alone.
CREATE TABLE webhook_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id    text NOT NULL UNIQUE,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  type         text NOT NULL,
  data         jsonb NOT NULL,
  endpoint_id  bigint REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  relayed_at   timestamptz
);
CREATE INDEX webhook_events_business_idx ON webhook_events (business_id, created_at DESC, id DESC);
-- The relay's walk over the businesses with waiting events, and each one's oldest first.
CREATE INDEX webhook_events_unrelayed_idx ON webhook_events (business_id, id) WHERE relayed_at IS NULL;
CREATE INDEX webhook_events_created_idx ON webhook_events (created_at);

-- The delivery log: one row per (endpoint, event). A pending row is due at next_attempt_at;
-- claimed_until is the lease of the job that is attempting it, and dispatches numbers the
-- jobs made for it (the job id), so a re-dispatch after a lost job is a new job and a
-- duplicate of a live one collapses.
CREATE TABLE webhook_deliveries (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id           bigint NOT NULL REFERENCES businesses (id),
  endpoint_id           bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id              bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts              integer NOT NULL DEFAULT 0,
  dispatches            integer NOT NULL DEFAULT 0,
  last_response_status  integer,
  last_error            text,
  next_attempt_at       timestamptz,
  claimed_until         timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
-- The relay's per-endpoint probes (claim-due.sql): what is due, what is in flight, what is failing.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (endpoint_id, next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (endpoint_id, claimed_until)
  WHERE status = 'pending' AND claimed_until IS NOT NULL;
CREATE INDEX webhook_deliveries_retrying_idx ON webhook_deliveries (endpoint_id) WHERE status = 'pending' AND attempts > 0;
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

-- Every delivery is updated twice (claimed, then its outcome) and every event once (relayed):
-- the relay's partial indexes stay small only if dead rows are vacuumed early.
ALTER TABLE webhook_deliveries SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE webhook_events SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05,
  autovacuum_vacuum_cost_delay = 0);

-- Keys that held every scope keep holding every scope.
UPDATE api_keys SET scopes = scopes || ARRAY['webhooks:read', 'webhooks:write']
WHERE scopes @> ARRAY['affiliates:read', 'affiliates:write', 'orders:read', 'orders:write', 'reports:read',
  'settings:read', 'settings:write', 'connections:read', 'connections:write', 'conversions:read',
  'conversions:write', 'clicks:read', 'clicks:write', 'commissions:read', 'sdk:init', 'pageviews:write',
  'payouts:read', 'payouts:write']
  AND NOT scopes @> ARRAY['webhooks:read'];
UPDATE access_tokens SET scopes = scopes || ARRAY['webhooks:read', 'webhooks:write']
WHERE scopes @> ARRAY['affiliates:read', 'affiliates:write', 'orders:read', 'orders:write', 'reports:read',
  'settings:read', 'settings:write', 'connections:read', 'connections:write', 'conversions:read',
  'conversions:write', 'clicks:read', 'clicks:write', 'commissions:read', 'sdk:init', 'pageviews:write',
  'payouts:read', 'payouts:write']
  AND NOT scopes @> ARRAY['webhooks:read'];

