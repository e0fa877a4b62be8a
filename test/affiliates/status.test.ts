import { expect } from 'chai';
import { Redis } from 'ioredis';
import { invalidationChannel } from '../../api/cache/invalidation';
import { appendReason } from '../../api/features/affiliates/affiliates.status';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newAffiliates, newBusinessClient } from '../helpers/fixtures';
import type { Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { storedAffiliate } from '../helpers/affiliates';

type Status = 'pending' | 'active' | 'suspended' | 'terminated';
const STATUSES: Status[] = ['pending', 'active', 'suspended', 'terminated'];

/** The spec's state table: which from-states each action accepts, and where it leads. */
const TABLE = {
  approve: { from: ['pending'], to: 'active', stamp: 'approved_at' },
  suspend: { from: ['pending', 'active'], to: 'suspended', stamp: 'suspended_at' },
  reactivate: { from: ['suspended'], to: 'active', stamp: 'suspended_at' },
  terminate: { from: ['pending', 'active', 'suspended'], to: 'terminated', stamp: 'terminated_at' },
} as const;

const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('affiliates: status transitions', function () {
  this.timeout(60_000);
  let url: string;
  let api: Client;
  let businessId: number;
  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    ({ api, businessId } = await newBusinessClient(url));
  });

  for (const [action, rule] of Object.entries(TABLE)) {
    for (const from of STATUSES) {
      const allowed = (rule.from as readonly string[]).includes(from);
      it(`${action} from ${from}: ${allowed ? `200 → ${rule.to}` : '409 INVALID_STATUS, nothing changes'}`, async () => {
        const { id } = await newAffiliate(businessId, { status: from, notes: 'keep' });
        const before = await storedAffiliate(id);
        const r = await api.post(`/v1/affiliates/${id}/${action}`, { body: {} });
        if (allowed) {
          expect(r.status).to.equal(200);
          expect(r.body.data).to.have.all.keys('id', 'status', rule.stamp);
          expect(r.body.data.id).to.equal(id);
          expect(r.body.data.status).to.equal(rule.to);
          if (action === 'reactivate') expect(r.body.data.suspended_at).to.equal(null);
          else expect(r.body.data[rule.stamp]).to.match(ISO_MICRO);
          const got = await api.get(`/v1/affiliates/${id}`);
          expect(got.body.data.status).to.equal(rule.to);
          expect(got.body.data[rule.stamp]).to.equal(r.body.data[rule.stamp]);
          expect(got.body.data.notes).to.equal('keep');
        } else {
          expect(r.status).to.equal(409);
          expect(r.body.error.code).to.equal('INVALID_STATUS');
          expect(r.body.error.message).to.include(from);
          expect(await storedAffiliate(id)).to.deep.equal(before);
        }
      });
    }
  }

  it('approve sets approved_at on a pending affiliate; suspend then reactivate clears suspended_at', async () => {
    const { id } = await newAffiliate(businessId, { status: 'pending' });
    const approved = await api.post(`/v1/affiliates/${id}/approve`);
    expect(approved.body.data.approved_at).to.match(ISO_MICRO);
    const suspended = await api.post(`/v1/affiliates/${id}/suspend`, { body: {} });
    expect(suspended.body.data.suspended_at).to.match(ISO_MICRO);
    expect((await api.get(`/v1/affiliates/${id}`)).body.data.suspended_at).to.equal(
      suspended.body.data.suspended_at,
    );
    const back = await api.post(`/v1/affiliates/${id}/reactivate`);
    expect(back.body.data).to.deep.equal({ id, status: 'active', suspended_at: null });
    const a = (await api.get(`/v1/affiliates/${id}`)).body.data;
    expect(a.suspended_at).to.equal(null);
    expect(a.approved_at).to.equal(approved.body.data.approved_at);
  });

  it('terminate is irreversible: every later transition is 409', async () => {
    const { id } = await newAffiliate(businessId, { status: 'active' });
    expect((await api.post(`/v1/affiliates/${id}/terminate`, { body: {} })).status).to.equal(200);
    for (const action of Object.keys(TABLE)) {
      const r = await api.post(`/v1/affiliates/${id}/${action}`, { body: {} });
      expect(r.status, action).to.equal(409);
      expect(r.body.error.message).to.include('terminated');
    }
  });

  it('suspend and terminate append the reason to the notes, each on its own line', async () => {
    const { id } = await newAffiliate(businessId, { status: 'active', notes: 'Top seller' });
    await api.post(`/v1/affiliates/${id}/suspend`, { body: { reason: 'Chargebacks, again' } });
    let notes: string = (await api.get(`/v1/affiliates/${id}`)).body.data.notes;
    const lines = notes.split('\n');
    expect(lines).to.have.length(2);
    expect(lines[0]).to.equal('Top seller');
    expect(lines[1]).to.match(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\] Suspended: Chargebacks, again$/);
    await api.post(`/v1/affiliates/${id}/terminate`, { body: { reason: 'Fraud' } });
    notes = (await api.get(`/v1/affiliates/${id}`)).body.data.notes;
    expect(notes.split('\n')).to.have.length(3);
    expect(notes.split('\n')[2]).to.match(/\] Terminated: Fraud$/);
  });

  it('a reason on an affiliate without notes becomes the notes; no reason leaves them alone', async () => {
    const [a, b] = await newAffiliates(businessId, [{ status: 'active' }, { status: 'active' }]);
    await api.post(`/v1/affiliates/${a}/terminate`, { body: { reason: 'Left' } });
    expect((await api.get(`/v1/affiliates/${a}`)).body.data.notes).to.match(/^\[.+ UTC\] Terminated: Left$/);
    await api.post(`/v1/affiliates/${b}/suspend`, { body: { reason: '' } });
    expect((await api.get(`/v1/affiliates/${b}`)).body.data.notes).to.equal(null);
  });

  it('notes never exceed 1000 characters: the oldest text gives way to the new reason', async () => {
    const { id } = await newAffiliate(businessId, { status: 'active', notes: 'o'.repeat(1000) });
    const reason = 'r'.repeat(500);
    expect((await api.post(`/v1/affiliates/${id}/suspend`, { body: { reason } })).status).to.equal(200);
    const notes: string = (await api.get(`/v1/affiliates/${id}`)).body.data.notes;
    expect(notes).to.have.length(1000);
    expect(notes.startsWith('…o')).to.equal(true);
    expect(notes.endsWith(`Suspended: ${reason}`)).to.equal(true);
    // and the PATCH limit still accepts what the transition wrote
    expect((await api.patch(`/v1/affiliates/${id}`, { body: { notes } })).status).to.equal(200);
  });

  it('appendReason keeps short notes whole', () => {
    expect(appendReason('a', 'Suspended', 'b', '2026-01-02T03:04:05.000000Z')).to.equal(
      'a\n[2026-01-02 03:04:05 UTC] Suspended: b',
    );
  });

  for (const action of ['suspend', 'terminate']) {
    it(`${action}: 422 details.reason over 500 characters, nothing changes`, async () => {
      const { id } = await newAffiliate(businessId, { status: 'active' });
      const before = await storedAffiliate(id);
      const r = await api.post(`/v1/affiliates/${id}/${action}`, { body: { reason: 'x'.repeat(501) } });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('reason');
      expect(await storedAffiliate(id)).to.deep.equal(before);
    });
  }

  it('racing suspends: exactly one succeeds', async () => {
    const { id } = await newAffiliate(businessId, { status: 'active' });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.post(`/v1/affiliates/${id}/suspend`, { body: { reason: 'race' } })),
    );
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409, 409, 409]);
    expect((await api.get(`/v1/affiliates/${id}`)).body.data.notes.split('\n')).to.have.length(1);
  });

  it('404 for unknown and soft-deleted affiliates on every transition', async () => {
    const { id: gone } = await newAffiliate(businessId, { status: 'active', deleted: true });
    for (const action of Object.keys(TABLE)) {
      for (const id of [gone, 999999999]) {
        const r = await api.post(`/v1/affiliates/${id}/${action}`, { body: {} });
        expect(r.status, `${action} ${id}`).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    }
  });

  it('publishes an affiliate invalidation after a status change and after a delete', async () => {
    const d = await deps();
    const sub = new Redis(d.config.redisUrl);
    const messages: unknown[] = [];
    try {
      await sub.subscribe(invalidationChannel(d.config.redisPrefix));
      sub.on('message', (_ch, m) => messages.push(JSON.parse(m)));
      const { id } = await newAffiliate(businessId, { status: 'active' });
      await api.post(`/v1/affiliates/${id}/suspend`, { body: {} });
      await api.delete(`/v1/affiliates/${id}`);
      // Pub/sub delivery is asynchronous: wait for the messages, not for a fixed time.
      await waitFor(
        'two invalidation messages',
        async () => messages.length,
        (n) => n >= 2,
        2000,
      );
      const mine = messages.filter((m: any) => m.affiliateId === id);
      expect(mine).to.deep.equal([
        { kind: 'affiliate', businessId, affiliateId: id },
        { kind: 'affiliate', businessId, affiliateId: id },
      ]);
    } finally {
      sub.disconnect();
    }
  });
});
