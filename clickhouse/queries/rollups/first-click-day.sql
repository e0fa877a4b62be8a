-- The first day click_daily holds (null when empty): where the first compaction starts.
SELECT toString(minOrNull(day)) AS first FROM click_daily
