-- The last day compacted into click_sessions_daily (null before the first run).
SELECT toString(maxOrNull(through)) AS through FROM rollup_watermarks FINAL WHERE name = 'click_sessions'
