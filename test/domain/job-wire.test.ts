import { expect } from 'chai';
import { CLICK_COLUMNS, clickLine, type ClickRow } from '../../api/tracking/store/click-row';
import { EVENT_COLUMNS, eventLine, type EventRow } from '../../api/tracking/store/event-row';
import { decodeBatch, encodeBatch, type RawClick } from '../../api/queues/clicks';
import { decodeEventsJob, type EventsJobWire, eventTuple } from '../../api/queues/events';
import type { EventInput } from '../../api/domain/tracked-event';

/**
 * Click batches and events jobs travel through BullMQ as tuples, and rows are staged for
 * ClickHouse as lines of values in the columns' order. A value written or read at the wrong
 * position would load silently into the wrong column, so each field gets a value of its own
 * here and must come back under its own name.
 */
const viaJson = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A staged line read back against the column list its insert names. */
const byColumn = (columns: readonly string[], line: string) => {
  const values = JSON.parse(line) as unknown[];
  expect(values).to.have.length(columns.length);
  return Object.fromEntries(columns.map((c, i) => [c, values[i]]));
};

describe('wire forms: tuples in BullMQ jobs, lines staged for ClickHouse', () => {
  it('a click batch comes back field for field, nulls included', () => {
    const full: RawClick = {
      id: 101,
      business_id: 102,
      referral_link_id: 103,
      affiliate_id: 104,
      campaign: 'campaign',
      visitor_id: 'visitor',
      ip_address: '203.0.113.7',
      user_agent: 'agent',
      proxy_country: 'DE',
      referrer: 'https://ref.example/',
      landing_page: 'https://shop.example/landing',
      utm_source: 'source',
      utm_medium: 'medium',
      utm_campaign: 'utm-campaign',
    };
    const sparse: RawClick = {
      ...full,
      id: 105,
      campaign: null,
      ip_address: null,
      user_agent: null,
      proxy_country: null,
      referrer: null,
      landing_page: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    const batch = { id: 'c101', clicks: [full, sparse] };
    expect(decodeBatch(viaJson(encodeBatch(batch)))).to.deep.equal(batch);
  });

  it('an events job comes back field for field; absent fields come back null', () => {
    const full: Required<EventInput> = {
      type: 'add_to_cart',
      visitor_id: 'visitor',
      session_id: 'session',
      click_id: 201,
      referral_code: 'CODE',
      url: 'https://shop.example/p',
      referrer: 'https://ref.example/',
      title: 'Title',
      product_id: 'sku-1',
      product_name: 'Mug',
      price: 12.5,
      quantity: 3,
      utm_source: 'source',
      utm_medium: 'medium',
      utm_campaign: 'campaign',
      occurred_at: '2026-11-24T10:00:00.000Z',
      ip_address: '203.0.113.8',
      user_agent: 'agent',
    };
    const meta = {
      businessId: 7,
      batchId: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
      receivedAt: '2026-11-24T10:00:01.000000Z',
      ip: '203.0.113.9',
      userAgent: 'job agent',
      proxyCountry: null,
    };
    const wire: EventsJobWire = {
      ...meta,
      tuples: [eventTuple(full), eventTuple({ type: 'pageview' })],
    };
    const job = decodeEventsJob(viaJson(wire));
    expect(job).to.deep.include(meta);
    // Each event's id: the batch's UUID, its last four hex digits the event's position.
    expect(job.events[0]).to.deep.equal({ id: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b10000', ...full });
    const nulls = Object.fromEntries(Object.keys(full).map((k) => [k, null]));
    expect(job.events[1]).to.deep.equal({
      ...nulls,
      id: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b10001',
      type: 'pageview',
    });
    // The same job delivered again gives its events the same ids.
    expect(decodeEventsJob(viaJson(wire)).events.map((e) => e.id)).to.deep.equal(job.events.map((e) => e.id));
  });

  it('a staged click line holds each value under its column', () => {
    const row: ClickRow = {
      business_id: 1,
      id: 2,
      referral_link_id: 3,
      affiliate_id: 4,
      campaign: 'campaign',
      visitor_id: 'visitor',
      ip_address: '203.0.113.7',
      user_agent: 'agent',
      device: 'mobile',
      browser: 'Firefox',
      os: 'Linux',
      country: 'DE',
      referrer: 'https://ref.example/',
      landing_page: 'https://shop.example/',
      utm_source: 'source',
      utm_medium: 'medium',
      utm_campaign: 'utm-campaign',
      is_bot: 1,
      created_at: '2026-11-24 10:00:00.123000',
      quality: 'bot',
    };
    expect(byColumn(CLICK_COLUMNS, clickLine(row))).to.deep.equal(row);
  });

  it('a staged event line holds each value under its column', () => {
    const row: EventRow = {
      business_id: 1,
      id: 'e1',
      type: 'add_to_cart',
      visitor_id: 'visitor',
      session_id: 'session',
      click_id: 2,
      affiliate_id: 3,
      referral_link_id: 4,
      referral_code: 'CODE',
      url: 'https://shop.example/p?x=1',
      path: '/p',
      referrer: 'https://ref.example/',
      title: 'Title',
      product_id: 'sku',
      product_name: 'Mug',
      price: '12.50',
      quantity: 5,
      utm_source: 'source',
      utm_medium: 'medium',
      utm_campaign: 'campaign',
      device: 'tablet',
      browser: 'Safari',
      os: 'iOS',
      country: 'FR',
      traffic_source: 'email',
      is_bot: 1,
      occurred_at: '2026-11-24 10:00:00.123000',
    };
    expect(byColumn(EVENT_COLUMNS, eventLine(row))).to.deep.equal(row);
  });
});
