import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/pageviews': {
    summary: 'Sends page views and shop events from the server',
    description:
      'One event or {events: [...]} of up to 500 (8 MB of JSON): pageview, product_view, add_to_cart and the other types, tied to a click by click_id or visitor_id. Queued (202); they feed the analytics funnel.',
    request: {
      events: [
        {
          type: 'pageview',
          url: 'https://shop.example/products/road-tyre',
          visitor_id: 'v_8f14e45f',
          click_id: 7223401938476032,
        },
      ],
    },
  },
};
