import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import type { ConversionJob } from '../../api/queues/conversions';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  setSettings,
  uniq,
  type TestAffiliate,
  type TestBusiness,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { conversionAudit } from '../helpers/orders';
import { clickOf, conversionJob, storeClicks } from '../helpers/tracking';
import { newLink } from '../helpers/fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-11-20T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

describe('fraud: the conversion rules', function () {
  this.timeout(60_000);
  let d: Deps;
  let url: string;

  before(async () => {
    d = await deps();
    ({ url } = await startServer());
  });

  interface Program {
    biz: TestBusiness;
    aff: TestAffiliate;
    api: Client;
    record: (o?: Partial<ConversionJob>) => Promise<{ id: number; row: Stored }>;
  }

  interface Stored {
    status: string;
    risk_reasons: string[];
    fraud_rejected_rule: string | null;
    commission_amount: string;
    version: number;
  }

  async function program(settings: Parameters<typeof setSettings>[1] = {}, email?: string): Promise<Program> {
    const biz = await newBusiness();
    await setSettings(biz.id, { commission_rate: '10.00', ...settings });
    const aff = await newAffiliate(biz.id, email ? { email } : {});
    const record = async (o: Partial<ConversionJob> = {}) => {
      const key = await recordConversion(
        d,
        conversionJob(biz.id, { referralCode: aff.referralCode, convertedAt: at(0), ...o }),
      );
      const row = await d.db.one<Stored>(
        `SELECT status, risk_reasons, fraud_rejected_rule, commission_amount::text, version
         FROM conversions WHERE id = $1`,
        [key.id],
      );
      return { id: key.id, row };
    };
    return { biz, aff, api: client(url, biz.token), record };
  }

  const reasonsOf = async (p: Program, o: Partial<ConversionJob>) => (await p.record(o)).row.risk_reasons;

  describe('self_referral', () => {
    it("flags the affiliate's own e-mail, ignoring case, dots and a +tag in the local part", async () => {
      const p = await program({}, `Jane.Doe.${uniq()}@Example.com`);
      const [local, domain] = p.aff.email.split('@');
      const disguised = `${local.replaceAll('.', '').toUpperCase()}+shop@${domain.toLowerCase()}`;
      expect(await reasonsOf(p, { customerEmail: disguised })).to.deep.equal(['self_referral']);
      expect(await reasonsOf(p, { customerEmail: p.aff.email })).to.deep.equal(['self_referral']);
    });

    it('leaves a near-miss e-mail alone: another local part, or the same one at another domain', async () => {
      const p = await program({}, `jane.doe.${uniq()}@example.com`);
      const [local] = p.aff.email.split('@');
      expect(await reasonsOf(p, { customerEmail: `${local}x@example.com` })).to.deep.equal([]);
      expect(await reasonsOf(p, { customerEmail: `${local}@example.org` })).to.deep.equal([]);
    });

    it('flags a conversion from an IP the affiliate signed in to the portal from in the 30 days before', async () => {
      const p = await program();
      const signIn = (ip: string, ms: number, affiliateId = p.aff.id) =>
        d.db.none(
          'INSERT INTO portal_sign_ins (business_id, affiliate_id, ip, signed_in_at) VALUES ($1, $2, $3, $4)',
          [p.biz.id, affiliateId, ip, at(ms)],
        );
      await signIn('198.51.100.7', -30 * DAY);
      await signIn('198.51.100.8', -30 * DAY - 1);
      await signIn('198.51.100.9', HOUR);
      const other = await newAffiliate(p.biz.id);
      await signIn('198.51.100.10', -HOUR, other.id);
      // The window's first instant counts; one millisecond earlier, a later sign-in, or
      // another affiliate's sign-in does not.
      expect(await reasonsOf(p, { ipAddress: '198.51.100.7' })).to.deep.equal(['self_referral']);
      expect(await reasonsOf(p, { ipAddress: '198.51.100.8' })).to.deep.equal([]);
      expect(await reasonsOf(p, { ipAddress: '198.51.100.9' })).to.deep.equal([]);
      expect(await reasonsOf(p, { ipAddress: '198.51.100.10' })).to.deep.equal([]);
      // Without an IP the IP part does not apply.
      expect(await reasonsOf(p, { ipAddress: null })).to.deep.equal([]);
    });

    it('off: the same conversion is clean', async () => {
      const p = await program({ fraud_rules: { self_referral: 'off' } });
      expect(await reasonsOf(p, { customerEmail: p.aff.email })).to.deep.equal([]);
    });
  });

  describe('repeat_customer_ip', () => {
    it('flags the conversions over the limit from one IP within 24 hours, the later ones only', async () => {
      const p = await program({ fraud_ip_conversion_limit: 2 });
      const ip = '203.0.113.40';
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(0) })).to.deep.equal([]);
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(HOUR) })).to.deep.equal([]);
      // The limit's edge: the third within the window is the first over it.
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(2 * HOUR) })).to.deep.equal([
        'repeat_customer_ip',
      ]);
      // Another IP, and the same IP credited to another affiliate, are their own counts.
      expect(await reasonsOf(p, { ipAddress: '203.0.113.41', convertedAt: at(2 * HOUR) })).to.deep.equal([]);
    });

    it('the window edge: a conversion 24 hours after the first no longer counts it', async () => {
      const p = await program({ fraud_ip_conversion_limit: 2 });
      const ip = '203.0.113.50';
      await p.record({ ipAddress: ip, convertedAt: at(0) });
      await p.record({ ipAddress: ip, convertedAt: at(HOUR) });
      // Exactly 24 hours after the first: only the second is within the window.
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(DAY) })).to.deep.equal([]);
      // Just under 24 hours after the first: both are, and it is over the limit.
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(DAY - 1) })).to.deep.equal([
        'repeat_customer_ip',
      ]);
    });

    it('conversions a rule rejected do not count', async () => {
      const p = await program({ fraud_ip_conversion_limit: 2, fraud_rules: { self_referral: 'reject' } });
      const ip = '203.0.113.60';
      const rejected = await p.record({ ipAddress: ip, customerEmail: p.aff.email, convertedAt: at(0) });
      expect(rejected.row.status).to.equal('rejected');
      await p.record({ ipAddress: ip, convertedAt: at(HOUR) });
      // Two earlier from the IP, one of them rejected: not over the limit of 2.
      expect(await reasonsOf(p, { ipAddress: ip, convertedAt: at(2 * HOUR) })).to.deep.equal([]);
    });
  });

  describe('disposable_email', () => {
    it("flags a customer e-mail at a disposable-mail domain (or under one), not a mailbox provider's", async () => {
      const p = await program();
      expect(await reasonsOf(p, { customerEmail: 'someone@mailinator.com' })).to.deep.equal([
        'disposable_email',
      ]);
      expect(await reasonsOf(p, { customerEmail: 'someone@eu.mailinator.com' })).to.deep.equal([
        'disposable_email',
      ]);
      expect(await reasonsOf(p, { customerEmail: 'someone@gmail.com' })).to.deep.equal([]);
      // A domain that merely ends with a listed one is not under it.
      expect(await reasonsOf(p, { customerEmail: 'someone@realmailinator.com' })).to.deep.equal([]);
    });
  });

  describe('review_above', () => {
    it('is off by default; on, flags totals at or above fraud_review_amount, not a cent below', async () => {
      const off = await program({ fraud_review_amount: '100.00' });
      expect(await reasonsOf(off, { orderTotal: '500.00' })).to.deep.equal([]);
      const p = await program({ fraud_review_amount: '100.00', fraud_rules: { review_above: 'flag' } });
      expect(await reasonsOf(p, { orderTotal: '100.00', subtotal: '100.00' })).to.deep.equal([
        'review_above',
      ]);
      expect(await reasonsOf(p, { orderTotal: '99.99', subtotal: '99.99' })).to.deep.equal([]);
      const unset = await program({ fraud_rules: { review_above: 'reject' } });
      expect(await reasonsOf(unset, { orderTotal: '100000.00' })).to.deep.equal([]);
    });

    it('compares the order total in the business currency: an order in EUR at its rate', async () => {
      const p = await program({ fraud_review_amount: '100.00', fraud_rules: { review_above: 'flag' } });
      // 0.5 EUR per USD: 50.00 EUR is 100.00 USD (at the threshold), 49.99 EUR is 99.98 USD.
      const eur = { currency: 'EUR', commissionCurrency: 'USD', exchangeRate: '0.5' };
      expect(await reasonsOf(p, { ...eur, orderTotal: '50.00', subtotal: '50.00' })).to.deep.equal([
        'review_above',
      ]);
      expect(await reasonsOf(p, { ...eur, orderTotal: '49.99', subtotal: '49.99' })).to.deep.equal([]);
    });
  });

  describe('datacenter_click', () => {
    it('flags a conversion whose attributed click came from a hosting network, not one whose click was ok', async () => {
      const off = await program();
      const p = await program({ fraud_rules: { datacenter_click: 'flag' } });
      const viaClick = async (prog: Program, quality: 'ok' | 'datacenter') => {
        const link = await newLink(prog.biz.id, prog.aff.id);
        const click = clickOf({
          businessId: prog.biz.id,
          linkId: link.id,
          affiliateId: prog.aff.id,
          createdAt: new Date(Date.now() - 60_000),
          quality,
        });
        await storeClicks([click], 'redis');
        return reasonsOf(prog, {
          clickId: click.id,
          referralCode: null,
          convertedAt: new Date().toISOString(),
        });
      };
      expect(await viaClick(p, 'datacenter')).to.deep.equal(['datacenter_click']);
      expect(await viaClick(p, 'ok')).to.deep.equal([]);
      expect(await viaClick(off, 'datacenter')).to.deep.equal([]);
    });
  });

  describe('flag and reject', () => {
    it('a flag keeps it pending with risk on the order (list and detail) and records conversion.flagged', async () => {
      const p = await program();
      const flagged = await p.record({ customerEmail: 'x@mailinator.com', orderId: uniq('flag') });
      const clean = await p.record({ customerEmail: 'x@example.com' });
      expect(flagged.row).to.include({ status: 'pending', fraud_rejected_rule: null });
      const detail = await p.api.get(`/v1/orders/${flagged.id}`);
      expect(detail.body.data.risk).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
      const list = await p.api.get('/v1/orders');
      const risks = Object.fromEntries(list.body.data.items.map((o: any) => [o.id, o.risk]));
      expect(risks[flagged.id]).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
      expect(risks[clean.id]).to.deep.equal({ flagged: false, reasons: [] });
      const events = await d.db.any<{ type: string; id: number; risk: unknown }>(
        `SELECT type, (data -> 'object' ->> 'id')::bigint AS id, data -> 'object' -> 'risk' AS risk
         FROM webhook_events WHERE business_id = $1 ORDER BY id`,
        [p.biz.id],
      );
      expect(events.filter((e) => e.type === 'conversion.flagged')).to.deep.equal([
        {
          type: 'conversion.flagged',
          id: flagged.id,
          risk: { flagged: true, reasons: ['disposable_email'] },
        },
      ]);
    });

    it('reject (which wins over flag) records it rejected, commission computed, audit reason fraud: <rule>', async () => {
      const p = await program({ fraud_rules: { disposable_email: 'reject' } }, `${uniq('me')}@example.com`);
      // self_referral flags, disposable_email rejects.
      const r = await p.record({
        customerEmail: 'x@mailinator.com',
        subtotal: '200.00',
        orderTotal: '200.00',
      });
      expect(r.row).to.include({ status: 'rejected', fraud_rejected_rule: 'disposable_email' });
      expect(r.row.commission_amount).to.equal('20.00');
      expect(r.row.version).to.equal(2);
      const audit = await conversionAudit(p.biz.id, r.id);
      expect(audit).to.have.length(1);
      expect(audit[0]).to.include({ kind: 'status_changed' });
      expect(audit[0].data).to.include({ to: 'rejected', reason: 'fraud: disposable_email' });
      const detail = await p.api.get(`/v1/orders/${r.id}`);
      expect(detail.body.data).to.include({ status: 'rejected' });
      expect(detail.body.data.risk).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
    });

    it('GET /v1/orders?flagged=true lists the flagged orders whatever their status', async () => {
      const p = await program({ fraud_rules: { review_above: 'reject' }, fraud_review_amount: '500.00' });
      const flagged = await p.record({ customerEmail: 'y@mailinator.com' });
      const rejected = await p.record({ orderTotal: '600.00', subtotal: '600.00' });
      await p.record({ customerEmail: 'y@example.com' });
      const r = await p.api.get('/v1/orders?flagged=true');
      expect(r.status).to.equal(200);
      expect(r.body.data.items.map((o: any) => o.id).sort()).to.deep.equal([flagged.id, rejected.id].sort());
      const clean = await p.api.get('/v1/orders?flagged=false');
      expect(clean.body.data.items).to.have.length(1);
      expect((await p.api.get('/v1/orders?flagged=maybe')).status).to.equal(422);
    });
  });
});
