-- The rest of a search's matches: the order id, on rows the name part did not count.
(c.order_id ILIKE ${pattern} AND (c.affiliate_id IS NULL OR c.affiliate_id <> ALL (${affiliateIds}::bigint[])))
