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

-- Conversions per business and status, kept by statement-level triggers, so the list's
-- meta.total without filters (or with status only) is a primary-key read rather than a
-- count over a million rows. Statement-level with transition tables: a bulk insert or a
-- batch of approvals is one upsert per (business, status), not one per row. Counter rows
-- are upserted in (business_id, status) order so that concurrent writers take their locks
-- in the same order.
CREATE TABLE conversion_counts (
  business_id  bigint NOT NULL REFERENCES businesses (id),
  status       text NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (business_id, status)
);

INSERT INTO conversion_counts (business_id, status, n)
SELECT business_id, status, count(*) FROM conversions GROUP BY business_id, status;

CREATE FUNCTION conversion_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO conversion_counts AS cc (business_id, status, n)
    SELECT business_id, status, count(*) FROM new_rows GROUP BY business_id, status ORDER BY business_id, status
    ON CONFLICT (business_id, status) DO UPDATE SET n = cc.n + EXCLUDED.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO conversion_counts AS cc (business_id, status, n)
    SELECT business_id, status, sum(d) FROM (
      SELECT business_id, status, 1 AS d FROM new_rows
      UNION ALL
      SELECT business_id, status, -1 AS d FROM old_rows
    ) x
    GROUP BY business_id, status HAVING sum(d) <> 0 ORDER BY business_id, status
    ON CONFLICT (business_id, status) DO UPDATE SET n = cc.n + EXCLUDED.n;
  ELSE
    UPDATE conversion_counts cc SET n = cc.n - o.n
    FROM (SELECT business_id, status, count(*) AS n FROM old_rows GROUP BY business_id, status) o
    WHERE cc.business_id = o.business_id AND cc.status = o.status;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER conversions_count_insert AFTER INSERT ON conversions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversion_counts_apply();
CREATE TRIGGER conversions_count_update AFTER UPDATE ON conversions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversion_counts_apply();
CREATE TRIGGER conversions_count_delete AFTER DELETE ON conversions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conversion_counts_apply();
