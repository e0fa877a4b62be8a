import type { DB } from '../../../sql/db';
import { rateProblem } from '../../domain/fx';

/** One reference rate: units of `currency` per EUR on `date`. */
export interface ReferenceRate {
  currency: string;
  date: string;
  perEur: string;
}

export class ReferenceFileError extends Error {}

/**
 * Parses the European Central Bank's history file (eurofxref-hist.csv): a header
 * `Date,USD,JPY,…` and one line per date of units per EUR. The ECB writes `N/A` (or nothing)
 * for a currency it did not quote that day and ends each line with a comma; both are skipped.
 * EUR itself is added at 1 for every date, so cross rates need no special case. Anything else
 * that is not a date or a positive decimal stops the import with the line number.
 */
export function parseEcbHistory(text: string): ReferenceRate[] {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '')
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((h) => h.trim());
  if (header[0] !== 'Date') throw new ReferenceFileError('line 1: expected a header starting with "Date"');
  header.forEach((code, i) => {
    if (i > 0 && code !== '' && !/^[A-Z]{3}$/.test(code))
      throw new ReferenceFileError(`line 1: "${code}" is not a currency code`);
  });
  const rows: ReferenceRate[] = [];
  lines.slice(1).forEach((line, n) => {
    if (!line.trim()) return;
    const cells = line.split(',').map((c) => c.trim());
    const date = cells[0];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      throw new ReferenceFileError(`line ${n + 2}: "${date}" is not a date (YYYY-MM-DD)`);
    rows.push({ currency: 'EUR', date, perEur: '1' });
    for (let i = 1; i < cells.length; i += 1) {
      const code = header[i];
      const value = cells[i];
      if (!code || value === '' || value === 'N/A' || code === 'EUR') continue;
      const problem = rateProblem(value);
      if (problem) throw new ReferenceFileError(`line ${n + 2}, ${code}: "${value}" ${problem}`);
      rows.push({ currency: code, date, perEur: value });
    }
  });
  return rows;
}

const CHUNK = 5_000;

/**
 * `npm run cli -- fx:import <file>`: loads the reference table for every business, in one
 * transaction (all or nothing); a date and currency already there is replaced.
 */
export async function importReferenceRates(
  db: DB,
  text: string,
): Promise<{ rates: number; dates: number; from: string | null; to: string | null }> {
  const rows = parseEcbHistory(text);
  await db.tx('fx-import', async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await tx.exchangeRates.importReference(rows.slice(i, i + CHUNK));
  });
  const dates = [...new Set(rows.map((r) => r.date))].sort();
  return {
    rates: rows.filter((r) => r.currency !== 'EUR').length,
    dates: dates.length,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
  };
}
