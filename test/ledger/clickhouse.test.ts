import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { insertBatch } from '../../clickhouse/insert';
import { deps as sharedDeps } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';

/** ClickHouse migration 009: the refund columns (docs/clickhouse.md, conversions). */
describe('ClickHouse conversions: refunded and net commission', function () {
  this.timeout(30_000);
  let deps: Deps;

  before(async () => {
    deps = await sharedDeps();
  });

  it('a row written without them (as before 009) reads as never refunded, its net the commission', async () => {
    const biz = await newBusiness(deps);
    const at = '2026-03-01 10:00:00.000000';
    const old = {
      business_id: biz.id,
      id: 1,
      order_id: 'OLD-1',
      affiliate_id: 7,
      referral_link_id: 0,
      click_id: 0,
      visitor_id: '',
      campaign: '',
      status: 'approved',
      subtotal: '80.00',
      discount_applied: '0.00',
      tax: '0.00',
      order_total: '80.00',
      commission_rate: '10.00',
      commission_amount: '8.00',
      currency: 'USD',
      product_ids: [],
      product_names: [],
      converted_at: at,
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await insertBatch(deps.ch, 'conversions', [old], uniq('tok'));
    await insertBatch(
      deps.ch,
      'conversions',
      [{ ...old, id: 2, order_id: 'NEW-2', refunded_amount: '20.00', net_commission_amount: '6.00' }],
      uniq('tok'),
    );
    const rs = await deps.ch.client.query({
      query: `SELECT order_id, toString(refunded_amount) AS refunded, toString(net_commission_amount) AS net
              FROM conversions_latest WHERE business_id = {b:UInt64} ORDER BY id`,
      query_params: { b: biz.id },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([
      { order_id: 'OLD-1', refunded: '0', net: '8' },
      { order_id: 'NEW-2', refunded: '20', net: '6' },
    ]);
  });
});
