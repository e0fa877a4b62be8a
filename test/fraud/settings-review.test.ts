import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { autoApproveBusiness } from '../../api/features/orders/auto-approval';
import { isDisposableEmail, normaliseEmail } from '../../api/fraud/email';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newBusinessClient, setSettings, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { conversionRow, insertConversion } from '../helpers/orders';

const DEFAULT_RULES = {
  self_referral: 'flag',
  repeat_customer_ip: 'flag',
  disposable_email: 'flag',
  review_above: 'off',
  datacenter_click: 'off',
};

describe('fraud: settings, review and self-registration', function () {
  this.timeout(60_000);
  let url: string;
  let d: Deps;

  before(async () => {
    d = await deps();
    ({ url } = await startServer());
  });

  describe('the fraud_rules setting', () => {
    it('reads every rule; PUT /v1/settings merges the rules it names', async () => {
      const { api } = await newBusinessClient(url);
      expect((await api.get('/v1/settings')).body.data.fraud_rules).to.deep.equal(DEFAULT_RULES);
      const r = await api.put('/v1/settings', { body: { fraud_rules: { review_above: 'reject' } } });
      expect(r.status).to.equal(200);
      expect(r.body.data.fraud_rules).to.deep.equal({ ...DEFAULT_RULES, review_above: 'reject' });
      const again = await api.put('/v1/settings', { body: { fraud_rules: { self_referral: 'off' } } });
      expect(again.body.data.fraud_rules).to.deep.equal({
        ...DEFAULT_RULES,
        review_above: 'reject',
        self_referral: 'off',
      });
    });

    it('PUT /v1/settings/fraud_rules merges too; GET /v1/settings/fraud_rules reads every rule', async () => {
      const { api } = await newBusinessClient(url);
      const r = await api.put('/v1/settings/fraud_rules', { body: { value: { datacenter_click: 'flag' } } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        key: 'fraud_rules',
        value: { ...DEFAULT_RULES, datacenter_click: 'flag' },
      });
      await api.put('/v1/settings/fraud_rules', { body: { value: { disposable_email: 'off' } } });
      expect((await api.get('/v1/settings/fraud_rules')).body.data.value).to.deep.equal({
        ...DEFAULT_RULES,
        datacenter_click: 'flag',
        disposable_email: 'off',
      });
    });

    it('an unknown rule or action is 422 and changes nothing', async () => {
      const { api } = await newBusinessClient(url);
      for (const value of [
        { unknown_rule: 'flag' },
        { self_referral: 'block' },
        { self_referral: null },
        'flag',
        [],
      ]) {
        const whole = await api.put('/v1/settings', { body: { fraud_rules: value, cookie_duration: 45 } });
        expect(whole.status, JSON.stringify(value)).to.equal(422);
        expect(whole.body.error.code).to.equal('VALIDATION_ERROR');
        expect(Object.keys(whole.body.error.details).join()).to.match(/^fraud_rules/);
        const single = await api.put('/v1/settings/fraud_rules', { body: { value } });
        expect(single.status, JSON.stringify(value)).to.equal(422);
      }
      const s = (await api.get('/v1/settings')).body.data;
      expect(s.fraud_rules).to.deep.equal(DEFAULT_RULES);
      expect(s.cookie_duration).to.equal(30);
    });
  });

  describe('e-mail normalisation', () => {
    it('ignores case, dots and a +tag in the local part, nothing in the domain', () => {
      expect(normaliseEmail('Jane.Doe+Shop@Example.COM')).to.equal('janedoe@example.com');
      expect(normaliseEmail('j.a.n.e.doe@example.com')).to.equal('janedoe@example.com');
      expect(normaliseEmail('janedoe@ex.ample.com')).to.equal('janedoe@ex.ample.com');
      expect(normaliseEmail('jane@example.com')).to.not.equal(normaliseEmail('janedoe@example.com'));
      expect(normaliseEmail('+tag@example.com')).to.equal(null);
      expect(normaliseEmail('no-at-sign')).to.equal(null);
      expect(normaliseEmail(null)).to.equal(null);
    });

    it('disposable domains: listed ones and their subdomains, case ignored', () => {
      expect(isDisposableEmail('A@MAILINATOR.COM')).to.equal(true);
      expect(isDisposableEmail('a@x.yopmail.com')).to.equal(true);
      expect(isDisposableEmail('a@example.com')).to.equal(false);
      expect(isDisposableEmail('a@com')).to.equal(false);
      expect(isDisposableEmail('')).to.equal(false);
    });
  });

  describe('auto-approval', () => {
    it('leaves flagged orders pending while approving clean ones in the same run', async () => {
      const biz = await newBusiness();
      await setSettings(biz.id, { auto_approve_enabled: true, auto_approve_delay_days: 0 });
      const when = new Date(Date.now() - 86_400_000).toISOString();
      const clean = await insertConversion(biz.id, { converted_at: when });
      const flagged = await insertConversion(biz.id, { converted_at: when });
      const clean2 = await insertConversion(biz.id, { converted_at: when });
      await d.db.none("UPDATE conversions SET risk_reasons = '{repeat_customer_ip}' WHERE id = $1", [
        flagged.id,
      ]);
      const run = { ...d, clock: new ManualClock(new Date()) };
      const approved = await autoApproveBusiness(
        run,
        d.db,
        { business_id: biz.id, delay_days: 0, min_amount: null, max_amount: null },
        run.clock.now(),
      );
      expect(approved).to.equal(2);
      expect((await conversionRow(clean.id)).status).to.equal('approved');
      expect((await conversionRow(clean2.id)).status).to.equal('approved');
      expect((await conversionRow(flagged.id)).status).to.equal('pending');
      // The merchant may still approve it.
      const api = client(url, biz.token);
      const r = await api.post(`/v1/orders/${flagged.id}/approve`, { body: {} });
      expect(r.status).to.equal(200);
      expect((await conversionRow(flagged.id)).status).to.equal('approved');
      // Runs elsewhere in the suite cover every business with auto-approval on.
      await setSettings(biz.id, { auto_approve_enabled: false });
    });
  });

  describe('self-registration', () => {
    async function open(rules: Record<string, string> = {}) {
      const biz = await newBusiness();
      await setSettings(biz.id, { allow_self_registration: true, fraud_rules: rules });
      return client(url, biz.token);
    }
    const register = (api: ReturnType<typeof client>, email: string) =>
      api.post('/v1/affiliates/register', { body: { name: 'Self', email, password: 'password123' } });

    it('a disposable e-mail stays pending with risk on the affiliate objects; reject acts as flag', async () => {
      for (const action of ['flag', 'reject']) {
        const api = await open({ disposable_email: action });
        const r = await register(api, `${uniq('self')}@mailinator.com`);
        expect(r.status, action).to.equal(201);
        expect(r.body.data.status).to.equal('pending');
        expect(r.body.data.risk).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
        const read = await api.get(`/v1/affiliates/${r.body.data.id}`);
        expect(read.body.data.risk).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
        const list = await api.get('/v1/affiliates');
        expect(list.body.data.items[0].risk).to.deep.equal({ flagged: true, reasons: ['disposable_email'] });
      }
    });

    it('an ordinary e-mail, or the rule off, is not flagged', async () => {
      const api = await open();
      const r = await register(api, `${uniq('self')}@example.com`);
      expect(r.body.data.risk).to.deep.equal({ flagged: false, reasons: [] });
      const off = await open({ disposable_email: 'off' });
      const r2 = await register(off, `${uniq('self')}@mailinator.com`);
      expect(r2.body.data.risk).to.deep.equal({ flagged: false, reasons: [] });
      // Affiliates a merchant creates carry risk too.
      const biz = await newBusiness();
      await newAffiliate(biz.id);
      const list = await client(url, biz.token).get('/v1/affiliates');
      expect(list.body.data.items[0].risk).to.deep.equal({ flagged: false, reasons: [] });
    });
  });
});
