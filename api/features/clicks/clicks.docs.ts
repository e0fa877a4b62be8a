import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/clicks': {
    summary: 'Records a click from the server (no redirect)',
    description:
      'For shops that track clicks themselves: slug or referral_code names the link or affiliate (404 when unknown); the click is queued (202) and enriched (device, country, bot and fraud checks) by a worker. Its click_id is returned for the conversion.',
    request: {
      slug: 'ada-summer-tyres',
      landing_page: 'https://shop.example/collections/tyres?aff_click=1',
      referrer: 'https://cyclingblog.example/best-tyres-2026',
      ip_address: '203.0.113.24',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15',
    },
  },
  'get /v1/clicks': {
    summary: 'Lists recorded clicks',
    description:
      'Paged, newest first; filtered by link_id, affiliate_id, a date range and quality (human, bot, suspicious). An unknown link or affiliate is 404. Clicks reach this list within INGEST_FLUSH_SECONDS.',
  },
};
