import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /metrics': {
    summary: 'Prometheus metrics of this process',
    description:
      'Request durations, queue depths (read from Redis at scrape time), ingest lag, webhook attempts. Needs the admin token unless METRICS_PUBLIC=true. The queue pages at /admin/queues take the same token as the password of a browser sign-in (HTTP Basic, any user name).',
  },
};
