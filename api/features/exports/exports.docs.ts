import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/exports': {
    summary: 'Starts an asynchronous export (affiliates, orders or a report)',
    description:
      'For exports too large to stream: a worker writes the file (csv or xlsx) and GET /v1/exports/{id} says when it is ready. The token needs the read scope of what it exports.',
    request: { type: 'orders', format: 'xlsx', params: { status: 'approved' } },
  },
  'get /v1/exports/{id}': {
    summary: "An export's status and download link",
    description: 'queued, running, done (with download_url, valid 24 hours) or failed (with the reason).',
  },
  'get /v1/exports/{id}/download': {
    summary: "Downloads a finished export's file",
    description: 'A file not yet done is 404; 503 with Retry-After while the export connections are busy.',
  },
};
