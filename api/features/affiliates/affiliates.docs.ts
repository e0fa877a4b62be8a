import {
  arr,
  bool,
  dateTime,
  int,
  map,
  nullable,
  num,
  obj,
  oneOf,
  page,
  pageOf,
  str,
  type OpDocs,
} from '../../http/op-docs';

/** The Affiliate object (affiliate.view.ts, toAffiliate). */
export const AFFILIATE = obj(
  {
    id: int,
    referral_code: str,
    status: oneOf('pending', 'active', 'suspended', 'terminated'),
    commission_rate: nullable(str),
    notes: nullable(str),
    approved_at: nullable(dateTime),
    suspended_at: nullable(dateTime),
    terminated_at: nullable(dateTime),
    created_at: dateTime,
    risk: obj({ flagged: bool, reasons: arr(str) }),
    affiliate_user: obj({ id: int, name: str, email: str, phone: nullable(str) }),
    // The single-affiliate GET only (toAffiliateDetail).
    referral_links_count: int,
    payout_method: nullable(
      obj({ method: str, details: map(), updated_at: dateTime }, ['details', 'updated_at']),
    ),
  },
  ['referral_links_count', 'payout_method'],
);

export const AFFILIATE_EXAMPLE = {
  id: 42,
  referral_code: 'ADA10',
  status: 'active',
  commission_rate: '12.50',
  notes: 'Runs a cycling blog',
  approved_at: '2026-05-04T09:12:00.000Z',
  suspended_at: null,
  terminated_at: null,
  created_at: '2026-05-02T16:40:11.000Z',
  risk: { flagged: false, reasons: [] },
  affiliate_user: {
    id: 311,
    name: 'Ada Lovelace',
    email: 'ada@cyclingblog.example',
    phone: '+44 20 7946 0958',
  },
};

const COMMISSION = obj({
  affiliate_rate: nullable(num),
  business_default_rate: nullable(num),
  effective_rate: nullable(num),
});

const TRANSITION = (verb: string, from: string, to: string, extra = ''): OpDocs[string] => ({
  summary: `${verb[0].toUpperCase()}${verb.slice(1)}s an affiliate`,
  description: `Moves the affiliate from ${from} to ${to}; any other status is 409 INVALID_STATUS. Optional {reason} is kept in the audit trail. ${extra}Records an affiliate.updated event.`,
  // The status and its timestamp (affiliates.status.ts), not the whole affiliate.
  data: obj(
    {
      id: int,
      status: str,
      approved_at: nullable(dateTime),
      suspended_at: nullable(dateTime),
      terminated_at: nullable(dateTime),
    },
    ['approved_at', 'suspended_at', 'terminated_at'],
  ),
  example: { id: 42, status: to, [`${to === 'active' ? 'approved' : to}_at`]: '2026-06-30T09:00:00.000Z' },
  message: `Affiliate ${verb === 'approve' ? 'approved' : `${verb}ed`} successfully`,
  request: { reason: 'Reviewed the blog and its traffic' },
});

export const docs: OpDocs = {
  'get /v1/affiliates': {
    summary: "Lists the business's affiliates",
    description:
      'Paged (page, per_page up to 100, default 25), filtered by status and a search over name, e-mail and referral code, sorted by created_at (default), referral_code, status or commission_rate. Deleted affiliates are not listed.',
    data: page(AFFILIATE),
    example: pageOf([AFFILIATE_EXAMPLE]),
    message: 'Affiliates retrieved successfully',
  },
  'post /v1/affiliates': {
    summary: 'Creates an affiliate',
    description:
      'Creates the user (or reuses the one with this e-mail) and its membership of this business, active at once. referral_code is generated unless given (letters and digits, unique in the business). A user who is already an affiliate of this business is 409 AFFILIATE_EXISTS.',
    data: AFFILIATE,
    example: AFFILIATE_EXAMPLE,
    message: 'Affiliate created successfully',
    request: {
      name: 'Ada Lovelace',
      email: 'ada@cyclingblog.example',
      password: 'correct-horse-battery',
      phone: '+44 20 7946 0958',
      commission_rate: 12.5,
      notes: 'Runs a cycling blog',
      referral_code: 'ADA10',
    },
  },
  'get /v1/affiliates/stats': {
    summary: 'Counts affiliates by status',
    description: "The business's affiliates counted by status, with the total; deleted ones are not counted.",
    data: obj({ total: int, active: int, pending: int, suspended: int, terminated: int }),
    example: { total: 18, active: 12, pending: 3, suspended: 2, terminated: 1 },
    message: 'Affiliate statistics retrieved successfully',
  },
  'get /v1/affiliates/export': {
    summary: 'Downloads the affiliates as CSV or XLSX',
    description:
      'The list filters (status, search) or ids=1,2,3 (at most 100); format=csv (default) or xlsx. Streamed from one cursor; large downloads share the export connections (503 with Retry-After when busy).',
  },
  'post /v1/affiliates/register': {
    summary: 'Registers an affiliate who signed up (pending review)',
    description:
      "For a business's own sign-up form: the affiliate starts pending, unless the business auto-approves. The registration fraud rules may flag it (risk). 403 REGISTRATION_DISABLED when the business closed registration; 409 AFFILIATE_EXISTS for a member.",
    data: AFFILIATE,
    example: { ...AFFILIATE_EXAMPLE, status: 'pending', approved_at: null },
    message: 'Affiliate registered successfully',
    request: {
      name: 'Grace Hopper',
      email: 'grace@navy-reviews.example',
      password: 'cobol-1959-rules',
      phone: null,
    },
  },
  'get /v1/affiliates/{id}': {
    summary: 'One affiliate, with its link count and payout method',
    description:
      'An affiliate of another business, or deleted, is 404. payout_method shows the details masked.',
    data: AFFILIATE,
    example: { ...AFFILIATE_EXAMPLE, referral_links_count: 3, payout_method: null },
    message: 'Affiliate retrieved successfully',
  },
  'patch /v1/affiliates/{id}': {
    summary: "Changes an affiliate's commission rate or notes",
    description:
      'Only the fields given change; commission_rate null falls back to the business rate. Records affiliate.updated.',
    data: AFFILIATE,
    example: AFFILIATE_EXAMPLE,
    message: 'Affiliate updated successfully',
    request: { commission_rate: 15, notes: 'Promoted to partner tier in June' },
  },
  'delete /v1/affiliates/{id}': {
    summary: 'Deletes an affiliate',
    description:
      'Soft delete: the affiliate disappears from lists and its links stop redirecting; its orders, ledger and payouts stay. Its portal tokens are retired.',
  },
  'post /v1/affiliates/{id}/approve': TRANSITION('approve', 'pending', 'active'),
  'post /v1/affiliates/{id}/suspend': TRANSITION(
    'suspend',
    'active',
    'suspended',
    'Its links stop redirecting. ',
  ),
  'post /v1/affiliates/{id}/terminate': TRANSITION(
    'terminate',
    'pending, active or suspended',
    'terminated',
    'Final: its links stop and it cannot be reactivated. ',
  ),
  'post /v1/affiliates/{id}/reactivate': TRANSITION('reactivate', 'suspended', 'active'),
  'get /v1/affiliates/{id}/stats': {
    summary: "An affiliate's clicks, conversions and commission",
    description:
      'Over date_from..date_to (dates, default the last 30 days); the same figures as the reports.',
    data: obj({ total_earned: num, pending_payout: num, total_orders: int, referral_clicks: int }),
    example: { total_earned: 552.25, pending_payout: 120.5, total_orders: 37, referral_clicks: 1840 },
    message: 'Affiliate statistics retrieved successfully',
  },
  'get /v1/affiliates/{id}/commission': {
    summary: "An affiliate's commission rate and where it comes from",
    description:
      "The affiliate's own rate when set, else the business rate (with the tiers when configured).",
    data: COMMISSION,
    example: { affiliate_rate: 12.5, business_default_rate: 10, effective_rate: 12.5 },
    message: 'Commission retrieved successfully',
  },
  'put /v1/affiliates/{id}/commission': {
    summary: "Sets or clears an affiliate's commission rate",
    description:
      'commission_rate 0-100 with at most 2 decimals, or null for the business rate. Applies to orders recorded afterwards.',
    data: COMMISSION,
    example: { affiliate_rate: 15, business_default_rate: 10, effective_rate: 15 },
    message: 'Commission updated successfully',
    request: { commission_rate: 15 },
  },
};
