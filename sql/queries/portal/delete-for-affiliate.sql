-- Every portal token of the membership but ${keep} (null: all of them).
DELETE FROM portal_tokens
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
  AND (${keep}::bytea IS NULL OR token_hash <> ${keep}::bytea)
