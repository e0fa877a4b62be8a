-- The part of a search's matches that the affiliate name gives (an index-only count).
c.affiliate_id = ANY (${affiliateIds}::bigint[])
