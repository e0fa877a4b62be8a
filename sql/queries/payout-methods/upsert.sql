-- Sets a (non-deleted) affiliate's payout method; no row when the affiliate is not the business's.
INSERT INTO affiliate_payout_methods (business_id, affiliate_id, method, details_sealed, details_masked, updated_at)
SELECT a.business_id, a.id, ${method}, ${detailsSealed}, ${detailsMasked}::jsonb, now()
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.id = ${affiliateId} AND a.deleted_at IS NULL
ON CONFLICT (business_id, affiliate_id) DO UPDATE
SET method = EXCLUDED.method,
    details_sealed = EXCLUDED.details_sealed,
    details_masked = EXCLUDED.details_masked,
    updated_at = EXCLUDED.updated_at
RETURNING method, details_masked, updated_at
