import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /healthz': {
    summary: 'Liveness: the process answers',
    description: 'No store is asked; for a platform restarting a hung process.',
  },
  'get /readyz': {
    summary: 'Readiness: PostgreSQL, Redis and ClickHouse answer',
    description: '200 when every store answers, else 503 naming the one down; for a load balancer.',
  },
};
