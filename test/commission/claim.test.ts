import { expect } from 'chai';
import { resolveAndClaim, type CommissionRequest } from '../../api/commission/resolve-commission';
import { createDb, type DB } from '../../sql/db';
import { dateToIso } from '../../sql/timestamps';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, newRule } from '../helpers/fixtures';

describe('rule caps under concurrency', () => {
  // A pool of its own, so the racing transactions really run side by side.
  let pool: DB;
  before(async () => {
    pool = createDb((await deps()).config.databaseUrl, { max: 25, applicationName: 'claim-test' });
  });
  after(async () => {
    await pool.$pool.end();
  });

  async function setup() {
    const biz = await newBusiness();
    const affiliateId = (await newAffiliate(biz.id, { commissionRate: '15.00' })).id;
    const linkId = (await newLink(biz.id, affiliateId)).id;
    const req: CommissionRequest = {
      businessId: biz.id,
      affiliateId,
      affiliateActive: true,
      linkId,
      subtotal: '100.00',
      discount: '0.00',
      convertedAt: dateToIso(new Date()),
    };
    return { biz, linkId, req };
  }

  const race = async (req: CommissionRequest, n: number) => {
    const d = await deps();
    return Promise.all(Array.from({ length: n }, () => pool.tx((tx) => resolveAndClaim(tx, d, req))));
  };
  const countOf = async (ruleId: number) =>
    (
      await pool.one<{ conversion_count: number }>(
        'SELECT conversion_count FROM commission_rules WHERE id = $1',
        [ruleId],
      )
    ).conversion_count;

  it('50 conversions racing for a rule with max_conversions 10: exactly 10 claims, the rest fall through', async () => {
    const { biz, linkId, req } = await setup();
    const ruleId = (await newRule(biz.id, linkId, { rate: 30, maxConversions: 10 })).id;
    const results = await race(req, 50);
    const claimed = results.filter((r) => r.source === 'link_rule');
    expect(claimed).to.have.length(10);
    for (const r of claimed)
      expect(r).to.include({ rule_id: ruleId, rate: '30.00', commission_amount: '30.00' });
    const rest = results.filter((r) => r.source !== 'link_rule');
    expect(rest).to.have.length(40);
    for (const r of rest) expect(r).to.include({ source: 'affiliate', rule_id: null, rate: '15.00' });
    expect(await countOf(ruleId)).to.equal(10);
  });

  it('two capped rules: the higher fills first, then the next, then the affiliate rate', async () => {
    const { biz, linkId, req } = await setup();
    const high = (await newRule(biz.id, linkId, { rate: 40, priority: 2, maxConversions: 10 })).id;
    const low = (await newRule(biz.id, linkId, { rate: 20, priority: 1, maxConversions: 5 })).id;
    const results = await race(req, 50);
    const by = (id: number | null) => results.filter((r) => r.rule_id === id).length;
    expect([by(high), by(low), by(null)]).to.deep.equal([10, 5, 35]);
    expect([await countOf(high), await countOf(low)]).to.deep.equal([10, 5]);
  });

  it('a claim in a transaction that rolls back is given back', async () => {
    const { biz, linkId, req } = await setup();
    const ruleId = (await newRule(biz.id, linkId, { rate: 30, maxConversions: 1 })).id;
    const d = await deps();
    const failed = await pool
      .tx(async (tx) => {
        expect((await resolveAndClaim(tx, d, req)).rule_id).to.equal(ruleId);
        throw new Error('recording failed');
      })
      .catch((e: Error) => e.message);
    expect(failed).to.equal('recording failed');
    expect(await countOf(ruleId)).to.equal(0);
    expect((await pool.tx((tx) => resolveAndClaim(tx, d, req))).rule_id).to.equal(ruleId);
    expect((await pool.tx((tx) => resolveAndClaim(tx, d, req))).source).to.equal('affiliate');
  });

  it('a rule deactivated after it was read is not claimed', async () => {
    const { biz, linkId } = await setup();
    const ruleId = (await newRule(biz.id, linkId, { rate: 30, maxConversions: 5, isActive: false })).id;
    expect(await pool.tx((tx) => tx.commission.claimRule(biz.id, ruleId))).to.equal(false);
    expect(await countOf(ruleId)).to.equal(0);
  });

  it("a rule is never claimed through another business's id", async () => {
    const { biz, linkId } = await setup();
    const other = await newBusiness();
    const ruleId = (await newRule(biz.id, linkId, { rate: 30 })).id;
    expect(await pool.tx((tx) => tx.commission.claimRule(other.id, ruleId))).to.equal(false);
    expect(await countOf(ruleId)).to.equal(0);
  });

  it('an affiliate that is not active earns 0.00 and claims nothing', async () => {
    const { biz, linkId, req } = await setup();
    const ruleId = (await newRule(biz.id, linkId, { rate: 30, maxConversions: 5 })).id;
    const d = await deps();
    const r = await pool.tx((tx) => resolveAndClaim(tx, d, { ...req, affiliateActive: false }));
    expect(r).to.include({ rate: '0.00', commission_amount: '0.00', rule_id: null });
    expect(await countOf(ruleId)).to.equal(0);
  });
});
