-- What an affiliate may still be paid: approved commission minus payouts not failed.
SELECT (coalesce((SELECT sum(c.commission_amount) FROM conversions c
                  WHERE c.business_id = ${businessId} AND c.affiliate_id = ${affiliateId}
                    AND c.status = 'approved'), 0)
      - coalesce((SELECT sum(p.amount) FROM payouts p
                  WHERE p.business_id = ${businessId} AND p.affiliate_id = ${affiliateId}
                    AND p.status <> 'failed'), 0))::numeric(18,2) AS owed
