-- The campaigns of the business's active links; null stands for links without a campaign.
SELECT DISTINCT nullif(l.campaign, '') AS campaign
FROM referral_links l
WHERE l.business_id = ${businessId} AND l.is_active AND l.deleted_at IS NULL
