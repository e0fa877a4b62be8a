-- Race-free: a concurrent insert of the same e-mail resolves to the one row.
WITH ins AS (
  INSERT INTO users (email, name, phone, password_hash)
  VALUES (${email}, ${name}, ${phone}, ${passwordHash})
  ON CONFLICT ((lower(email))) DO NOTHING
  RETURNING id, email, name, phone, created_at, true AS created
)
SELECT * FROM ins
UNION ALL
SELECT id, email, name, phone, created_at, false AS created FROM users
WHERE lower(email) = lower(${email}) AND NOT EXISTS (SELECT 1 FROM ins)
