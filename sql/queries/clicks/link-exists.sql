-- A link of this business, deleted or not (its click history is kept).
SELECT EXISTS (SELECT 1 FROM referral_links WHERE business_id = ${businessId} AND id = ${id}) AS exists
