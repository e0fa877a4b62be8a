-- Migration 011 again: until affiliates/delete-links.sql ran as a statement of its own, a link
-- created while its affiliate was being deleted could outlive the affiliate. Such links are
-- deleted as of their affiliate's deletion.
UPDATE referral_links l
SET deleted_at = a.deleted_at, updated_at = a.deleted_at
FROM affiliates a
WHERE l.business_id = a.business_id AND l.affiliate_id = a.id
  AND a.deleted_at IS NOT NULL AND l.deleted_at IS NULL;
