-- Serialises the token mints of one membership, so each counts the others' tokens.
SELECT 1 FROM affiliates WHERE id = ${affiliateId} FOR NO KEY UPDATE
