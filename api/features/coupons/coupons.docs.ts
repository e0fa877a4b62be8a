import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/affiliates/{affiliateId}/coupons': {
    summary: "Lists an affiliate's coupon codes",
    description: 'Codes that credit an order to the affiliate when the shop reports them as coupon_code.',
    message: 'Coupons retrieved successfully',
  },
  'post /v1/affiliates/{affiliateId}/coupons': {
    summary: 'Gives an affiliate a coupon code',
    description:
      'code: letters, digits, - and _, unique in the business regardless of case (a taken code is 422). An order with this coupon_code is credited to the affiliate when it has no click.',
    message: 'Coupon created successfully',
    request: { code: 'ADA10' },
  },
  'delete /v1/affiliates/{affiliateId}/coupons/{couponId}': {
    summary: 'Removes a coupon code',
    description: 'Orders already credited keep their affiliate; later orders with the code are not credited.',
  },
};
