import { sql } from '../query-file';
import type { Executor } from './types';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface EndpointRow {
  id: number;
  business_id: number;
  url: string;
  events: string[];
  description: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface EventRow {
  public_id: string;
  type: string;
  created_at: string;
  business_id: number;
  data: Record<string, unknown>;
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  last_response_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What one delivery attempt sends, and with which secrets. */
export interface AttemptRow extends EventRow {
  id: number;
  endpoint_id: number;
  status: DeliveryStatus;
  attempts: number;
  dispatches: number;
  url: string;
  secret: string;
  previous_secret: string | null;
}

export interface AttemptOutcome {
  id: number;
  dispatch: number;
  status: DeliveryStatus;
  responseStatus: number | null;
  error: string | null;
  /** Until the next attempt; null when there is none (succeeded or failed). */
  delayMs: number | null;
}

export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
}

const q = {
  insertEvents: sql('webhooks/insert-events'),
  relay: sql('webhooks/relay'),
  claimDue: sql('webhooks/claim-due'),
  attempt: sql('webhooks/attempt'),
  recordAttempt: sql('webhooks/record-attempt'),
  retry: sql('webhooks/retry'),
  find: sql('webhooks/find'),
  list: sql('webhooks/list'),
  count: sql('webhooks/count'),
  lockBusiness: sql('webhooks/lock-business'),
  insert: sql('webhooks/insert'),
  update: sql('webhooks/update'),
  rotate: sql('webhooks/rotate'),
  delete: sql('webhooks/delete'),
  deliveries: sql('webhooks/deliveries'),
  countDeliveries: sql('webhooks/count-deliveries'),
  events: sql('webhooks/events'),
  countEvents: sql('webhooks/count-events'),
  purge: sql('webhooks/purge'),
};

export class WebhooksRepo {
  constructor(private readonly db: Executor) {}

  /** Writes events in the caller's transaction; endpointId only for webhook.test. */
  async insertEvents(
    businessId: number,
    events: NewEvent[],
    endpointId: number | null = null,
  ): Promise<void> {
    if (!events.length) return;
    await this.db.none(q.insertEvents, { businessId, events: JSON.stringify(events), endpointId });
  }

  /** One relay pass over at most `limit` events; `more` when some were left waiting. */
  relay(limit: number): Promise<{ events: number; deliveries: number; more: boolean }> {
    return this.db.one(q.relay, { limit });
  }

  claimDue(p: {
    limit: number;
    perEndpoint: number;
    perDegradedEndpoint: number;
    perBusinessDegraded: number;
    leaseSeconds: number;
  }): Promise<{ id: number; endpoint_id: number; dispatches: number }[]> {
    return this.db.any(q.claimDue, p);
  }

  attempts(ids: number[]): Promise<AttemptRow[]> {
    return this.db.any(q.attempt, { ids });
  }

  /**
   * Records one job's outcomes, all of one endpoint, and whether that endpoint answered slowly;
   * an outcome whose delivery moved on (another dispatch, a deletion) counts nothing.
   */
  async recordAttempts(endpointId: number, slow: boolean, outcomes: AttemptOutcome[]): Promise<void> {
    if (!outcomes.length) return;
    await this.db.none(q.recordAttempt, {
      endpointId,
      slow,
      ids: outcomes.map((o) => o.id),
      dispatches: outcomes.map((o) => o.dispatch),
      statuses: outcomes.map((o) => o.status),
      responseStatuses: outcomes.map((o) => o.responseStatus),
      errors: outcomes.map((o) => o.error),
      delays: outcomes.map((o) => o.delayMs),
    });
  }

  async retry(businessId: number, endpointId: number, deliveryId: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.retry, { businessId, endpointId, deliveryId })) !== null;
  }

  find(businessId: number, id: number): Promise<EndpointRow | null> {
    return this.db.oneOrNone(q.find, { businessId, id });
  }

  list(businessId: number, limit: number, offset: number): Promise<EndpointRow[]> {
    return this.db.any(q.list, { businessId, limit, offset });
  }

  async count(businessId: number): Promise<number> {
    return (await this.db.one<{ total: number }>(q.count, { businessId })).total;
  }

  async lockBusiness(businessId: number): Promise<void> {
    await this.db.one(q.lockBusiness, { businessId });
  }

  insert(p: {
    businessId: number;
    url: string;
    events: string[];
    description: string | null;
    isActive: boolean;
    secret: string;
  }): Promise<EndpointRow> {
    return this.db.one(q.insert, p);
  }

  update(p: {
    businessId: number;
    id: number;
    url: string | null;
    events: string[] | null;
    setDescription: boolean;
    description: string | null;
    isActive: boolean | null;
  }): Promise<EndpointRow | null> {
    return this.db.oneOrNone(q.update, p);
  }

  rotate(businessId: number, id: number, secret: string): Promise<EndpointRow | null> {
    return this.db.oneOrNone(q.rotate, { businessId, id, secret });
  }

  async delete(businessId: number, id: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.delete, { businessId, id })) !== null;
  }

  deliveries(
    f: { businessId: number; endpointId: number; status: DeliveryStatus | null },
    limit: number,
    offset: number,
  ): Promise<DeliveryRow[]> {
    return this.db.any(q.deliveries, { ...f, limit, offset });
  }

  async countDeliveries(f: {
    businessId: number;
    endpointId: number;
    status: DeliveryStatus | null;
  }): Promise<number> {
    return (await this.db.one<{ total: number }>(q.countDeliveries, f)).total;
  }

  events(f: { businessId: number; type: string | null }, limit: number, offset: number): Promise<EventRow[]> {
    return this.db.any(q.events, { ...f, limit, offset });
  }

  async countEvents(f: { businessId: number; type: string | null }): Promise<number> {
    return (await this.db.one<{ total: number }>(q.countEvents, f)).total;
  }

  /** Deletes up to `limit` events older than `before` (and their deliveries); returns how many. */
  async purge(before: string, limit: number): Promise<number> {
    return (await this.db.result(q.purge, { before, limit })).rowCount;
  }
}
