import type { OpDocs } from '../../http/op-docs';

const PORTAL_SIGN_IN_RULES =
  'At most 10 failed sign-ins per business and e-mail and 30 per client IP in 15 minutes; beyond, 429 with Retry-After. ';

/** The affiliate portal (README, "For affiliates"): behind its own bearer, `portalBearer`. */
export const docs: OpDocs = {
  'post /v1/portal/token': {
    summary: 'Affiliate sign-in: a portal token for one business',
    description: `{business (slug), email, password} → a 4-hour portal token. Any wrong business, e-mail or password is 401 INVALID_CREDENTIALS in the same time; a membership that is not active is 403 AFFILIATE_INACTIVE. ${PORTAL_SIGN_IN_RULES}At most 10 unexpired tokens per membership (the oldest retired).`,
    errors: ['INVALID_CREDENTIALS', 'AFFILIATE_INACTIVE'],
    request: { business: 'demo-shop', email: 'ada@cyclingblog.example', password: 'correct-horse-battery' },
  },
  'post /v1/portal/logout': {
    status: 204,
    summary: 'Retires the presented portal token',
    description: 'The token answers 401 from the next request; other tokens of the membership stay.',
  },
  'post /v1/portal/password': {
    status: 204,
    summary: "Changes this business's password of the affiliate",
    description:
      'A wrong current_password is 422 and counts as a failed sign-in. Every other portal token of the membership is retired; other businesses are untouched.',
    request: { current_password: 'correct-horse-battery', new_password: 'tandem-bicycle-2026' },
  },
  'post /v1/portal/password-reset': {
    status: 202,
    summary: 'Requests a password reset (202 whatever the e-mail)',
    description: `For an active membership an affiliate.password_reset_requested event carries a single-use token, valid 60 minutes, for the business's mailer. ${PORTAL_SIGN_IN_RULES}`,
    request: { business: 'demo-shop', email: 'ada@cyclingblog.example' },
  },
  'post /v1/portal/password-reset/confirm': {
    status: 204,
    summary: "Sets the membership's password with a reset token",
    description: "An unknown, used or expired token is 422 on token. Retires the membership's portal tokens.",
    request: { token: 'prt_9c1f0e7a5b3d4c2e8f6a1b0d9e7c5a3f', new_password: 'tandem-bicycle-2026' },
  },
  'get /v1/portal/me': {
    summary: "The signed-in affiliate's profile and business",
    description:
      'Name, e-mail, phone, referral code, status, commission rate and payout method (masked), with the business name and branding.',
  },
  'put /v1/portal/payout-method': {
    summary: 'Sets where the affiliate is paid (PayPal, Wise, bank transfer or other)',
    description:
      "The same rules as the merchant's PUT /v1/affiliates/{id}/payout-method: IBAN and BIC checked, details stored sealed and shown masked; records affiliate.updated.",
    request: { method: 'paypal', details: { email: 'ada@cyclingblog.example' } },
  },
  'patch /v1/portal/me': {
    summary: "Changes the affiliate's name or phone for this business",
    description: 'The profile is per business: other businesses keep theirs. Records affiliate.updated.',
    request: { name: 'Ada King', phone: '+44 20 7946 0958' },
  },
  'get /v1/portal/links': {
    summary: "The affiliate's referral links (paged)",
    description: 'Live links only, newest first, with their tracking_url and click counts.',
  },
  'post /v1/portal/links': {
    status: 201,
    summary: "Creates a referral link to one of the business's hosts",
    description:
      'The destination host must be listed in the business setting portal_link_hosts, or be below a listed host (422 on destination_url otherwise); an empty list is 403.',
    request: {
      destination_url: 'https://shop.example/collections/tyres',
      slug: 'ada-tyres-blog',
      campaign: 'blog-sidebar',
    },
  },
  'get /v1/portal/coupons': {
    summary: "The affiliate's coupon codes",
    description: 'The codes the business gave the affiliate; orders with one are credited to it.',
  },
  'get /v1/portal/stats': {
    summary: "The affiliate's clicks, conversions and commission in a range",
    description: "The reports' range rules; the same figures as the merchant's reports for this affiliate.",
  },
  'get /v1/portal/conversions': {
    summary: "The affiliate's conversions, newest first",
    description:
      'customer_email is masked (first character, ***, @ and the domain); nothing else of the customer.',
  },
  'get /v1/portal/balance': {
    summary: "The affiliate's balance",
    description: 'The same figures as the merchant sees: balance, pending, paid and in_payout.',
  },
  'get /v1/portal/ledger': {
    summary: "The affiliate's ledger, newest first",
    description: 'Every change to what the affiliate is owed, with the balance after it; paged.',
  },
  'get /v1/portal/payouts': {
    summary: "The affiliate's payouts",
    description: 'Paged, newest first, with status and paid_at.',
  },
  'post /v1/affiliates/{id}/password-reset': {
    status: 201,
    summary: "Issues a portal password reset token for the affiliate's membership of this business",
    description:
      'Single-use, valid 60 minutes, voids any older one; it sets the password for this business only.',
  },
};
