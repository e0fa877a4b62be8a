-- Exact decimal sums (numeric), rounded once by the service. Voided commissions (rejected,
-- cancelled) are not owed, so total_commission is pending + approved;
-- orders and revenue count every status; revenue is in the business currency (each order
-- total as converted at recording; null: the order is in it). Commission sums are net of refunds. ${where:raw} is filter.sql, composed in at load.
SELECT count(*)::int AS total_orders,
       coalesce(sum(coalesce(c.converted_order_total, c.order_total)), 0) AS total_revenue,
       coalesce(sum(c.net_commission_amount) FILTER (WHERE c.status IN ('pending', 'approved')), 0) AS total_commission,
       coalesce(sum(c.net_commission_amount) FILTER (WHERE c.status = 'pending'), 0) AS pending_commission,
       coalesce(sum(c.net_commission_amount) FILTER (WHERE c.status = 'approved'), 0) AS approved_commission
FROM conversions c
WHERE ${where:raw}
