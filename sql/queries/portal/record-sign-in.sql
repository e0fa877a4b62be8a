INSERT INTO portal_sign_ins (business_id, affiliate_id, ip, signed_in_at)
VALUES (${businessId}, ${affiliateId}, ${ip}::inet, ${now})
