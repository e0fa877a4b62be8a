SELECT business_id FROM portal_password_resets WHERE token_hash = ${tokenHash}
