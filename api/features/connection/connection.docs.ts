import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/connection/status': {
    summary: "The business's connection: active, its plan and key",
    description: "What the calling key's business looks like to the platform; a store outage is 503.",
    message: 'Connection status retrieved successfully',
  },
  'post /v1/connection/disconnect': {
    summary: 'Disconnects the business from the platform',
    description:
      'Deactivates the business: every token of it answers 403 from the next request, links stop redirecting, queued work is kept. Only the CLI (business:reactivate) brings it back, with new tokens.',
    message: 'Business disconnected successfully',
    request: { reason: 'Moving to another platform' },
  },
};
