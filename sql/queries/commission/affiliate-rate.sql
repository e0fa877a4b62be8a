SELECT commission_rate FROM affiliates WHERE business_id = ${businessId} AND id = ${affiliateId}
