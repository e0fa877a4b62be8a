-- Click sessions (distinct visitor, link and UTC hour of non-bot clicks) of the range and the
-- preceding period. Days up to the compaction watermark are plain counts (click_sessions_daily);
-- later days merge the exact session set of each day, kept as clicks arrive
-- (click_sessions_live; sessions of different days never overlap, so the counts add up).
WITH (SELECT ifNull(maxOrNull(toDate32(through)), toDate32('1900-01-01')) FROM rollup_watermarks FINAL
      WHERE name = 'click_sessions') AS wm
SELECT sumIf(n, d < {from:Date32}) AS prev, sumIf(n, d >= {from:Date32}) AS cur
FROM (
  SELECT toDate32(day) AS d, sessions AS n FROM click_sessions_daily FINAL
  WHERE business_id = {b:UInt64} AND day >= {prevFrom:Date32} AND day <= {to:Date32} AND day <= wm
  UNION ALL
  SELECT toDate32(day) AS d, uniqExactMerge(sessions) AS n FROM click_sessions_live
  WHERE business_id = {b:UInt64} AND day >= {prevFrom:Date32} AND day <= {to:Date32} AND day > wm
  GROUP BY day
)
