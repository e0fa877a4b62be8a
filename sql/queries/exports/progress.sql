UPDATE exports SET progress = ${progress}, rows = ${rows}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND status = 'running'
