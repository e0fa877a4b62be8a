SELECT id, email, name, phone, password_hash, created_at FROM users WHERE lower(email) = lower(${email})
