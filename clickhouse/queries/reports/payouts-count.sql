-- How many payouts the payouts report holds (its filter: payout-filter.sql).
SELECT count() AS total FROM payouts FINAL WHERE ${filter:raw}
