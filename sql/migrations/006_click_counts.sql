-- Click counters are kept in Redis and moved into referral_links.click_count in batches. Each
-- flush carries an id; recording it here (per business it touched) in the same statement as
-- the UPDATE makes a flush that is retried after it committed add nothing twice. Rows older
-- than a day are purged by the flush itself.
CREATE TABLE click_count_flushes (
  flush_id     text NOT NULL,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flush_id, business_id)
);
CREATE INDEX click_count_flushes_created_idx ON click_count_flushes (created_at);
