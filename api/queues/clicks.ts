import type { JobsOptions } from 'bullmq';
import type { QueueOf } from './names';
import { trimmed } from './tuples';

/**
 * The `clicks` queue (docs/architecture.md, Clicks). Its jobs are either a parcel (a web
 * process's shipped inbox, named by a claim check: `{ parcel }`, job id `p-<parcel id>`) or one
 * click batch (replayed from a web process's spool, or enqueued by the seed and the ingest
 * bench; job id: the batch id). Consumed by workers/processors/clicks.ts.
 */

/**
 * A click as the edge captures it (the redirect, POST /v1/clicks): only what the request
 * carries, nothing parsed. Enrichment (device, browser, os, bot, country) is the loader's
 * work, off the hot path. The click's time is its id's time.
 */
export interface RawClick {
  id: number;
  business_id: number;
  /** 0: a click by referral code for an affiliate without an active link. */
  referral_link_id: number;
  affiliate_id: number;
  campaign: string | null;
  visitor_id: string;
  ip_address: string | null;
  user_agent: string | null;
  /** The edge's country header, only from a proxy TRUST_PROXY trusts (api/http/client-address.ts). */
  proxy_country: string | null;
  referrer: string | null;
  landing_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** A click batch: the clicks the intake writes at once (one group commit), its id from its first click. */
export interface ClickBatch {
  id: string;
  clicks: RawClick[];
}

/** A click batch's id, fixed at the edge: its job id, and the key of its staging marker. */
export const batchIdFor = (clicks: RawClick[]): string => `c${clicks[0].id}`;

/**
 * A click batch as a job and an inbox carry it: each click as a tuple, its values in a fixed
 * order instead of a keyed object. BullMQ JSON-parses every job it hands out, and a batch of
 * 500 keyed records costs it two to three times the CPU of the same batch as tuples
 * (docs/benchmarks.md, Ingest). The order is spelled out in both directions (monomorphic
 * property reads: a generic loop over field names cost the producer ~2 µs a click).
 */
export interface ClickBatchWire {
  id: string;
  tuples: ClickTuple[];
}

type ClickTuple = [
  id: number,
  business_id: number,
  referral_link_id: number,
  affiliate_id: number,
  campaign: string | null,
  visitor_id: string,
  ip_address: string | null,
  user_agent: string | null,
  proxy_country: string | null,
  referrer: string | null,
  landing_page: string | null,
  utm_source: string | null,
  utm_medium: string | null,
  utm_campaign: string | null,
];

const toTuple = (c: RawClick): ClickTuple =>
  trimmed(
    [
      c.id,
      c.business_id,
      c.referral_link_id,
      c.affiliate_id,
      c.campaign,
      c.visitor_id,
      c.ip_address,
      c.user_agent,
      c.proxy_country,
      c.referrer,
      c.landing_page,
      c.utm_source,
      c.utm_medium,
      c.utm_campaign,
    ],
    6,
  );

const fromTuple = (t: ClickTuple): RawClick => ({
  id: t[0],
  business_id: t[1],
  referral_link_id: t[2],
  affiliate_id: t[3],
  campaign: t[4] ?? null,
  visitor_id: t[5],
  ip_address: t[6] ?? null,
  user_agent: t[7] ?? null,
  proxy_country: t[8] ?? null,
  referrer: t[9] ?? null,
  landing_page: t[10] ?? null,
  utm_source: t[11] ?? null,
  utm_medium: t[12] ?? null,
  utm_campaign: t[13] ?? null,
});

export const encodeBatch = (b: ClickBatch): ClickBatchWire => ({ id: b.id, tuples: b.clicks.map(toTuple) });

export const decodeBatch = (data: ClickBatchWire): ClickBatch => ({
  id: data.id,
  clicks: data.tuples.map(fromTuple),
});

/** The `clicks` job that names a parcel (a shipped inbox: api/tracking/edge/inbox.ts). */
export interface ParcelJob {
  parcel: string;
}

/** A `clicks` job's data: a parcel, or one click batch. */
export type ClicksJob = ParcelJob | ClickBatchWire;

/** Click jobs are retried for days (the loader's Redis or a worker may be down a while) and dropped once loaded. */
export const CLICK_JOB_OPTIONS: JobsOptions = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Adds one click batch as a job of its own; its id is the job id, so a batch enqueued twice is
 * one job. `queue` is the `clicks` queue (the intake's own fail-fast one, or `deps.queues`').
 */
export type ClicksQueue = QueueOf<ClicksJob>;

export const enqueueClickBatch = (queue: ClicksQueue, batch: ClickBatch): Promise<unknown> =>
  queue.add('batch', encodeBatch(batch), { ...CLICK_JOB_OPTIONS, jobId: batch.id });

/** Adds the jobs of shipped parcels; a parcel's job id is fixed, so adding it again is a no-op. */
export const enqueueParcels = (queue: ClicksQueue, parcels: string[]): Promise<unknown> =>
  queue.addBulk(
    parcels.map((parcel) => ({
      name: 'parcel',
      data: { parcel } satisfies ParcelJob,
      opts: { ...CLICK_JOB_OPTIONS, jobId: `p-${parcel}` },
    })),
  );
