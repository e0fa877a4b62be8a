-- Compacts the days [from, to] of click_daily into per-business daily session counts: the
-- exact session sets merged per day and link, then added up per business and day (sessions of
-- different links never overlap). click_sessions_daily replaces a day's row on a rerun.
INSERT INTO click_sessions_daily (business_id, day, sessions, clicks, computed_at)
SELECT business_id, day, sum(s), sum(c), {now:DateTime64(6, 'UTC')}
FROM (
  SELECT business_id, day, referral_link_id, uniqExactMerge(sessions) AS s, sum(clicks) AS c
  FROM click_daily
  WHERE day >= {from:Date} AND day <= {to:Date}
  GROUP BY business_id, day, referral_link_id
)
GROUP BY business_id, day
