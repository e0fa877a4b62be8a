-- Serialises the mints of one API key, so the insert below counts the key's live tokens
-- with every earlier mint committed (a statement's own snapshot would miss a mint that
-- committed while it waited). NO KEY UPDATE still lets other rows reference the key.
SELECT 1 FROM api_keys WHERE id = ${apiKeyId} FOR NO KEY UPDATE
