-- The version of each conversion and payout that ClickHouse is known to hold. A sync job
-- records the versions it inserted; the scheduler's minute tick queues again every row whose
-- version is ahead and has not changed for a minute: a sync that could not be queued after
-- its commit (Redis unreachable), or whose job failed for good. Rows that exist now were
-- synced by the jobs of their changes.
ALTER TABLE conversions ADD COLUMN synced_version integer NOT NULL DEFAULT 0;
ALTER TABLE payouts ADD COLUMN synced_version integer NOT NULL DEFAULT 0;
UPDATE conversions SET synced_version = version;
UPDATE payouts SET synced_version = version;
-- Only rows not yet synced are in these: a handful, read each minute.
CREATE INDEX conversions_unsynced_idx ON conversions (updated_at, id) WHERE synced_version < version;
CREATE INDEX payouts_unsynced_idx ON payouts (updated_at, id) WHERE synced_version < version;
