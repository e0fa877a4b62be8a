import { expect } from 'chai';
import { createDb } from '../../sql/db';
import { dropDatabase, ensureDatabase, migratePostgres } from '../../sql/migrate';
import { uniq } from '../helpers/fixtures';

describe('migration 015: the ledger of existing businesses', function () {
  this.timeout(60_000);

  it('backfills each affiliate so its balance is approved commission minus payouts not failed', async () => {
    const url = `postgres://127.0.0.1:5432/aff_test_mig_${uniq()}`;
    await ensureDatabase(url);
    const db = createDb(url, { max: 1 });
    try {
      await migratePostgres(db, { through: '013_affiliate_profiles.sql' });
      const owner = await db.one(
        "INSERT INTO users (email, name) VALUES ('o@example.com', 'O') RETURNING id",
      );
      const biz = await db.many(
        `INSERT INTO businesses (owner_user_id, name, slug)
         SELECT $1, 'Shop ' || g, 'shop-' || g FROM generate_series(1, 2) g RETURNING id`,
        [owner.id],
      );
      const users = await db.many(
        `INSERT INTO users (email, name) SELECT 'u' || g || '@example.com', 'U' || g FROM generate_series(1, 4) g
         RETURNING id`,
      );
      const affs = await db.many(
        `INSERT INTO affiliates (business_id, user_id, referral_code, status, name)
         VALUES ($1, $3, 'A', 'active', 'Ann'), ($1, $4, 'B', 'active', 'Bo'), ($2, $5, 'C', 'active', 'Cy'),
                ($2, $6, 'D', 'active', 'Di')
         RETURNING id, business_id`,
        [biz[0].id, biz[1].id, ...users.map((u) => u.id)],
      );
      const [ann, bo, cy, di] = affs;
      const conv = (b: number, a: number | null, commission: string, status: string, at: string) =>
        db.none(
          `INSERT INTO conversions (business_id, order_id, affiliate_id, subtotal, order_total, commission_amount,
             status, converted_at, updated_at)
           VALUES ($1, $2, $3, 100, 100, $4, $5, $6, $6)`,
          [b, uniq('o'), a, commission, status, at],
        );
      await conv(ann.business_id, ann.id, '10.10', 'approved', '2026-01-01T00:00:00Z');
      await conv(ann.business_id, ann.id, '5.05', 'approved', '2026-01-03T00:00:00Z');
      await conv(ann.business_id, ann.id, '99.00', 'pending', '2026-01-02T00:00:00Z');
      await conv(ann.business_id, ann.id, '77.00', 'rejected', '2026-01-02T00:00:00Z');
      await conv(ann.business_id, null, '3.00', 'approved', '2026-01-02T00:00:00Z');
      await conv(bo.business_id, bo.id, '0.00', 'approved', '2026-01-02T00:00:00Z');
      await conv(cy.business_id, cy.id, '40.00', 'approved', '2026-01-01T00:00:00Z');
      const payout = (
        b: number,
        a: number,
        amount: string,
        status: string,
        created: string,
        updated: string,
      ) =>
        db.none(
          `INSERT INTO payouts (business_id, affiliate_id, amount, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [b, a, amount, status, created, updated],
        );
      await payout(
        ann.business_id,
        ann.id,
        '8.00',
        'completed',
        '2026-01-02T00:00:00Z',
        '2026-01-02T01:00:00Z',
      );
      await payout(ann.business_id, ann.id, '2.00', 'failed', '2026-01-02T12:00:00Z', '2026-01-04T00:00:00Z');
      await payout(cy.business_id, cy.id, '15.00', 'pending', '2026-01-05T00:00:00Z', '2026-01-05T00:00:00Z');

      expect((await migratePostgres(db)).applied).to.include('015_ledger.sql');

      const entries = await db.any(
        `SELECT affiliate_id::int AS a, seq::int, type, amount, balance_after FROM ledger_entries
         ORDER BY business_id, affiliate_id, seq`,
      );
      expect(entries).to.deep.equal([
        { a: ann.id, seq: 1, type: 'commission', amount: '10.10', balance_after: '10.10' },
        { a: ann.id, seq: 2, type: 'payout', amount: '-8.00', balance_after: '2.10' },
        { a: ann.id, seq: 3, type: 'payout', amount: '-2.00', balance_after: '0.10' },
        { a: ann.id, seq: 4, type: 'commission', amount: '5.05', balance_after: '5.15' },
        { a: ann.id, seq: 5, type: 'payout_reversal', amount: '2.00', balance_after: '7.15' },
        { a: cy.id, seq: 1, type: 'commission', amount: '40.00', balance_after: '40.00' },
        { a: cy.id, seq: 2, type: 'payout', amount: '-15.00', balance_after: '25.00' },
      ]);
      // Every balance equals the rule payouts followed until now.
      const mismatched = await db.any(
        `SELECT a.id FROM affiliates a
         WHERE coalesce((SELECT balance_after FROM ledger_entries l WHERE l.affiliate_id = a.id ORDER BY seq DESC LIMIT 1), 0)
            <> coalesce((SELECT sum(commission_amount) FROM conversions c WHERE c.affiliate_id = a.id AND c.status = 'approved'), 0)
             - coalesce((SELECT sum(amount) FROM payouts p WHERE p.affiliate_id = a.id AND p.status <> 'failed'), 0)`,
      );
      expect(mismatched).to.deep.equal([]);
      expect(
        await db.any('SELECT 1 FROM ledger_entries WHERE affiliate_id IN ($1, $2)', [bo.id, di.id]),
      ).to.deep.equal([]);
      const net = await db.any(
        'SELECT commission_amount, refunded_amount, net_commission_amount FROM conversions WHERE affiliate_id = $1 ORDER BY id',
        [cy.id],
      );
      expect(net).to.deep.equal([
        { commission_amount: '40.00', refunded_amount: '0.00', net_commission_amount: '40.00' },
      ]);
    } finally {
      await db.$pool.end();
      await dropDatabase(url);
    }
  });
});
