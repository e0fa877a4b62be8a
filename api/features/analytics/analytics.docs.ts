import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/affiliate/analytics': {
    summary: 'Analytics of one section: stats, funnel, devices, countries, …',
    description:
      'section names the view and metrics the figures it returns (invalid metrics for a section are 422); affiliate_id narrows to one affiliate; date range as the reports. Computed in ClickHouse over clicks, events and conversions.',
  },
};
