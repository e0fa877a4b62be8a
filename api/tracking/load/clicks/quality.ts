import type { Deps } from '../../../deps';
import { CLICK_EPOCH_MS, CLICK_ID_TIME_DIVISOR } from '../../../domain/click-id';
import { hostingNetworks } from '../../../domain/hosting-networks';
import { evalScript, luaScript } from '../../../cache/lua-script';
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
 * least a second, so clicks loaded late in one step still see each other). KEYS are the step's
 * distinct keys; ARGV is now, the click-id epoch, then per key its window, its click count and
 * those click ids in the order given (a click's time is in its id: api/domain/click-id.ts, and
 * a 53-bit id is exact in Lua's numbers). For each click: 1 when it is a duplicate, else 0 (and
 * it becomes the key's click). A click that is already the key's (a batch loaded twice) is not
 * its own duplicate. A key is read once and written at most once per step, so a flood from one
 * address costs Redis one key, and the command carries each click as its id alone.
 */
const DEDUPE = `
local now = tonumber(ARGV[1])
local epoch = tonumber(ARGV[2])
local out = {}
local a = 3
for i = 1, #KEYS do
  local w = tonumber(ARGV[a])
  local n = tonumber(ARGV[a + 1])
  a = a + 2
  local sid = nil
  local st = 0
  local cur = redis.call('GET', KEYS[i])
  if cur then
    local sep = string.find(cur, ':', 1, true)
    sid = string.sub(cur, 1, sep - 1)
    st = tonumber(string.sub(cur, sep + 1))
  end
  local dirty = false
  for j = 1, n do
    local id = ARGV[a]
    a = a + 1
    local t = epoch + math.floor(tonumber(id) / ${CLICK_ID_TIME_DIVISOR})
    local dup = 0
    if sid and (sid == id or t < st) then
      dup = 0
    elseif sid and t - st < w then
      dup = 1
    else
      sid = id
      st = t
      dirty = true
    end
    out[#out + 1] = dup
  end
  if dirty then
    local ttl = st + w - now
    if ttl < 1000 then ttl = 1000 end
    redis.call('SET', KEYS[i], sid .. ':' .. st, 'PX', ttl)
  end
end
return out`;
const DEDUPE_SCRIPT = luaScript(DEDUPE);

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
  // Grouped by key, each group in the order given.
  const groups = new Map<string, { windowMs: number; rows: ClickRow[] }>();
  const prefix = deps.config.redisPrefix;
  for (const d of dedupe) {
    const key = dedupeKey(prefix, d.row);
    const g = groups.get(key);
    if (g) g.rows.push(d.row);
    else groups.set(key, { windowMs: d.windowMs, rows: [d.row] });
  }
  const args: (string | number)[] = [deps.clock.now().getTime(), CLICK_EPOCH_MS];
  for (const g of groups.values()) {
    args.push(g.windowMs, g.rows.length);
    for (const r of g.rows) args.push(String(r.id));
  }
  const dup = (await evalScript(deps.redis, DEDUPE_SCRIPT, [...groups.keys()], args)) as number[];
  let i = 0;
  for (const g of groups.values())
    for (const r of g.rows) {
      if (dup[i++] !== 1) continue;
      r.quality = 'duplicate';
      r.is_bot = 1;
    }
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
