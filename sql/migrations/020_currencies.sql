-- Money in more than one currency (README, "Currencies and exchange rates").
--
-- Every business has one currency; existing businesses are in USD (the default they have
-- always been summed in). It may change only while the business has no conversion and no
-- ledger entry (api/features/settings/settings.service.ts checks under the settings row lock).
ALTER TABLE business_settings
  ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$');

-- A conversion keeps its own currency and amounts and records the business currency its
-- commission is in, the rate used (units of the order's currency per unit of the business
-- currency) and its order_total converted, which auto-approval's bounds and revenue figures
-- read. Both are null for an order in the business currency (its converted total is its
-- total), so every row recorded before (USD orders of USD businesses) is already right and
-- no row is rewritten. The recording always writes commission_currency; the default covers
-- the rows of before, all in USD.
ALTER TABLE conversions
  ADD COLUMN exchange_rate numeric CHECK (exchange_rate > 0),
  ADD COLUMN commission_currency text NOT NULL DEFAULT 'USD',
  ADD COLUMN converted_order_total numeric(18,2),
  ADD CONSTRAINT conversions_converted_total CHECK ((exchange_rate IS NULL) = (converted_order_total IS NULL));

-- A business's own rates: per date, units of `currency` per one unit of `base` (the business
-- currency when they were set, so a business that changes its currency before any money is
-- recorded does not inherit rates quoted against the old one). Kept exactly as sent.
CREATE TABLE exchange_rates (
  business_id  bigint NOT NULL REFERENCES businesses (id),
  base         text NOT NULL,
  currency     text NOT NULL,
  rate_date    date NOT NULL,
  rate         numeric NOT NULL CHECK (rate > 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, base, currency, rate_date),
  CHECK (currency <> base)
);

-- The operator's reference table (npm run cli -- fx:import): units of `currency` per EUR, as
-- the European Central Bank publishes them, plus EUR itself at 1 on every date, so a cross
-- rate for any pair is one join on the date.
CREATE TABLE platform_exchange_rates (
  currency   text NOT NULL,
  rate_date  date NOT NULL,
  per_eur    numeric NOT NULL CHECK (per_eur > 0),
  PRIMARY KEY (currency, rate_date)
);
