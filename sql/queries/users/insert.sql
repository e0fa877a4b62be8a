INSERT INTO users (email, name, phone, password_hash)
VALUES (${email}, ${name}, ${phone}, ${passwordHash})
RETURNING id, email, name, phone, created_at
