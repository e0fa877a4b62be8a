INSERT INTO business_settings (business_id) VALUES (${businessId})
