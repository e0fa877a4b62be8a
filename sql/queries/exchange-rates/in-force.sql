-- The business currency, and for each currency asked (other than it) the two candidates for
-- the rate in force on ${date}: the business's own latest rate on or before it (set against
-- its current currency), and the reference table's latest date on or before it that quotes
-- both the currency and the business currency per EUR. api/domain/fx.ts (rateInForce) picks.
-- Each candidate is one backward read of a primary key.
WITH s AS (
  SELECT coalesce((SELECT currency FROM business_settings WHERE business_id = ${businessId}), 'USD') AS base
)
SELECT s.base, r.currency, r.own_date, r.own_rate, r.ref_date, r.ref_quote, r.ref_base
FROM s
LEFT JOIN LATERAL (
  SELECT cur.currency,
         own.rate_date::text AS own_date, own.rate::text AS own_rate,
         ref.rate_date::text AS ref_date, ref.quote::text AS ref_quote, ref.base::text AS ref_base
  FROM unnest(${currencies}::text[]) AS cur(currency)
  LEFT JOIN LATERAL (
    SELECT e.rate_date, e.rate
    FROM exchange_rates e
    WHERE e.business_id = ${businessId} AND e.base = s.base AND e.currency = cur.currency
      AND e.rate_date <= ${date}::date
    ORDER BY e.rate_date DESC
    LIMIT 1
  ) own ON true
  LEFT JOIN LATERAL (
    SELECT q.rate_date, q.per_eur AS quote, b.per_eur AS base
    FROM platform_exchange_rates q
    JOIN platform_exchange_rates b ON b.currency = s.base AND b.rate_date = q.rate_date
    WHERE q.currency = cur.currency AND q.rate_date <= ${date}::date
    ORDER BY q.rate_date DESC
    LIMIT 1
  ) ref ON true
  WHERE cur.currency <> s.base AND (own.rate_date IS NOT NULL OR ref.rate_date IS NOT NULL)
) r ON true
ORDER BY r.currency
