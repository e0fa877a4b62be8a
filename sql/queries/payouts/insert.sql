INSERT INTO payouts (business_id, affiliate_id, amount, currency, method, reference, created_at, updated_at)
VALUES (${businessId}, ${affiliateId}, ${amount}, ${currency}, ${method}, ${reference}, ${now}, ${now})
RETURNING id
