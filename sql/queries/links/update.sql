-- slug, affiliate_id and click_count are never written here: the first two are immutable,
-- the last belongs to click tracking.
UPDATE referral_links
SET destination_url = ${destinationUrl},
    campaign = ${campaign},
    is_active = ${isActive},
    metadata = ${metadata}::jsonb,
    updated_at = now()
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
