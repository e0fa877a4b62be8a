import { sql } from '../query-file';
import type { Executor } from './types';

export type BillingProvider = 'stripe' | 'paddle' | 'shopify';
export type EventOutcome = 'recorded' | 'ignored' | 'failed';

export interface IntegrationRow {
  id: number;
  business_id: number;
  provider: BillingProvider;
  created_at: string;
  last_event_at: string | null;
}

/** What the hook needs: the integration and its sealed signing secret. */
export interface HookIntegration {
  id: number;
  business_id: number;
  provider: BillingProvider;
  secret: string;
}

export interface StoredEvent {
  id: number;
  business_id: number;
  integration_id: number;
  provider: BillingProvider;
  provider_event_id: string;
  type: string;
  payload: Record<string, unknown>;
  received_at: string;
  outcome: EventOutcome | null;
}

/** A verified event as the hook stores it; `payload` is its JSON text. */
export interface NewBillingEvent {
  businessId: number;
  integrationId: number;
  providerEventId: string;
  type: string;
  payload: string;
}

export interface EventLogRow {
  id: number;
  provider_event_id: string;
  type: string;
  received_at: string;
  outcome: EventOutcome | null;
  order_id: string | null;
  error: string | null;
}

const q = {
  insert: sql('integrations/insert'),
  list: sql('integrations/list'),
  count: sql('integrations/count'),
  find: sql('integrations/find'),
  delete: sql('integrations/delete'),
  hook: sql('integrations/hook'),
  storeEvents: sql('integrations/store-events'),
  event: sql('integrations/event'),
  finishEvent: sql('integrations/finish-event'),
  waitEvent: sql('integrations/wait-event'),
  waiting: sql('integrations/waiting'),
  events: sql('integrations/events'),
  countEvents: sql('integrations/count-events'),
  rememberPayments: sql('integrations/remember-payments'),
  paymentOrder: sql('integrations/payment-order'),
  observeRefunds: sql('integrations/observe-refunds'),
  unfinishedEvent: sql('integrations/unfinished-event'),
};

/** Billing integrations, their stored events and what their refunds are matched by. */
export class IntegrationsRepo {
  constructor(private readonly db: Executor) {}

  /** Null when the business already has an integration of this provider. */
  insert(p: {
    businessId: number;
    provider: BillingProvider;
    secret: string;
  }): Promise<IntegrationRow | null> {
    return this.db.oneOrNone(q.insert, p);
  }

  list(businessId: number, limit: number, offset: number): Promise<IntegrationRow[]> {
    return this.db.any(q.list, { businessId, limit, offset });
  }

  async count(businessId: number): Promise<number> {
    return (await this.db.one<{ total: number }>(q.count, { businessId })).total;
  }

  find(businessId: number, id: number): Promise<IntegrationRow | null> {
    return this.db.oneOrNone(q.find, { businessId, id });
  }

  async delete(businessId: number, id: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.delete, { businessId, id })) !== null;
  }

  hook(id: number, provider: BillingProvider): Promise<HookIntegration | null> {
    return this.db.oneOrNone(q.hook, { id, provider });
  }

  /**
   * Each event's new id, in the order given, or null when its provider's event id was stored
   * before (a replay) or earlier in the same group.
   */
  async storeEvents(events: NewBillingEvent[]): Promise<(number | null)[]> {
    const rows = await this.db.any<{ id: number; integration_id: number; provider_event_id: string }>(
      q.storeEvents,
      {
        businessIds: events.map((e) => e.businessId),
        integrationIds: events.map((e) => e.integrationId),
        providerEventIds: events.map((e) => e.providerEventId),
        types: events.map((e) => e.type),
        payloads: events.map((e) => e.payload),
      },
    );
    const keyOf = (integrationId: number, providerEventId: string) => `${integrationId} ${providerEventId}`;
    const ids = new Map(
      rows.map((r) => [keyOf(Number(r.integration_id), r.provider_event_id), Number(r.id)]),
    );
    return events.map((e) => {
      const k = keyOf(e.integrationId, e.providerEventId);
      const id = ids.get(k) ?? null;
      ids.delete(k);
      return id;
    });
  }

  async unfinishedEvent(integrationId: number, providerEventId: string): Promise<number | null> {
    const row = await this.db.oneOrNone<{ id: number }>(q.unfinishedEvent, {
      integrationId,
      providerEventId,
    });
    return row ? row.id : null;
  }

  event(id: number): Promise<StoredEvent | null> {
    return this.db.oneOrNone(q.event, { id });
  }

  /** False when the event had an outcome already. */
  async finishEvent(p: {
    id: number;
    outcome: EventOutcome;
    orderId: string | null;
    error: string | null;
  }): Promise<boolean> {
    return (await this.db.oneOrNone(q.finishEvent, p)) !== null;
  }

  async waitEvent(id: number, refs: string[]): Promise<void> {
    await this.db.none(q.waitEvent, { id, refs });
  }

  async waiting(businessId: number, integrationId: number, refs: string[]): Promise<number[]> {
    const rows = await this.db.any<{ id: number }>(q.waiting, { businessId, integrationId, refs });
    return rows.map((r) => r.id);
  }

  events(businessId: number, integrationId: number, limit: number, offset: number): Promise<EventLogRow[]> {
    return this.db.any(q.events, { businessId, integrationId, limit, offset });
  }

  async countEvents(businessId: number, integrationId: number): Promise<number> {
    return (await this.db.one<{ total: number }>(q.countEvents, { businessId, integrationId })).total;
  }

  async rememberPayments(p: {
    businessId: number;
    integrationId: number;
    orderId: string;
    refs: string[];
  }): Promise<void> {
    if (p.refs.length) await this.db.none(q.rememberPayments, p);
  }

  async paymentOrder(businessId: number, integrationId: number, ref: string): Promise<string | null> {
    const row = await this.db.oneOrNone<{ order_id: string }>(q.paymentOrder, {
      businessId,
      integrationId,
      ref,
    });
    return row ? row.order_id : null;
  }

  /** Records what a refund event says was refunded; returns the most refunded for the order so far. */
  async observeRefunds(p: {
    businessId: number;
    integrationId: number;
    orderId: string;
    paymentRef: string;
    refunds: { refundId: string; amount: string }[];
    cumulative: string | null;
  }): Promise<string> {
    const row = await this.db.one<{ refunded: string }>(q.observeRefunds, {
      businessId: p.businessId,
      integrationId: p.integrationId,
      orderId: p.orderId,
      paymentRef: p.paymentRef,
      refundIds: p.refunds.map((r) => r.refundId),
      amounts: p.refunds.map((r) => r.amount),
      cumulative: p.cumulative,
    });
    return row.refunded;
  }
}
