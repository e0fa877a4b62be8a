import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/sdk/init': {
    summary: "The browser SDK's configuration for this business",
    description:
      'The publishable key, cookie duration and collect endpoint the SDK needs; for the shop to render into its pages.',
  },
  'get /sdk.js': {
    summary: 'The browser SDK script',
    description:
      'Keeps aff_click (or ref) from the landing URL in a first-party cookie, sends a page view on load and offers affiliate.track(type, props). Public, cacheable.',
  },
};
