DELETE FROM billing_integrations WHERE business_id = ${businessId} AND id = ${id} RETURNING id
