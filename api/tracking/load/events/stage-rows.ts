import { EVENT_COLUMNS, eventLine } from '../../store/event-row';
import { isLate, loadedIds, stageStep, type StagedTable } from '../staging';
import type { EventStage } from './stage';

export const EVENTS: StagedTable = {
  table: 'events',
  idType: 'UUID',
  columns: EVENT_COLUMNS,
  lagKind: 'event',
};

/**
 * The stage: the rows staged for ClickHouse `events` once per batch id (../staging.ts), so a
 * retried job (or one whose worker died after staging) adds nothing.
 */
export const stageEvents: EventStage = {
  name: 'stage',
  async run(deps, load) {
    const edgeMs = Date.parse(load.job.receivedAt);
    // A late batch (../staging.ts, LATE_AFTER_MS) stages only what ClickHouse lacks.
    const loaded = isLate(deps, edgeMs) ? await loadedIds(deps, EVENTS, load.rows) : null;
    const staged = loaded?.size ? load.rows.filter((r) => !loaded.has(r.id)) : load.rows;
    if (staged.length)
      await stageStep(deps, EVENTS, { ids: [load.job.batchId], lines: staged.map(eventLine), edgeMs });
  },
};
