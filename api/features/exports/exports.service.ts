import fs from 'node:fs';
import type { Request, Response } from 'express';
import type { ExportRow, ExportType } from '../../../sql/repos/exports.repo';
import { dateToIso } from '../../../sql/timestamps';
import { enqueueExportBuild } from '../../queues/exports';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import { CONTENT_TYPES } from '../../http/export';
import { assertScope, businessIdOf } from '../../middleware/auth';
import { exportSources } from './sources';

/** Exports and their files are removed this long after they were requested. */
export const EXPORT_TTL_MS = 24 * 3600 * 1000;

export interface ExportStatus {
  id: number;
  type: ExportType;
  format: 'csv' | 'xlsx';
  status: ExportRow['status'];
  progress: number;
  rows: number;
  file_name: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string;
}

function toStatus(e: ExportRow): ExportStatus {
  return {
    id: e.id,
    type: e.type,
    format: e.format,
    status: e.status,
    progress: e.progress,
    rows: e.rows,
    file_name: e.status === 'done' ? e.file_name : null,
    error: e.status === 'failed' ? e.error : null,
    created_at: e.created_at,
    finished_at: e.finished_at,
    expires_at: dateToIso(new Date(Date.parse(e.created_at) + EXPORT_TTL_MS)),
  };
}

/**
 * POST /v1/exports: the token needs the scope of the type's read endpoint. The row is
 * committed before the job is queued (the job id is the export id, so a retry is one job).
 */
export async function createExport(
  deps: Deps,
  req: Request,
  body: { type: ExportType; format: 'csv' | 'xlsx'; params: Record<string, unknown> },
): Promise<{ id: number }> {
  const businessId = businessIdOf(req);
  assertScope(req, exportSources[body.type].scope);
  const params = body.params ?? {};
  if (
    typeof params.affiliate_id === 'number' &&
    !(await deps.db.affiliates.exists(businessId, params.affiliate_id, { withDeleted: true }))
  )
    throw ValidationError.field('params.affiliate_id', 'The selected affiliate_id is invalid');
  const id = await deps.db.exports.insert({
    businessId,
    type: body.type,
    format: body.format,
    params,
    now: dateToIso(deps.clock.now()),
  });
  await enqueueExportBuild(deps, businessId, id);
  return { id };
}

/** The caller's export, checked against the scope of its type; another business's is 404. */
async function visibleExport(deps: Deps, req: Request, id: number): Promise<ExportRow> {
  const e = await deps.db.exports.find(businessIdOf(req), id);
  if (!e) throw new NotFoundError('Export not found');
  assertScope(req, exportSources[e.type].scope);
  return e;
}

export async function exportStatus(deps: Deps, req: Request, id: number): Promise<ExportStatus> {
  return toStatus(await visibleExport(deps, req, id));
}

/** The finished file as an attachment; 404 until the export is done (or after it expired). */
export async function downloadExport(deps: Deps, req: Request, res: Response, id: number): Promise<void> {
  const e = await visibleExport(deps, req, id);
  if (e.status !== 'done' || !e.file_path) throw new NotFoundError('Export is not ready');
  const stat = await fs.promises.stat(e.file_path).catch(() => null);
  if (!stat) throw new NotFoundError('Export file not found');
  res.status(200);
  res.setHeader('Content-Type', CONTENT_TYPES[e.format]);
  res.setHeader('Content-Length', String(stat.size));
  res.setHeader('Content-Disposition', `attachment; filename="${e.file_name}"`);
  res.setHeader('Cache-Control', 'no-store');
  await new Promise<void>((resolve, reject) => {
    const file = fs.createReadStream(e.file_path!);
    file.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
    file.pipe(res);
  });
}
