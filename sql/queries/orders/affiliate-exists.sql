-- Whether the affiliate belongs to the business (a soft-deleted one still owns its orders).
SELECT EXISTS (SELECT 1 FROM affiliates WHERE business_id = ${businessId} AND id = ${affiliateId}) AS found
