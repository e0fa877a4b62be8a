import { dateTime, int, nullable, obj, oneOf, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** An integration (integration.view.ts, toIntegration): never its secret. */
const INTEGRATION = obj({
  id: int,
  provider: oneOf('stripe', 'paddle', 'shopify'),
  endpoint_url: str,
  created_at: dateTime,
  last_event_at: nullable(dateTime),
});
const INTEGRATION_EXAMPLE = {
  id: 4,
  provider: 'stripe',
  endpoint_url: 'https://affiliates.shop.example/hooks/stripe/4',
  created_at: '2026-06-01T12:00:00.000Z',
  last_event_at: '2026-06-30T10:31:07.000Z',
};
/** One entry of an integration's events log (toEventLogEntry). */
const EVENT = obj({
  id: int,
  provider_event_id: str,
  type: str,
  received_at: dateTime,
  outcome: nullable(oneOf('recorded', 'ignored', 'failed')),
  order_id: nullable(str),
  error: nullable(str),
});
const EVENT_EXAMPLE = {
  id: 90211,
  provider_event_id: 'evt_1PqR8sLkT3mXbN2c',
  type: 'checkout.session.completed',
  received_at: '2026-06-30T10:31:07.000Z',
  outcome: 'recorded',
  order_id: 'pi_3PqR8rLkT3mXbN2c0vS1aQ9d',
  error: null,
};

export const docs: OpDocs = {
  'get /v1/integrations': {
    summary: "Lists the business's billing integrations",
    description: 'Paged; signing secrets are never shown.',
    data: page(INTEGRATION),
    example: pageOf([INTEGRATION_EXAMPLE]),
  },
  'post /v1/integrations': {
    summary: 'Connects a billing provider (Stripe, Paddle Billing or Shopify)',
    description:
      "One integration per provider and business (another is 409 INTEGRATION_EXISTS). signing_secret: Stripe's endpoint secret (whsec_…), Paddle's notification secret or the Shopify app's client secret; it is stored encrypted and never returned. Paste endpoint_url into the provider's dashboard (README, Billing integrations): its payments then record conversions and its refunds refund them.",
    status: 201,
    data: INTEGRATION,
    example: { ...INTEGRATION_EXAMPLE, last_event_at: null },
    request: { provider: 'stripe', signing_secret: 'whsec_7pQ2mR9tVx4LbN8cKd3HsJ6fWy1ZaE5u' },
    errors: ['INTEGRATION_EXISTS'],
  },
  'get /v1/integrations/{id}': {
    summary: 'One billing integration',
    description: 'Without its secret; last_event_at is when the provider last delivered an event.',
    data: INTEGRATION,
    example: INTEGRATION_EXAMPLE,
  },
  'delete /v1/integrations/{id}': {
    summary: 'Disconnects a billing provider',
    description: 'Its hook answers 400 from then on; conversions and refunds it recorded stay as they are.',
  },
  'get /v1/integrations/{id}/events': {
    summary: "An integration's events log, newest first",
    description:
      'Every event the provider delivered, with its outcome: recorded (a conversion, refund or cancellation), ignored (a type or state these rules do not record; error says why) or failed (the recording refused it; error says why). null while the worker has yet to process it, or while a refund waits up to 24 hours for its order.',
    data: page(EVENT),
    example: pageOf([EVENT_EXAMPLE]),
  },
  'post /hooks/{provider}/{id}': {
    summary: "A billing provider's event delivery",
    description:
      "Called by Stripe, Paddle or Shopify, not by merchants. The raw body is checked against the Stripe-Signature, Paddle-Signature (300 s tolerance) or X-Shopify-Hmac-Sha256 header; an unknown integration or a bad, missing or stale signature is 400 with nothing stored. A good event is stored once by the provider's event id (a replay is 200 and does nothing) and processed by a worker.",
    message: 'Event received',
    errors: ['BAD_REQUEST'],
  },
};
