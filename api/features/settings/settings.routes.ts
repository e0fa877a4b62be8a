import { Router, type RequestHandler } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { tag } from '../../http/route-meta';
import { idParams } from '../../http/schemas';
import { ForbiddenError } from '../../errors';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { getBranding, updateBranding } from './branding.service';
import {
  anySettingValueBody,
  brandingBody,
  isSettingsKey,
  settingsBody,
  settingValueBody,
  SETTINGS_FIELDS,
  tierBody,
  type SettingsKey,
} from './settings.schemas';
import { getSetting, getSettings, updateSetting, updateSettings } from './settings.service';
import { createTier, deleteTier, listTiers, resetTiers, updateTier } from './tiers.service';

/**
 * PUT /v1/settings/{key}: an unknown or disallowed key is 403 before its body is looked at;
 * a known key's value is validated with that key's own rule (422 details.value).
 */
function validateSettingValue(): RequestHandler {
  const byKey = new Map(
    (Object.keys(SETTINGS_FIELDS) as SettingsKey[]).map((k) => [k, validate({ body: settingValueBody(k) })]),
  );
  return tag(
    (req, res, next) => {
      const key = String(req.params.key);
      const check = isSettingsKey(key) ? byKey.get(key) : undefined;
      if (!check) throw new ForbiddenError(`The setting "${key}" cannot be changed`);
      return check(req, res, next);
    },
    { schema: { body: anySettingValueBody } },
  );
}

export function settingsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'settings:read'), limits.middleware('settingsRead')];
  const write = [requireScope(deps, 'settings:write'), limits.middleware('settingsWrite')];

  r.get('/v1/settings', ...read, async (req, res) => {
    ok(res, 'Settings retrieved', await getSettings(deps, businessIdOf(req)));
  });
  r.put('/v1/settings', ...write, validate({ body: settingsBody }), async (req, res) => {
    ok(res, 'Settings updated', await updateSettings(deps, businessIdOf(req), req.body));
  });

  // Fixed paths first: /branding and /commission-tiers are not setting keys.
  r.get('/v1/settings/branding', ...read, async (req, res) => {
    ok(res, 'Branding retrieved', await getBranding(deps, businessIdOf(req)));
  });
  r.put('/v1/settings/branding', ...write, validate({ body: brandingBody }), async (req, res) => {
    ok(res, 'Branding updated', await updateBranding(deps, businessIdOf(req), req.body));
  });

  r.get('/v1/settings/commission-tiers', ...read, async (req, res) => {
    ok(res, 'Commission tiers retrieved', await listTiers(deps, businessIdOf(req)));
  });
  r.post('/v1/settings/commission-tiers/reset', ...write, async (req, res) => {
    await resetTiers(deps, businessIdOf(req));
    ok(res, 'Custom commission tiers removed; platform tiers apply');
  });
  r.post('/v1/settings/commission-tiers', ...write, validate({ body: tierBody }), async (req, res) => {
    created(res, 'Commission tier created', await createTier(deps, businessIdOf(req), req.body));
  });
  r.put(
    '/v1/settings/commission-tiers/:id',
    ...write,
    validate({ params: idParams('id'), body: tierBody }),
    async (req, res) => {
      const id = Number(req.params.id);
      ok(res, 'Commission tier updated', await updateTier(deps, businessIdOf(req), id, req.body));
    },
  );
  r.delete(
    '/v1/settings/commission-tiers/:id',
    ...write,
    validate({ params: idParams('id') }),
    async (req, res) => {
      await deleteTier(deps, businessIdOf(req), Number(req.params.id));
      noContent(res);
    },
  );

  r.get('/v1/settings/:key', ...read, async (req, res) => {
    ok(res, 'Setting retrieved', await getSetting(deps, businessIdOf(req), String(req.params.key)));
  });
  r.put('/v1/settings/:key', ...write, validateSettingValue(), async (req, res) => {
    const key = String(req.params.key) as SettingsKey;
    ok(res, 'Setting updated', await updateSetting(deps, businessIdOf(req), key, req.body.value));
  });
  return r;
}
