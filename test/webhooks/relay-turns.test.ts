import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { recordEvents } from '../../api/outbox/record-events';
import { deps as sharedDeps } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';

/** The relay's share between businesses: a burst from one never holds another's events back. */
describe('webhooks relay: businesses take turns', function () {
  this.timeout(60_000);
  let d: Deps;

  before(async () => {
    d = await sharedDeps();
    // Other suites leave events of their own businesses unrelayed; relay them first, so this
    // test's two businesses are the only ones waiting.
    for (let i = 0; i < 1000 && (await d.db.webhooks.relay(2_000)).more; i++);
  });

  const relayed = (businessId: number) =>
    d.db.one<{ done: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE relayed_at IS NOT NULL)::int AS done,
              count(*) FILTER (WHERE relayed_at IS NULL)::int AS waiting
       FROM webhook_events WHERE business_id = $1`,
      [businessId],
    );

  it("relays a quiet business's event in the same pass as a burst recorded before it", async () => {
    const loud = await newBusiness(d);
    const quiet = await newBusiness(d);
    const burst = Array.from({ length: 5_000 }, (_, i) => ({
      type: 'affiliate.created' as const,
      object: { i },
    }));
    await recordEvents(d.db, loud.id, burst);
    await recordEvents(d.db, quiet.id, [{ type: 'affiliate.created', object: { id: 1 } }]);

    const pass = await d.db.webhooks.relay(2_000);
    // Oldest-first across businesses would have spent the whole pass on the burst.
    expect(await relayed(quiet.id)).to.deep.equal({ done: 1, waiting: 0 });
    expect(await relayed(loud.id)).to.deep.equal({ done: 1_000, waiting: 4_000 });
    expect(pass).to.deep.include({ events: 1_001, more: true });

    for (let i = 0; i < 10 && (await d.db.webhooks.relay(2_000)).more; i++);
    expect(await relayed(loud.id)).to.deep.equal({ done: 5_000, waiting: 0 });
    expect((await d.db.webhooks.relay(2_000)).more).to.equal(false);
  });

  it('shares a pass among as many businesses as it has room for, oldest waiting first', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, () => newBusiness(d)));
    for (const b of many)
      await recordEvents(d.db, b.id, [
        { type: 'link.created', object: {} },
        { type: 'link.created', object: {} },
      ]);
    // Room for 4 businesses' turns: each gets one event, and the two waiting longest go first.
    const pass = await d.db.webhooks.relay(4);
    expect(pass).to.deep.include({ events: 4, more: true });
    const state = await Promise.all(many.map((b) => relayed(b.id)));
    expect(state.map((s) => s.done)).to.deep.equal([1, 1, 1, 1, 0, 0]);
  });
});
