-- Any affiliate of the business, deleted ones included (their payout history stays).
SELECT EXISTS (SELECT 1 FROM affiliates WHERE business_id = ${businessId} AND id = ${affiliateId}) AS exists
