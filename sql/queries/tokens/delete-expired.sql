DELETE FROM access_tokens WHERE expires_at < ${before}
