import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/commissions/preview': {
    summary: 'What commission an order would earn',
    description:
      'For order_total and an affiliate (or link, or coupon): the rate that would apply (link rule, affiliate rate, tiers or business rate) and the amount, without recording anything. An unknown affiliate, link or coupon is 404.',
  },
};
