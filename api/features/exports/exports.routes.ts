import { Router } from 'express';
import { accepted, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { requireAnyScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { createExportBody, exportIdParams } from './exports.schemas';
import { createExport, downloadExport, exportStatus } from './exports.service';

/** Asynchronous exports; each checks its type's read scope. */
export function exportsRoutes({ deps, limits, downloads }: RouteContext): Router {
  const r = Router();
  const auth = requireAnyScope(deps, ['affiliates:read', 'orders:read', 'reports:read']);
  r.post(
    '/v1/exports',
    auth,
    limits.middleware('export'),
    validate({ body: createExportBody }),
    async (req, res) => {
      accepted(res, 'Export queued', await createExport(deps, req, req.body));
    },
  );
  r.get(
    '/v1/exports/:id',
    auth,
    limits.middleware('read'),
    validate({ params: exportIdParams }),
    async (req, res) => {
      ok(res, 'Export status retrieved successfully', await exportStatus(deps, req, Number(req.params.id)));
    },
  );
  r.get(
    '/v1/exports/:id/download',
    auth,
    limits.middleware('export'),
    validate({ params: exportIdParams }),
    downloads.middleware(),
    async (req, res) => {
      await downloadExport(deps, req, res, Number(req.params.id));
    },
  );
  return r;
}
