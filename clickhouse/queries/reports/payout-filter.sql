-- The payouts report's filter, composed into payouts-page.sql, payouts-all.sql and
-- payouts-count.sql. Completed payouts count by paid_at, pending and failed ones by created_at
-- (docs/reports.md); an empty status or a 0 affiliate is no filter.
business_id = {b:UInt64}
  AND ({status:String} = '' OR status = {status:String})
  AND ({affiliate:UInt64} = 0 OR affiliate_id = {affiliate:UInt64})
  AND if(status = 'completed', ifNull(paid_at, created_at), created_at) >= {start:DateTime64(6, 'UTC')}
  AND if(status = 'completed', ifNull(paid_at, created_at), created_at) < {end:DateTime64(6, 'UTC')}
