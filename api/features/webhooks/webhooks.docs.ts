import { arr, bool, dateTime, int, nullable, obj, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** A webhook endpoint (webhook.view.ts, toEndpoint); `secret` only where it was just made. */
export const ENDPOINT = obj(
  {
    id: int,
    url: str,
    events: arr(str),
    description: nullable(str),
    is_active: bool,
    created_at: dateTime,
    updated_at: dateTime,
    secret: str,
  },
  ['secret'],
);
const ENDPOINT_EXAMPLE = {
  id: 3,
  url: 'https://hooks.shop.example/affiliates',
  events: ['conversion.approved', 'payout.completed'],
  description: 'Accounting sync',
  is_active: true,
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
};
/** A delivery (toDelivery). */
export const DELIVERY = obj({
  id: int,
  event_id: int,
  event_type: str,
  status: str,
  attempts: int,
  last_response_status: nullable(int),
  last_error: nullable(str),
  next_attempt_at: nullable(dateTime),
  created_at: dateTime,
  updated_at: dateTime,
});
const DELIVERY_EXAMPLE = {
  id: 8812,
  event_id: 55120,
  event_type: 'conversion.approved',
  status: 'succeeded',
  attempts: 1,
  last_response_status: 200,
  last_error: null,
  next_attempt_at: null,
  created_at: '2026-06-30T10:31:07.000Z',
  updated_at: '2026-06-30T10:31:08.000Z',
};

export const docs: OpDocs = {
  'get /v1/webhooks': {
    summary: "Lists the business's webhook endpoints",
    description: 'Paged; secrets are never shown again.',
    data: page(ENDPOINT),
    example: pageOf([ENDPOINT_EXAMPLE]),
  },
  'post /v1/webhooks': {
    summary: 'Adds a webhook endpoint',
    description:
      'url https on a public address (private addresses refused unless WEBHOOK_ALLOW_PRIVATE_URLS); events: the types to receive. The answer holds the signing secret once: deliveries are signed as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).',
    data: ENDPOINT,
    example: { ...ENDPOINT_EXAMPLE, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
    request: {
      url: 'https://hooks.shop.example/affiliates',
      events: ['conversion.approved', 'payout.completed'],
      description: 'Accounting sync',
    },
  },
  'get /v1/webhooks/{id}': {
    summary: 'One webhook endpoint',
    description: 'Without its secret.',
    data: ENDPOINT,
    example: ENDPOINT_EXAMPLE,
  },
  'patch /v1/webhooks/{id}': {
    summary: "Changes an endpoint's url, events, description or state",
    description: 'A deactivated endpoint gets no new deliveries; pending ones wait.',
    data: ENDPOINT,
    example: { ...ENDPOINT_EXAMPLE, is_active: false },
    request: { is_active: false },
  },
  'delete /v1/webhooks/{id}': {
    summary: 'Removes a webhook endpoint',
    description: 'Its pending deliveries are dropped.',
  },
  'post /v1/webhooks/{id}/rotate-secret': {
    summary: "Replaces an endpoint's signing secret",
    description: 'The new secret is in the answer, once; deliveries from now on are signed with it.',
    data: ENDPOINT,
    example: { ...ENDPOINT_EXAMPLE, secret: 'whsec_2bJ7yQ4nVt0pXe9LsR3cMw6HdK1fUaZo' },
  },
  'post /v1/webhooks/{id}/test': {
    summary: 'Sends a test event to an endpoint',
    description: 'A webhook.test delivery is queued (202); its outcome shows in the deliveries.',
  },
  'get /v1/webhooks/{id}/deliveries': {
    summary: "An endpoint's deliveries, newest first",
    description:
      'Paged; filtered by status (pending, succeeded, failed). Failed attempts are retried with backoff for about 3 days.',
    data: page(DELIVERY),
    example: pageOf([DELIVERY_EXAMPLE]),
  },
  'post /v1/webhooks/{id}/deliveries/{delivery_id}/retry': {
    summary: 'Retries a delivery now',
    description: 'Queued (202) whatever its status; the attempt counts like any other.',
  },
  'get /v1/events': {
    summary: "The business's event log",
    description: 'Every event webhooks are sent for, newest first, paged; filtered by type. Kept 30 days.',
  },
};
