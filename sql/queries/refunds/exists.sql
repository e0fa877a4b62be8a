SELECT EXISTS (SELECT 1 FROM refunds
               WHERE business_id = ${businessId} AND conversion_id = ${conversionId} AND refund_id = ${refundId}) AS found
