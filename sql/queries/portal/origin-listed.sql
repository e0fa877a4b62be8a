-- Whether any business lists the origin (the preflight's question; the GIN index answers it).
SELECT EXISTS (SELECT 1 FROM business_settings WHERE portal_origins @> ARRAY[${origin}]::text[]) AS listed
