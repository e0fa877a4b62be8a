import { bool, dateTime, int, map, nullable, obj, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** The ReferralLink object (links.service.ts, toReferralLink). */
export const LINK = obj({
  id: int,
  affiliate_id: int,
  slug: str,
  destination_url: str,
  campaign: nullable(str),
  is_active: bool,
  click_count: int,
  metadata: nullable(map()),
  created_at: dateTime,
  tracking_url: str,
});

export const LINK_EXAMPLE = {
  id: 7,
  affiliate_id: 42,
  slug: 'ada-summer-tyres',
  destination_url: 'https://shop.example/collections/tyres',
  campaign: 'summer-2026',
  is_active: true,
  click_count: 1284,
  metadata: { placement: 'newsletter' },
  created_at: '2026-05-06T08:00:00.000Z',
  tracking_url: 'https://demo-shop.affiliates.example/r/ada-summer-tyres',
};

const LIST =
  'Paged (page, per_page), filtered by is_active and a search over slug, campaign and destination, sorted by created_at (default), click_count or slug.';

export const docs: OpDocs = {
  'get /v1/links/stats': {
    summary: "Counts the business's referral links and their clicks",
    description: 'Totals over live links of live affiliates: links, active links and clicks counted so far.',
    message: 'Referral link statistics retrieved successfully',
  },
  'get /v1/links': {
    summary: "Lists the business's referral links",
    description: `${LIST} affiliate_id narrows to one affiliate.`,
    data: page(LINK),
    example: pageOf([LINK_EXAMPLE]),
    message: 'Referral links retrieved successfully',
  },
  'get /v1/affiliates/{affiliateId}/links': {
    summary: "Lists one affiliate's referral links",
    description: `${LIST} An affiliate of another business is 404.`,
    data: page(LINK),
    example: pageOf([LINK_EXAMPLE]),
    message: 'Referral links retrieved successfully',
  },
  'post /v1/affiliates/{affiliateId}/links': {
    summary: 'Creates a referral link for an affiliate',
    description:
      'destination_url http(s), at most 2048 characters; slug generated unless given (letters, digits, - and _, unique across the platform: a taken slug is 422). tracking_url is what the affiliate shares: /r/{slug} on the business host.',
    data: LINK,
    example: LINK_EXAMPLE,
    message: 'Referral link created successfully',
    request: {
      destination_url: 'https://shop.example/collections/tyres',
      slug: 'ada-summer-tyres',
      campaign: 'summer-2026',
      is_active: true,
      metadata: { placement: 'newsletter' },
    },
  },
  'patch /v1/links/{id}': {
    summary: "Changes a link's destination, campaign, state or metadata",
    description: 'The slug never changes. A deactivated link answers 404 on /r/{slug} within a second.',
    data: LINK,
    example: { ...LINK_EXAMPLE, campaign: 'autumn-2026' },
    message: 'Referral link updated successfully',
    request: { campaign: 'autumn-2026', is_active: true },
  },
  'delete /v1/links/{id}': {
    summary: 'Deletes a referral link',
    description:
      'Soft delete: the slug stops redirecting and stays taken; clicks and orders already recorded keep it.',
  },
};
