SELECT id, version FROM conversions WHERE business_id = ${businessId} AND order_id = ${orderId}
