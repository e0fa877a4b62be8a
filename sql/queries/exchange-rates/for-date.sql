-- The rates a business set for one date against a base currency.
SELECT currency, rate::text AS rate
FROM exchange_rates
WHERE business_id = ${businessId} AND base = ${base} AND rate_date = ${date}::date
ORDER BY currency
