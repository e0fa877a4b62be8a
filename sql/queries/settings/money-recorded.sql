-- Whether the business has recorded money in its currency: a conversion or a ledger entry.
SELECT EXISTS (SELECT 1 FROM conversions WHERE business_id = ${businessId})
    OR EXISTS (SELECT 1 FROM ledger_entries WHERE business_id = ${businessId}) AS recorded
