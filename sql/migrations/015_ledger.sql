-- Refunds and the affiliate ledger (README, "Refunds, clawbacks and balances").
--
-- A conversion keeps the commission computed at recording; refunds add to refunded_amount
-- and commission_reversed, and the net is what every sum of owed commission reads. The net
-- is a stored generated column so that no writer can let it drift from its parts.
ALTER TABLE conversions
  ADD COLUMN refunded_amount numeric(18,2) NOT NULL DEFAULT 0,
  ADD COLUMN commission_reversed numeric(18,2) NOT NULL DEFAULT 0,
  ADD COLUMN net_commission_amount numeric(18,2) GENERATED ALWAYS AS (commission_amount - commission_reversed) STORED,
  ADD CONSTRAINT conversions_refund_bounds CHECK (refunded_amount >= 0 AND refunded_amount <= order_total
                                                  AND commission_reversed >= 0);

-- The balance's "pending" part per affiliate without reading its approved history.
CREATE INDEX conversions_affiliate_pending_idx ON conversions (business_id, affiliate_id)
  INCLUDE (net_commission_amount) WHERE status = 'pending';

-- One row per refund; (conversion, refund_id) makes a repeated refund a no-op.
CREATE TABLE refunds (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id          bigint NOT NULL REFERENCES businesses (id),
  conversion_id        bigint NOT NULL REFERENCES conversions (id),
  refund_id            text NOT NULL,
  amount               numeric(18,2) NOT NULL CHECK (amount > 0),
  commission_reversed  numeric(18,2) NOT NULL CHECK (commission_reversed >= 0),
  reason               text,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX refunds_key ON refunds (business_id, conversion_id, refund_id);

-- Every amount owed to an affiliate, append-only. `seq` counts an affiliate's entries from 1
-- and `balance_after` is the running sum, so the balance and the entry count are one index
-- read of the latest entry however long the history. Appends of one affiliate are serialised
-- by a lock on its affiliates row (sql/queries/ledger/lock-affiliates.sql); the unique key turns
-- any append that skipped the lock into an error rather than a wrong balance.
CREATE TABLE ledger_entries (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id    bigint NOT NULL REFERENCES businesses (id),
  affiliate_id   bigint NOT NULL REFERENCES affiliates (id),
  seq            bigint NOT NULL,
  type           text NOT NULL CHECK (type IN ('commission', 'refund', 'payout', 'payout_reversal', 'adjustment')),
  amount         numeric(18,2) NOT NULL CHECK (amount <> 0),
  balance_after  numeric(18,2) NOT NULL,
  conversion_id  bigint REFERENCES conversions (id),
  payout_id      bigint REFERENCES payouts (id),
  memo           text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_entries_affiliate_seq ON ledger_entries (business_id, affiliate_id, seq);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

-- The ledgers of existing businesses: a commission entry for each approved order, a payout
-- entry for each payout and a payout_reversal for each failed one, in time order, so every
-- balance equals what payouts could cover until now (approved minus payouts not failed).
INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after,
                            conversion_id, payout_id, created_at)
SELECT business_id, affiliate_id,
       row_number() OVER w, type, amount, sum(amount) OVER w, conversion_id, payout_id, at
FROM (
  SELECT c.business_id, c.affiliate_id, 'commission' AS type, c.commission_amount AS amount,
         c.id AS conversion_id, NULL::bigint AS payout_id, c.updated_at AS at, 0 AS ord, c.id AS ref
  FROM conversions c
  WHERE c.status = 'approved' AND c.affiliate_id IS NOT NULL AND c.commission_amount <> 0
  UNION ALL
  SELECT p.business_id, p.affiliate_id, 'payout', -p.amount, NULL, p.id, p.created_at, 1, p.id
  FROM payouts p
  UNION ALL
  SELECT p.business_id, p.affiliate_id, 'payout_reversal', p.amount, NULL, p.id, p.updated_at, 2, p.id
  FROM payouts p
  WHERE p.status = 'failed'
) e
WINDOW w AS (PARTITION BY business_id, affiliate_id ORDER BY at, ord, ref ROWS UNBOUNDED PRECEDING)
ORDER BY business_id, affiliate_id, at, ord, ref;
