import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { verifyPassword } from '../../api/security/password';
import { deps, startServer } from '../helpers/context';
import { newBusiness, newLink, setSettings, uniq } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { affiliateBody } from '../helpers/affiliates';
import { insertConversion } from '../helpers/orders';

/**
 * One account (e-mail, password) affiliated with two businesses: each business gave its own
 * name and phone, and reads only those, wherever the affiliate's name or phone shows.
 */
describe('affiliates: per-business profiles', function () {
  this.timeout(60_000);
  let url: string;
  let token: { a: string; b: string };
  let api: { a: Client; b: Client };
  let biz: { a: number; b: number };
  let email: string;
  let id: { a: number; b: number };
  // A word no other row carries, so searches below match only these affiliates.
  const word = uniq('w');
  const annName = `Ann ${word} A`;
  const bobName = `Bob ${word} B`;

  before(async () => {
    ({ url } = await startServer());
    const [a, b] = [await newBusiness(), await newBusiness()];
    token = { a: a.token, b: b.token };
    api = { a: client(url, a.token), b: client(url, b.token) };
    biz = { a: a.id, b: b.id };
    email = `${uniq('x')}@example.com`;
    const ra = await api.a.post('/v1/affiliates', {
      body: affiliateBody({ email, name: annName, phone: '+1 555 0101', password: 'first-password' }),
    });
    expect(ra.status).to.equal(201);
    expect(ra.body.data.affiliate_user).to.include({ name: annName, phone: '+1 555 0101' });
    const rb = await api.b.post('/v1/affiliates', {
      body: affiliateBody({ email: email.toUpperCase(), name: bobName, password: 'second-password' }),
    });
    expect(rb.status).to.equal(201);
    // The same account, with B's own profile in the create answer.
    expect(rb.body.data.affiliate_user).to.deep.equal({
      id: ra.body.data.affiliate_user.id,
      name: bobName,
      email,
      phone: null,
    });
    id = { a: ra.body.data.id, b: rb.body.data.id };
  });

  const profile = (u: { name: string; phone: string | null }) => ({ name: u.name, phone: u.phone });

  it('list, detail and search show each business its own name and phone', async () => {
    const listA = await api.a.get(`/v1/affiliates?search=${word}`);
    expect(
      listA.body.data.items.map((x: { affiliate_user: never }) => profile(x.affiliate_user)),
    ).to.deep.equal([{ name: annName, phone: '+1 555 0101' }]);
    const listB = await api.b.get(`/v1/affiliates?search=${word}`);
    expect(
      listB.body.data.items.map((x: { affiliate_user: never }) => profile(x.affiliate_user)),
    ).to.deep.equal([{ name: bobName, phone: null }]);
    expect(profile((await api.a.get(`/v1/affiliates/${id.a}`)).body.data.affiliate_user)).to.deep.equal({
      name: annName,
      phone: '+1 555 0101',
    });
    expect(profile((await api.b.get(`/v1/affiliates/${id.b}`)).body.data.affiliate_user)).to.deep.equal({
      name: bobName,
      phone: null,
    });
    // The other business's name finds nothing; the shared e-mail finds each its own record.
    expect((await api.b.get(`/v1/affiliates?search=Ann%20${word}`)).body.data.items).to.deep.equal([]);
    expect((await api.a.get(`/v1/affiliates?search=Bob%20${word}`)).body.data.items).to.deep.equal([]);
    const byEmail = await api.b.get(`/v1/affiliates?search=${encodeURIComponent(email)}`);
    expect(byEmail.body.data.items.map((x: { id: number }) => x.id)).to.deep.equal([id.b]);
  });

  it('the CSV and XLSX exports carry each business its own name and phone', async () => {
    const csvA = (await api.a.get(`/v1/affiliates/export?ids=${id.a}`)).text;
    const csvB = (await api.b.get(`/v1/affiliates/export?ids=${id.b}`)).text;
    expect(csvA).to.include(`${annName},${email},'+1 555 0101,`);
    expect(csvA).not.to.include('Bob');
    expect(csvB).to.include(`${bobName},${email},,`);
    expect(csvB).not.to.include('Ann');
    for (const [t, name, phone] of [
      [token.a, annName, "'+1 555 0101"],
      [token.b, bobName, undefined],
    ] as const) {
      const res = await fetch(`${url}/v1/affiliates/export?format=xlsx&search=${word}`, {
        headers: { authorization: `Bearer ${t}` },
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const row = (wb.worksheets[0].getRow(2).values as unknown[]).slice(1);
      expect(row.slice(1, 4)).to.deep.equal([name, email, phone]);
    }
  });

  it("orders and links show and search this business's name only", async () => {
    const orderA = await insertConversion(biz.a, { affiliate_id: id.a });
    const orderB = await insertConversion(biz.b, { affiliate_id: id.b });
    await newLink(biz.b, id.b);
    const listB = await api.b.get(`/v1/orders?search=${word}`);
    expect(listB.body.data.items.map((o: { affiliate: { name: string } }) => o.affiliate.name)).to.deep.equal(
      [bobName],
    );
    expect((await api.b.get(`/v1/orders/${orderB.id}`)).body.data.affiliate.name).to.equal(bobName);
    expect((await api.a.get(`/v1/orders/${orderA.id}`)).body.data.affiliate.name).to.equal(annName);
    expect((await api.b.get(`/v1/orders?search=Ann%20${word}`)).body.data.items).to.deep.equal([]);
    const exportB = (await api.b.get('/v1/orders/export')).text;
    expect(exportB).to.include(bobName);
    expect(exportB).not.to.include('Ann');
    expect((await api.b.get(`/v1/links?search=Bob%20${word}`)).body.data.items).to.have.length(1);
    expect((await api.b.get(`/v1/links?search=Ann%20${word}`)).body.data.items).to.deep.equal([]);
  });

  it("a write in one business never changes the other's profile", async () => {
    // B deletes its record and the same person self-registers there under yet another name.
    expect((await api.b.delete(`/v1/affiliates/${id.b}`)).status).to.equal(204);
    await setSettings(biz.b, { allow_self_registration: true });
    const again = await api.b.post('/v1/affiliates/register', {
      body: { name: `Cy ${word} C`, email, password: 'third-password', phone: '+44 20 0000' },
    });
    expect(again.status).to.equal(201);
    expect(profile(again.body.data.affiliate_user)).to.deep.equal({
      name: `Cy ${word} C`,
      phone: '+44 20 0000',
    });
    expect(profile((await api.a.get(`/v1/affiliates/${id.a}`)).body.data.affiliate_user)).to.deep.equal({
      name: annName,
      phone: '+1 555 0101',
    });
    // Nor does it touch the account: still one, with the password business A's create set.
    const d = await deps();
    const users = await d.db.any('SELECT password_hash FROM users WHERE lower(email) = lower($1)', [email]);
    expect(users).to.have.length(1);
    expect(await verifyPassword('first-password', users[0].password_hash)).to.equal(true);
  });
});
