import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../api/deps';
import { openDetails } from '../../api/payments/details';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, type TestBusiness } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';

/** Payout methods (README, "Payout runs"): checked, sealed at rest, masked in every read. */
describe('payout methods', function () {
  this.timeout(60_000);
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  const key = randomBytes(32);

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    const { url } = await startServer({ config: { ...deps.config, payouts: { detailsKey: key } } });
    api = client(url, biz.token);
  });

  const put = (id: number, body: unknown) => api.put(`/v1/affiliates/${id}/payout-method`, { body });

  async function stored(affiliateId: number) {
    return deps.db.one<{ method: string; details_sealed: string }>(
      'SELECT method, details_sealed FROM affiliate_payout_methods WHERE business_id = $1 AND affiliate_id = $2',
      [biz.id, affiliateId],
    );
  }

  it('sets a PayPal method: masked in the answer and the affiliate, sealed at rest', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const before = await api.get(`/v1/affiliates/${a.id}`);
    expect(before.body.data.payout_method).to.equal(null);
    const r = await put(a.id, { method: 'paypal', details: { email: 'jane.doe@example.com' } });
    expect(r.status, r.text).to.equal(200);
    expect(r.body.data).to.deep.include({ method: 'paypal', details: { email: 'j***@example.com' } });
    expect(r.body.data.updated_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const got = await api.get(`/v1/affiliates/${a.id}`);
    expect(got.body.data.payout_method).to.deep.equal(r.body.data);
    const row = await stored(a.id);
    expect(row.details_sealed).to.match(/^sealed:v1:/);
    expect(row.details_sealed).not.to.include('jane');
    expect(openDetails(key, row.details_sealed)).to.deep.equal({ email: 'jane.doe@example.com' });
  });

  it('checks IBAN (check digits included) and BIC, and masks the IBAN', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const badIban = await put(a.id, {
      method: 'bank_transfer',
      details: { account_holder: 'Jane Doe', iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(badIban.status).to.equal(422);
    expect(badIban.body.error.details).to.have.key('details.iban');
    const badBic = await put(a.id, {
      method: 'bank_transfer',
      details: { account_holder: 'Jane Doe', iban: 'DE89370400440532013000', bic: 'DEUTDEF1X' },
    });
    expect(badBic.status).to.equal(422);
    expect(badBic.body.error.details).to.have.key('details.bic');
    const ok = await put(a.id, {
      method: 'bank_transfer',
      details: { account_holder: 'Jane Doe', iban: 'de89 3704 0044 0532 0130 00', bic: 'deutdeff' },
    });
    expect(ok.status, ok.text).to.equal(200);
    expect(ok.body.data.details).to.deep.equal({
      account_holder: 'Jane Doe',
      iban: 'DE89 **** **** **** **** 00',
      bic: 'DEUTDEFF',
    });
    expect(openDetails(key, (await stored(a.id)).details_sealed)).to.deep.equal({
      account_holder: 'Jane Doe',
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    });
  });

  it('takes Wise by email or by account, and other with instructions of at most 500', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const byEmail = await put(a.id, { method: 'wise', details: { email: 'bob@example.org' } });
    expect(byEmail.status, byEmail.text).to.equal(200);
    expect(byEmail.body.data.details).to.deep.equal({ email: 'b***@example.org' });
    const byAccount = await put(a.id, {
      method: 'wise',
      details: { account_holder: 'Bob Roe', iban: 'GB82WEST12345698765432' },
    });
    expect(byAccount.status, byAccount.text).to.equal(200);
    expect(byAccount.body.data.details).to.deep.equal({
      account_holder: 'Bob Roe',
      iban: 'GB82 **** **** **** **** 32',
    });
    expect(
      (await put(a.id, { method: 'wise', details: { iban: 'GB82WEST12345698765432' } })).status,
    ).to.equal(422);
    expect(
      (await put(a.id, { method: 'wise', details: { account_holder: 'B', iban: 'GB00WEST12345698765432' } }))
        .status,
    ).to.equal(422);
    expect(
      (await put(a.id, { method: 'other', details: { instructions: 'x'.repeat(501) } })).status,
    ).to.equal(422);
    const other = await put(a.id, { method: 'other', details: { instructions: 'Cheque to 1 Main St' } });
    expect(other.status).to.equal(200);
    expect(other.body.data.details.instructions).not.to.include('Main');
    expect((await put(a.id, { method: 'cash', details: {} })).status).to.equal(422);
    expect((await put(a.id, { method: 'paypal', details: { email: 'not-an-email' } })).status).to.equal(422);
    expect((await put(a.id, { method: 'paypal' })).status).to.equal(422);
  });

  it("records affiliate.updated with the masked method; another business's affiliate is 404", async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const r = await put(a.id, { method: 'paypal', details: { email: 'ann@example.com' } });
    expect(r.status).to.equal(200);
    const ev = await deps.db.one<{ type: string; data: { object: { id: number; payout_method: unknown } } }>(
      'SELECT type, data FROM webhook_events WHERE business_id = $1 ORDER BY id DESC LIMIT 1',
      [biz.id],
    );
    expect(ev.type).to.equal('affiliate.updated');
    expect(ev.data.object.id).to.equal(a.id);
    expect(ev.data.object.payout_method).to.deep.equal(r.body.data);
    expect(JSON.stringify(ev.data)).not.to.include('ann@');

    const other = await newBusiness();
    const foreign = await newAffiliate(other.id, {}, deps);
    const body = { method: 'paypal', details: { email: 'x@example.com' } };
    expect((await put(foreign.id, body)).status).to.equal(404);
    expect((await put(999_999_999, body)).status).to.equal(404);
    const gone = await newAffiliate(biz.id, { deleted: true }, deps);
    expect((await put(gone.id, body)).status).to.equal(404);
  });
});
