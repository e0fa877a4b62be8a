-- The range's clicks that do not count, by quality (api/features/fraud/click-quality.ts).
SELECT countIf(quality = 'duplicate') AS duplicate, countIf(quality = 'datacenter') AS datacenter,
       countIf(quality = 'bot') AS bot
FROM clicks FINAL
WHERE business_id = {b:UInt64} AND created_at >= {start:DateTime64(6, 'UTC')} AND created_at < {end:DateTime64(6, 'UTC')}
  AND quality != 'ok'
