DELETE FROM portal_tokens WHERE token_hash = ${tokenHash}
