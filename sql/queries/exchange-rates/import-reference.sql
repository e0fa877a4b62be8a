-- Rows of the reference table (units per EUR); a date and currency imported again is replaced.
INSERT INTO platform_exchange_rates (currency, rate_date, per_eur)
SELECT t.currency, t.rate_date, t.per_eur::numeric
FROM unnest(${currencies}::text[], ${dates}::date[], ${rates}::text[]) AS t(currency, rate_date, per_eur)
ON CONFLICT (currency, rate_date) DO UPDATE SET per_eur = EXCLUDED.per_eur
