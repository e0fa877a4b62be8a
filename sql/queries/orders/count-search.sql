-- A search's total as two disjoint counts: the affiliate-name part reads only
-- conversions_affiliate_idx, where one count over the OR would visit every matching row.
-- Both slots are filter.sql with a search-by-*.sql clause, composed in at load.
SELECT ((SELECT count(*) FROM conversions c WHERE ${byName:raw})
      + (SELECT count(*) FROM conversions c WHERE ${byOrderId:raw}))::int AS total
