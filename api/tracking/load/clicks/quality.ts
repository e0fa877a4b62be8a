import type { Deps } from '../../../deps';
import { clickIdTime } from '../../../domain/click-id';
import { hostingNetworks } from '../../../domain/hosting-networks';
import type { ClickRow } from '../../store/click-row';
import type { ClickStage } from './stage';
import { DEFAULT_FRAUD_RULES, FRAUD_ACTIONS, type FraudAction } from '../../../fraud/fraud-rules';

/**
 * Click quality (README, "Fraud and traffic quality"), decided by the click loader before a
 * click batch is staged, so the redirect's 302 pays nothing for it and click_count and
 * ClickHouse are fed the same verdict in the same step:
 * - bot: the user agent says so (enrichment); it wins over the others;
 * - datacenter: the IP is in a hosting network and the business's datacenter_click is not
 *   off (with reject it is counted nowhere, with flag it still counts);
 * - duplicate: the business dedupes (click_dedupe_minutes > 0) and the link already has a
 *   counted click from this IP less than the window before;
 * - ok: the rest.
 * A click counted nowhere gets is_bot = 1, the column every count and rollup filters on.
 */

type QualityDeps = Pick<Deps, 'db' | 'redis' | 'config' | 'clock'>;

interface ClickSettings {
  datacenter: FraudAction;
  dedupeMs: number;
}

/**
 * Per link and IP, the last counted click's `id:timeMs`, expiring when its window ends (at
 * least a second, so clicks loaded late in one step still see each other). For each key, in
 * the order given: 1 when the click is a duplicate, else 0 (and it becomes the key's click).
 * A click that is already the key's (a batch loaded twice) is not its own duplicate.
 */
const DEDUPE = `
local now = tonumber(ARGV[1])
local out = {}
for i = 1, #KEYS do
  local id = ARGV[3 * i - 1]
  local t = tonumber(ARGV[3 * i])
  local w = tonumber(ARGV[3 * i + 1])
  local cur = redis.call('GET', KEYS[i])
  local dup = 0
  local write = true
  if cur then
    local sep = string.find(cur, ':', 1, true)
    local cid = string.sub(cur, 1, sep - 1)
    local ct = tonumber(string.sub(cur, sep + 1))
    if cid == id or t < ct then
      write = false
    elseif t - ct < w then
      dup = 1
      write = false
    end
  end
  if write then
    local ttl = t + w - now
    if ttl < 1000 then ttl = 1000 end
    redis.call('SET', KEYS[i], id .. ':' .. t, 'PX', ttl)
  end
  out[i] = dup
end
return out`;

export const dedupeKey = (
  prefix: string,
  r: Pick<ClickRow, 'business_id' | 'referral_link_id' | 'ip_address'>,
) => `${prefix}:clicks:dedupe:${r.business_id}:${r.referral_link_id}:${r.ip_address}`;

async function settingsOf(deps: QualityDeps, businessIds: number[]): Promise<Map<number, ClickSettings>> {
  const rows = await deps.db.fraud.clickSettings(businessIds);
  const out = new Map<number, ClickSettings>();
  for (const r of rows) {
    const action = (FRAUD_ACTIONS as readonly string[]).includes(r.datacenter_click)
      ? (r.datacenter_click as FraudAction)
      : DEFAULT_FRAUD_RULES.datacenter_click;
    out.set(Number(r.business_id), { datacenter: action, dedupeMs: r.click_dedupe_minutes * 60_000 });
  }
  return out;
}

/** Sets each human click's quality (and is_bot for those counted nowhere), in place. */
export async function classifyClicks(deps: QualityDeps, rows: ClickRow[]): Promise<void> {
  const humans = rows.filter((r) => r.is_bot === 0);
  if (!humans.length) return;
  const settings = await settingsOf(deps, [...new Set(humans.map((r) => r.business_id))]);
  if (!settings.size) return;
  const networks = hostingNetworks(deps.config.hostingNetworksFile);
  const dedupe: { row: ClickRow; windowMs: number }[] = [];
  for (const r of humans) {
    const s = settings.get(r.business_id);
    if (!s) continue;
    if (s.datacenter !== 'off' && networks.size && networks.has(r.ip_address)) {
      r.quality = 'datacenter';
      if (s.datacenter === 'reject') {
        r.is_bot = 1;
        continue;
      }
    }
    if (s.dedupeMs > 0 && r.ip_address && r.referral_link_id) dedupe.push({ row: r, windowMs: s.dedupeMs });
  }
  if (!dedupe.length) return;
  const prefix = deps.config.redisPrefix;
  const args: (string | number)[] = [deps.clock.now().getTime()];
  for (const d of dedupe) args.push(String(d.row.id), clickIdTime(d.row.id).getTime(), d.windowMs);
  const dup = (await deps.redis.eval(
    DEDUPE,
    dedupe.length,
    ...dedupe.map((d) => dedupeKey(prefix, d.row)),
    ...args,
  )) as number[];
  dedupe.forEach((d, i) => {
    if (dup[i] !== 1) return;
    d.row.quality = 'duplicate';
    d.row.is_bot = 1;
  });
}

/** The stage: quality before staging, so the counts staged with the rows are the counted clicks only. */
export const classifyClicksStage: ClickStage = {
  name: 'quality',
  run: (deps, load) =>
    classifyClicks(
      deps,
      load.batches.flatMap((b) => b.rows),
    ),
};
