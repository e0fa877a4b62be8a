import { Router } from 'express';
import { created } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { validate } from '../../middleware/validate';
import { envelopeBody } from './partner.schemas';
import { checkPartnerToken, registerFromPartner } from './partner.service';

export function partnerRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/partner/register-business',
    limits.middleware('partner'),
    // The partner token is checked before the body, so an unauthorised caller learns nothing.
    (req, res, next) => {
      res.locals.partnerToken = checkPartnerToken(deps, req.get('authorization'));
      next();
    },
    validate({ body: envelopeBody }),
    async (req, res) => {
      created(
        res,
        'Business registered successfully',
        await registerFromPartner(deps, res.locals.partnerToken, req.body),
      );
    },
  );
  return r;
}
