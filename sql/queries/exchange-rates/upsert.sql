-- A PUT for a date: the currencies it names are replaced, the others kept.
INSERT INTO exchange_rates (business_id, base, currency, rate_date, rate)
SELECT ${businessId}, ${base}, t.currency, ${date}::date, t.rate::numeric
FROM unnest(${currencies}::text[], ${rates}::text[]) AS t(currency, rate)
ON CONFLICT (business_id, base, currency, rate_date) DO UPDATE SET rate = EXCLUDED.rate, updated_at = now()
