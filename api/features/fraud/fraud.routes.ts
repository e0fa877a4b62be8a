import { Joi } from 'celebrate';
import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { reportRange } from '../../reporting/range.schemas';
import { fraudReport } from './fraud-report';

const fraudReportQuery = Joi.object(reportRange);

export function fraudRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.get(
    '/v1/reports/fraud',
    requireScope(deps, 'reports:read'),
    limits.middleware('read'),
    validate({ query: fraudReportQuery }),
    async (req, res) => {
      ok(res, 'Fraud report retrieved successfully', await fraudReport(deps, businessIdOf(req), req.query));
    },
  );
  return r;
}
