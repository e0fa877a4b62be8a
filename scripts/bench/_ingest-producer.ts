/**
 * One producer of `npm run bench -- ingest`, in its own process as a web process would be:
 * enqueues its share of clicks (edge batches on the `clicks` queue, ids made now, as the
 * redirect's intake does) and of page views and cart events (one job per request, as
 * POST /v1/pageviews does), interleaved as live traffic arrives, several requests in flight.
 * Reads its task as JSON from argv[2]; prints {"clicks": n, "events": n, "cpuMs": n} when done
 * (cpuMs: this process's CPU time while producing).
 */
import { systemClock } from '../../api/clock';
import { ClickIdGenerator } from '../../api/domain/click-id';
import { batchIdFor, enqueueClickBatch, type RawClick } from '../../api/queues/clicks';
import { enqueueEvents } from '../../api/queues/events';
import type { EventInput } from '../../api/domain/tracked-event';
import { QUEUE_NAMES, Queues, redisConnection } from '../../api/queues';

export interface ProducerTask {
  redisUrl: string;
  queuePrefix: string;
  /** 0-31, distinct per producer: the click id generator's process number. */
  processNumber: number;
  businesses: { id: number; affiliateId: number; linkId: number }[];
  clicks: number;
  events: number;
  batch: number;
}

const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
];
const IPS = ['8.8.8.8', '81.2.69.160', '85.214.132.117', '133.242.0.1'];

async function main(task: ProducerTask): Promise<void> {
  const cpu0 = process.cpuUsage();
  const queues = new Queues(redisConnection(task.redisUrl), task.queuePrefix);
  const deps = { queues, clock: systemClock };
  const clicksQueue = queues.get(QUEUE_NAMES.clicks);
  const ids = new ClickIdGenerator(task.processNumber);
  const { batch, businesses } = task;
  let sentClicks = 0;
  let sentEvents = 0;
  const inFlight = new Set<Promise<unknown>>();
  const submit = async (p: Promise<unknown>) => {
    const tracked = p.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= 8) await Promise.race(inFlight);
  };
  for (let round = 0; sentClicks < task.clicks || sentEvents < task.events; round += 1) {
    const b = businesses[round % businesses.length];
    if (sentClicks < task.clicks) {
      const n = Math.min(batch, task.clicks - sentClicks);
      const rows: RawClick[] = Array.from({ length: n }, (_, k) => ({
        id: ids.next(),
        business_id: b.id,
        referral_link_id: b.linkId,
        affiliate_id: b.affiliateId,
        campaign: null,
        visitor_id: `v${k % 997}`,
        ip_address: IPS[k % IPS.length],
        user_agent: UAS[k % UAS.length],
        proxy_country: null,
        referrer: null,
        landing_page: 'https://shop.example/',
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      }));
      await submit(enqueueClickBatch(clicksQueue, { id: batchIdFor(rows), clicks: rows }));
      sentClicks += n;
    }
    if (sentEvents < task.events) {
      const n = Math.min(batch, task.events - sentEvents);
      const events: EventInput[] = Array.from({ length: n }, (_, k) => ({
        type: k % 5 === 4 ? 'add_to_cart' : 'pageview',
        visitor_id: `v${k % 997}`,
        session_id: `s${k % 499}`,
        url: `https://shop.example/p/${k % 50}`,
        user_agent: UAS[k % UAS.length],
        ip_address: IPS[k % IPS.length],
      }));
      await submit(
        enqueueEvents(deps, { businessId: b.id, ip: null, userAgent: null, proxyCountry: null, events }),
      );
      sentEvents += n;
    }
  }
  await Promise.all(inFlight);
  await queues.close();
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(
    `${JSON.stringify({ clicks: sentClicks, events: sentEvents, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
  );
}

main(JSON.parse(process.argv[2]) as ProducerTask).catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
