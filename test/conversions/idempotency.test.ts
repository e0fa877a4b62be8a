import { expect } from 'chai';
import { conversionJobId } from '../../api/queues/conversions';
import { QUEUE_NAMES } from '../../api/queues';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, newRule, setSettings, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { clickOf, conversionJob, recorded, trackingSuite, storeClicks } from '../helpers/tracking';

describe('conversions: idempotency and rule caps under concurrency', function () {
  this.timeout(60_000);
  let url: string;
  trackingSuite((s) => ({ url } = s));

  async function cappedProgram(maxConversions: number) {
    const biz = await newBusiness();
    await setSettings(biz.id, { commission_rate: '10.00' });
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const { id: rule } = await newRule(biz.id, link.id, { rate: '25.00', maxConversions });
    const click = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      createdAt: new Date(Date.now() - 3600_000),
    });
    await storeClicks([click], 'both');
    return { biz, aff, link, rule, click, api: client(url, biz.token) };
  }

  const countOf = async (businessId: number, orderId: string) =>
    (
      await (
        await deps()
      ).db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM conversions WHERE business_id = $1 AND order_id = $2',
        [businessId, orderId],
      )
    ).n;

  const ruleCount = async (ruleId: number) =>
    (
      await (
        await deps()
      ).db.one<{ n: number }>('SELECT conversion_count AS n FROM commission_rules WHERE id = $1', [ruleId])
    ).n;

  it('the same order_id POSTed concurrently: all 202, one conversion, one commission, the cap claimed once', async () => {
    const { biz, rule, click, api } = await cappedProgram(10);
    const orderId = uniq('ord');
    const bodies = [100, 200, 300, 400, 500, 600].map((total) => ({
      order_id: orderId,
      order_total: total,
      click_id: click.id,
    }));
    const results = await Promise.all(bodies.map((body) => api.post('/v1/conversions', { body })));
    expect(results.map((r) => r.status)).to.deep.equal(bodies.map(() => 202));
    for (const r of results) expect(r.body.data).to.deep.equal({ order_id: orderId, status: 'queued' });
    const o = await recorded(api, orderId);
    expect(['100.00', '200.00', '300.00', '400.00', '500.00', '600.00']).to.include(o.order_total);
    expect(o.commission_rate).to.equal('25.00');
    // A later repeat with another body: 202 again, nothing changes (the first body wins).
    const again = await api.post('/v1/conversions', {
      body: { order_id: orderId, order_total: 1, click_id: click.id },
    });
    expect(again.status).to.equal(202);
    expect(again.body.data).to.deep.equal({ order_id: orderId, status: 'queued' });
    // The repeat's job (the same job id) has finished; nothing changed.
    const d = await deps();
    await waitFor('the order job to complete', async () =>
      (await d.queues.get(QUEUE_NAMES.conversions).getJob(conversionJobId(biz.id, orderId)))?.isCompleted(),
    );
    expect(await countOf(biz.id, orderId)).to.equal(1);
    expect(await ruleCount(rule)).to.equal(1);
    expect((await recorded(api, orderId)).order_total).to.equal(o.order_total);
  });

  it('the same order recorded by several workers at the same moment: one row, the cap claimed once', async () => {
    const { biz, rule, click } = await cappedProgram(10);
    const d = await deps();
    const orderId = uniq('ord');
    const job = conversionJob(biz.id, { orderId, orderTotal: '80.00', subtotal: '80.00', clickId: click.id });
    const results = await Promise.all(Array.from({ length: 6 }, () => recordConversion(d, job)));
    expect(results.filter((r) => r.created)).to.have.length(1);
    expect(new Set(results.map((r) => r.id)).size).to.equal(1);
    expect(await countOf(biz.id, orderId)).to.equal(1);
    expect(await ruleCount(rule)).to.equal(1);
    const row = await d.db.one(
      'SELECT commission_rate, commission_amount, commission_rule_id FROM conversions WHERE business_id = $1 AND order_id = $2',
      [biz.id, orderId],
    );
    expect(row).to.deep.equal({
      commission_rate: '25.00',
      commission_amount: '20.00',
      commission_rule_id: rule,
    });
  });

  it('max_conversions under concurrency: 20 orders on a rule capped at 5 → exactly 5 at the rule rate', async () => {
    const { biz, rule, click, api } = await cappedProgram(5);
    const orders = Array.from({ length: 20 }, () => uniq('ord'));
    const posted = await Promise.all(
      orders.map((orderId) =>
        api.post('/v1/conversions', { body: { order_id: orderId, order_total: 100, click_id: click.id } }),
      ),
    );
    expect(posted.every((r) => r.status === 202)).to.equal(true);
    const details = await Promise.all(orders.map((id) => recorded(api, id)));
    const rates = details.map((o) => o.commission_rate);
    expect(rates.filter((r) => r === '25.00')).to.have.length(5);
    expect(rates.filter((r) => r === '10.00')).to.have.length(15);
    expect(details.filter((o) => o.commission_amount === '25.00')).to.have.length(5);
    expect(await ruleCount(rule)).to.equal(5);
    const d = await deps();
    const sources = await d.db.any(
      `SELECT commission_source, count(*)::int AS n FROM conversions WHERE business_id = $1 GROUP BY 1 ORDER BY 1`,
      [biz.id],
    );
    expect(sources).to.deep.equal([
      { commission_source: 'business_rate', n: 15 },
      { commission_source: 'link_rule', n: 5 },
    ]);
  });
});
