-- Payout methods and payout runs (README, "Payout runs").

-- Where each affiliate wants to be paid. `details_sealed` is the JSON of the details, sealed
-- with PAYOUT_DETAILS_KEY (api/features/payout-methods/details.ts); `details_masked` is what
-- every read shows, kept beside it so reads never need the key.
CREATE TABLE affiliate_payout_methods (
  business_id     bigint NOT NULL REFERENCES businesses (id),
  affiliate_id    bigint NOT NULL REFERENCES affiliates (id),
  method          text NOT NULL CHECK (method IN ('paypal', 'wise', 'bank_transfer', 'other')),
  details_sealed  text NOT NULL,
  details_masked  jsonb NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, affiliate_id)
);

-- One payout of the whole balance per eligible affiliate, made in one transaction.
-- `scheduled_for` is the schedule boundary a scheduled run was opened for: unique per business,
-- so however many schedulers and workers race, a boundary opens one run.
CREATE TABLE payout_runs (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id            bigint NOT NULL REFERENCES businesses (id),
  status                 text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
  currency               char(3) NOT NULL,
  method                 text CHECK (method IN ('paypal', 'wise', 'bank_transfer', 'other')),
  minimum                numeric(18,2) NOT NULL CHECK (minimum >= 0),
  payout_count           integer NOT NULL DEFAULT 0,
  total                  numeric(18,2) NOT NULL DEFAULT 0,
  skipped_below_minimum  integer NOT NULL DEFAULT 0,
  skipped_no_method      integer NOT NULL DEFAULT 0,
  scheduled_for          timestamptz,
  reference              text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  completed_at           timestamptz
);
CREATE INDEX payout_runs_list_idx ON payout_runs (business_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX payout_runs_boundary ON payout_runs (business_id, scheduled_for)
  WHERE scheduled_for IS NOT NULL;

-- A run's payouts carry it, with the details they were made for (sealed, as the method's),
-- so the run's files pay where the affiliate asked to be paid when the run was made.
ALTER TABLE payouts
  ADD COLUMN payout_run_id bigint REFERENCES payout_runs (id),
  ADD COLUMN details_sealed text,
  DROP CONSTRAINT payouts_method_check,
  ADD CONSTRAINT payouts_method_check CHECK (method IN ('bank_transfer', 'paypal', 'check', 'other', 'wise'));
CREATE INDEX payouts_run_idx ON payouts (payout_run_id, id) WHERE payout_run_id IS NOT NULL;

ALTER TABLE business_settings
  ADD COLUMN payout_minimum numeric(18,2) NOT NULL DEFAULT 0 CHECK (payout_minimum >= 0),
  ADD COLUMN payout_schedule text CHECK (payout_schedule IN ('weekly', 'monthly')),
  ADD COLUMN payout_debtor jsonb;
-- The scheduler's sweep reads only the businesses with a schedule.
CREATE INDEX business_settings_payout_schedule_idx ON business_settings (business_id)
  WHERE payout_schedule IS NOT NULL;
