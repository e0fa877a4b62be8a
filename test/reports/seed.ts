import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { createPayout, transitionPayout } from '../../api/features/payouts/payouts.service';
import {
  changeConversionStatus,
  insertClicks,
  prng,
  seedConversions,
  syncPayouts,
  type SeedConversion,
} from '../helpers/reports';
import { newAffiliate, newLink } from '../helpers/fixtures';
import type { Click, Conv, PayoutSeed } from './expected';

export interface Program {
  businessId: number;
  affiliates: { id: number; name: string; referral_code: string; deleted?: boolean }[];
  links: { id: number; affiliateId: number; campaign: string | null; active: boolean }[];
  convs: Conv[];
  clicks: Click[];
  payouts: (PayoutSeed & { id: number })[];
}

const iso = (ms: number, micros = 0) =>
  new Date(ms).toISOString().replace(/\.(\d{3})Z$/, (_m, f) => `.${f}${String(micros).padStart(3, '0')}Z`);

/**
 * A business's program spanning `from` .. `to` (several months): affiliates (one deleted,
 * one without activity), links with campaigns (one inactive, one active with no clicks),
 * clicks with repeat visits inside an hour and bots, conversions in every status with some
 * approved later (a second version), and payouts in every status.
 */
export async function seedProgram(
  deps: Deps,
  businessId: number,
  opts: { seed: number; from: string; to: string; clicks: number; conversions: number; scale?: number },
): Promise<Program> {
  const rnd = prng(opts.seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const scale = opts.scale ?? 1;
  const a = [
    await newAffiliate(businessId, { name: 'Alice Able' }, deps),
    await newAffiliate(businessId, { name: 'Bob Baker' }, deps),
    await newAffiliate(businessId, { name: 'Cara Cole', status: 'suspended' }, deps),
    await newAffiliate(businessId, { name: 'Dan Deleted', deleted: true }, deps),
    await newAffiliate(businessId, { name: 'Eve Idle' }, deps),
  ];
  const affiliates = a.map((x, i) => ({
    id: x.id,
    name: x.name,
    referral_code: x.referralCode,
    deleted: i === 3,
  }));
  const linkSpecs: [number, string | null, boolean][] = [
    [0, 'spring', true],
    [0, null, true],
    [1, 'summer', true],
    [2, 'winter', false],
    [4, 'empty', true],
    [3, 'spring', true],
  ];
  const links = [];
  for (const [ai, campaign, active] of linkSpecs) {
    const l = await newLink(businessId, a[ai].id, { campaign, isActive: active }, deps);
    links.push({ id: l.id, affiliateId: a[ai].id, campaign, active });
  }
  const clickLinks = links.filter((l) => l.campaign !== 'empty');
  const start = Date.parse(`${opts.from}T00:00:00Z`);
  const span = Date.parse(`${opts.to}T00:00:00Z`) + 86_400_000 - start;

  const clicks: Click[] = [];
  const seedClicks = [];
  for (let i = 0; i < opts.clicks; i += 1) {
    const l = pick(clickLinks);
    const at = start + Math.floor(rnd() * span);
    const visitor = `v${Math.floor(rnd() * 40)}`;
    seedClicks.push({
      affiliateId: l.affiliateId,
      linkId: l.id,
      campaign: l.campaign,
      visitorId: visitor,
      isBot: rnd() < 0.05,
      createdAt: iso(at),
    });
    // Some visitors click again within the same hour: the same session.
    if (rnd() < 0.2) {
      const again = Math.min(
        at + Math.floor(rnd() * 600_000),
        Math.floor(at / 3_600_000) * 3_600_000 + 3_599_999,
      );
      seedClicks.push({
        affiliateId: l.affiliateId,
        linkId: l.id,
        campaign: l.campaign,
        visitorId: visitor,
        createdAt: iso(again),
      });
    }
  }
  for (let i = 0; i < seedClicks.length; i += 1000) {
    const batch = seedClicks.slice(i, i + 1000);
    const ids = await insertClicks(deps, businessId, batch);
    batch.forEach((c, j) => clicks.push({ ...c, id: ids[j] }));
  }

  const statuses: SeedConversion['status'][] = ['pending', 'approved', 'approved', 'rejected', 'cancelled'];
  const seedConvs: SeedConversion[] = [];
  for (let i = 0; i < opts.conversions; i += 1) {
    const direct = rnd() < 0.1;
    const ai = Math.floor(rnd() * 4);
    const link = links.find((l) => l.affiliateId === a[ai].id) ?? null;
    seedConvs.push({
      affiliateId: direct ? null : a[ai].id,
      linkId: direct ? null : (link?.id ?? null),
      commission: direct ? '0.00' : (Math.floor(rnd() * 20000 * scale) / 100).toFixed(2),
      status: pick(statuses),
      convertedAt: iso(start + Math.floor(rnd() * span), Math.floor(rnd() * 1000)),
    });
  }
  const ids = await seedConversions(deps, businessId, seedConvs);
  const convs: Conv[] = seedConvs.map((c, i) => ({ ...c, id: ids[i] }));
  // A share of the pending ones is approved later: a second version in ClickHouse.
  for (const c of convs.filter((x) => x.status === 'pending').slice(0, Math.ceil(opts.conversions / 10))) {
    await changeConversionStatus(deps, businessId, c.id, 'approved');
    c.status = 'approved';
  }

  const clock = new ManualClock();
  const pdeps = { ...deps, clock };
  const payouts: (PayoutSeed & { id: number })[] = [];
  const owedOf = (id: number) =>
    convs
      .filter((c) => c.affiliateId === id && c.status === 'approved')
      .reduce((s, c) => s + Number(c.commission), 0);
  const plan: [number, 'pending' | 'completed' | 'failed', number][] = [
    [0, 'completed', 0.3],
    [0, 'pending', 0.2],
    [1, 'failed', 0.5],
    [1, 'completed', 0.4],
    [2, 'completed', 0.1],
  ];
  for (const [k, [ai, status, share]] of plan.entries()) {
    const owed = owedOf(a[ai].id);
    if (owed < 1) continue;
    const createdAt = start + Math.floor(((k + 1) / (plan.length + 1)) * span);
    clock.set(new Date(createdAt));
    const amount = Math.floor(owed * share * 100) / 100 || 0.01;
    const p = await createPayout(pdeps, businessId, {
      affiliate_id: a[ai].id,
      amount,
      currency: 'USD',
      method: 'paypal',
      reference: null,
    });
    let paidAt: string | null = null;
    if (status !== 'pending') {
      clock.advance(3 * 86_400_000 + 1234);
      const t = await transitionPayout(
        pdeps,
        businessId,
        p.id,
        status,
        status === 'completed' ? `TX-${k}` : null,
      );
      paidAt = t.paid_at;
    }
    payouts.push({
      id: p.id,
      affiliateId: a[ai].id,
      amount: amount.toFixed(2),
      status,
      createdAt: p.created_at,
      paidAt,
    });
  }
  await syncPayouts(deps, { businessId, ids: payouts.map((p) => p.id) });
  return { businessId, affiliates, links, convs, clicks, payouts };
}
