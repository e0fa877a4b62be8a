-- Orders list: a search is a "contains" match (ILIKE '%term%') on the external order id,
-- which only a trigram index can serve. pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX conversions_order_trgm_idx ON conversions USING gin (order_id gin_trgm_ops);

-- The first page of every other sort key without sorting the business's rows (converted_at
-- has conversions_list_idx, order_id the unique conversions_order_key). Ties break on id.
CREATE INDEX conversions_total_idx ON conversions (business_id, order_total, id);
CREATE INDEX conversions_commission_idx ON conversions (business_id, commission_amount, id);
CREATE INDEX conversions_status_idx ON conversions (business_id, status, id);
