SELECT coalesce(portal_link_hosts, '{}') AS portal_link_hosts FROM business_settings WHERE business_id = ${businessId}
