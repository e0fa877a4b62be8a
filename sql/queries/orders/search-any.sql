-- A search matches the order id, or one of the affiliates whose name matched (looked up
-- beforehand, so each side of the OR can use its own index).
(c.order_id ILIKE ${pattern} OR c.affiliate_id = ANY (${affiliateIds}::bigint[]))
