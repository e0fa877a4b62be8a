-- Case-insensitive, served by affiliates_code_key (business_id, lower(referral_code)); codes
-- stay unique after a soft delete, so a deleted affiliate's code still names only them.
SELECT id, lower(referral_code) AS code, status, deleted_at IS NOT NULL AS deleted
FROM affiliates
WHERE business_id = ${businessId} AND lower(referral_code) IN (${codes:csv})
