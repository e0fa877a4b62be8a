UPDATE payout_runs
SET payout_count = ${payoutCount}, total = ${total}, skipped_below_minimum = ${belowMinimum},
    skipped_no_method = ${noMethod}
WHERE business_id = ${businessId} AND id = ${id}
