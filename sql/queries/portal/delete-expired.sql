DELETE FROM portal_tokens WHERE expires_at < ${before}
