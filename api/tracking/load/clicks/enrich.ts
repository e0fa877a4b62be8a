import { enrichClick } from '../../store/click-row';
import type { ClickStage } from './stage';

/**
 * Each edge click becomes its ClickHouse row: user agent, bot, country
 * (../../store/click-row.ts). Batch ids are kept: the staging stage stages each batch once.
 */
export const enrichClicks: ClickStage = {
  name: 'enrich',
  run(_deps, load) {
    load.batches = load.input.map((b) => {
      const rows = b.clicks.map(enrichClick);
      load.rows += rows.length;
      for (const r of rows) load.bots += r.is_bot;
      return { id: b.id, rows };
    });
  },
};
