/** Every event a webhook endpoint can subscribe to (README, "Webhooks"). */
export const EVENT_TYPES = [
  'affiliate.created',
  'affiliate.updated',
  'affiliate.status_changed',
  'affiliate.deleted',
  'link.created',
  'link.deleted',
  'conversion.created',
  'conversion.approved',
  'conversion.rejected',
  'conversion.cancelled',
  'conversion.refunded',
  'payout.created',
  'payout.completed',
  'payout.failed',
  'ledger.adjusted',
  'webhook.test',
  'payout_run.created',
  'payout_run.completed',
  'conversion.flagged',
  'affiliate.password_reset_requested',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Subscribes an endpoint to every type, present and future. */
export const ALL_EVENTS = '*';
