import { expect } from 'chai';
import type { Job } from 'bullmq';
import { ManualClock } from '../../api/clock';
import { processors } from '../../workers/processors';
import { QUEUE_NAMES, tickId } from '../../api/queues';
import { enqueueTick, schedule } from '../../workers/scheduler';
import { deps as sharedDeps } from '../helpers/context';

describe('report jobs are registered and scheduled', () => {
  it('has processors for payout-sync, exports and report-rollups', () => {
    const queues = processors.map((p) => p.queue);
    expect(queues).to.include.members([
      QUEUE_NAMES.payoutSync,
      QUEUE_NAMES.exports,
      QUEUE_NAMES.reportRollups,
    ]);
  });

  it('schedules click-session compaction and the export purge, one job per tick', async () => {
    const deps = await sharedDeps();
    const at = new Date('2026-07-01T10:15:00Z');
    for (const name of ['compact-click-sessions', 'purge-expired-exports']) {
      const entry = schedule.find((e) => e.name === name)!;
      expect(entry, name).to.not.equal(undefined);
      await enqueueTick(deps, entry, at);
      await enqueueTick(deps, entry, at);
      const job = await deps.queues.get(entry.queue).getJob(tickId(name, at));
      expect(job?.data).to.deep.equal(entry.data);
    }
  });

  it('runs the purge task through the exports processor', async () => {
    const deps = await sharedDeps();
    const spec = processors.find((p) => p.queue === QUEUE_NAMES.exports)!;
    const handler = spec.build({ ...deps, clock: new ManualClock(new Date('2000-01-01T00:00:00Z')) });
    const r = await handler({ data: { task: 'purge' }, opts: {}, attemptsMade: 0 } as unknown as Job);
    expect(r).to.deep.equal({ purged: 0 });
  });
});
