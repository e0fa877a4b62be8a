import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { writeExport } from '../../http/export';
import type { ExportBuildJob } from '../../queues/exports';
import { EXPORT_TTL_MS } from './exports.service';
import { exportSources } from './sources';

type BuildDeps = Pick<Deps, 'db' | 'ch' | 'clock' | 'logger' | 'config'>;

/**
 * Builds one export into EXPORT_DIR/<business>/: written to a .part file and renamed when
 * complete, so a download never sees half a file and a retried job starts clean. Progress
 * (0-99 while running) and the row count are saved each time the percentage moves.
 */
export async function buildExport(
  deps: BuildDeps,
  job: ExportBuildJob,
  finalAttempt = true,
): Promise<{ rows: number } | null> {
  const now = () => dateToIso(deps.clock.now());
  const e = await deps.db.exports.start(job.businessId, job.exportId, now());
  if (!e) return null;
  const dir = path.join(deps.config.exportDir, String(e.business_id));
  let partPath: string | null = null;
  try {
    // Inside the try: a folder that cannot be made (permissions, a full or read-only disk)
    // fails the export on the last attempt like any other error, instead of leaving it running.
    await fs.promises.mkdir(dir, { recursive: true });
    const source = exportSources[e.type];
    const params = (await source.params.validateAsync(e.params ?? {}, { stripUnknown: true })) as Record<
      string,
      unknown
    >;
    const built = await source.build(deps, e.business_id, params);
    const fileName = `${built.baseName}.${e.format}`;
    const filePath = path.join(dir, `${e.id}-${fileName}`);
    partPath = `${filePath}.part`;
    const out = fs.createWriteStream(partPath);
    let rows = 0;
    let reported = 0;
    let saving: Promise<void> = Promise.resolve();
    const onRow = () => {
      rows += 1;
      if (!built.total) return;
      const pct = Math.min(99, Math.floor((rows * 100) / built.total));
      if (pct > reported) {
        reported = pct;
        const n = rows;
        saving = saving.then(() => deps.db.exports.progress(e.business_id, e.id, pct, n, now()));
      }
    };
    const written = writeExport(out, e.format, built.sections, onRow);
    const [count] = await Promise.all([written, finished(out)]);
    await saving;
    await fs.promises.rename(partPath, filePath);
    partPath = null;
    await deps.db.exports.finish(e.business_id, e.id, { rows: count, fileName, filePath, now: now() });
    return { rows: count };
  } catch (err) {
    if (partPath) await fs.promises.rm(partPath, { force: true });
    if (finalAttempt) await deps.db.exports.fail(e.business_id, e.id, 'The export could not be built', now());
    throw err;
  }
}

/** Removes exports (rows and files) requested more than 24 hours ago. */
export async function purgeExports(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const before = dateToIso(new Date(deps.clock.now().getTime() - EXPORT_TTL_MS));
  const gone = await deps.db.exports.expire(before);
  for (const g of gone) {
    if (g.file_path) await fs.promises.rm(g.file_path, { force: true });
  }
  return gone.length;
}
