UPDATE exports SET status = 'failed', error = ${error}, finished_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id}
