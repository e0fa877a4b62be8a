-- All-time clicks: the live counters of every link the affiliate has had (a deleted link's
-- clicks are history, kept like the ClickHouse rows the dated path counts).
SELECT coalesce(sum(click_count), 0) AS clicks
FROM referral_links
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
