import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../api/config';
import type { Deps } from '../api/deps';
import { AppError } from '../api/errors';
import { failureText } from '../api/redact';
import { sameDigest, sha256 } from '../api/security/crypto';
import { createApiKey, registerBusiness } from '../api/businesses/business.service';

const DEMO = { name: 'Demo Shop', email: 'owner@demo.example', ownerName: 'Demo Owner' };

interface DemoKey {
  businessId: number;
  apiKey: string;
  apiSecret: string;
}

/**
 * Where this machine keeps the demo key it printed, one file per database (so a test's or a
 * second checkout's database never reuses another's), readable by its owner only. Secrets are
 * stored hashed in PostgreSQL and cannot be shown again: without this file every start would
 * have to mint a new key.
 */
export function demoKeyFile(deps: Pick<Deps, 'config'>): string {
  const db = createHash('sha256').update(deps.config.databaseUrl).digest('hex').slice(0, 16);
  return path.resolve('.data', 'demo', `${db}.json`);
}

async function readDemoKey(file: string): Promise<DemoKey | null> {
  try {
    const k = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<DemoKey>;
    if (typeof k.businessId === 'number' && typeof k.apiKey === 'string' && typeof k.apiSecret === 'string')
      return k as DemoKey;
  } catch {
    // Missing or unreadable: a new key is made and written.
  }
  return null;
}

/** The stored key still opens the demo business: known, secret matching, active, not expired. */
async function stillValid(deps: Deps, businessId: number, k: DemoKey): Promise<boolean> {
  if (k.businessId !== businessId) return false;
  const row = await deps.db.apiKeys.findByKey(k.apiKey);
  return Boolean(
    row &&
    row.business_id === businessId &&
    sameDigest(sha256(k.apiSecret), row.secret_hash) &&
    row.is_active &&
    !row.revoked_at &&
    (!row.expires_at || new Date(row.expires_at) > deps.clock.now()),
  );
}

async function writeDemoKey(file: string, k: DemoKey): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, JSON.stringify(k), { mode: 0o600 });
}

/**
 * The demo business, created on first start, and its demo key: the one printed before while it
 * still works (kept in demoKeyFile), else a new one, so restarts do not pile up keys.
 */
export async function ensureDemoBusiness(deps: Deps) {
  const file = demoKeyFile(deps);
  const owner = await deps.db.users.findByEmail(DEMO.email);
  const existing = owner ? await deps.db.businesses.findByOwnerAndName(owner.id, DEMO.name) : null;
  if (existing) {
    const stored = await readDemoKey(file);
    const reused = stored !== null && (await stillValid(deps, existing.id, stored));
    const key = reused
      ? stored
      : await createApiKey(deps.db, existing.id, undefined, 'demo').then((k) => ({
          businessId: existing.id,
          apiKey: k.api_key,
          apiSecret: k.api_secret,
        }));
    if (!reused) await writeDemoKey(file, key);
    return {
      created: false,
      reused,
      name: DEMO.name,
      businessId: existing.id,
      url: `${deps.config.appScheme}://${existing.slug}.${deps.config.appDomain}`,
      apiKey: key.apiKey,
      apiSecret: key.apiSecret,
    };
  }
  const r = await registerBusiness(deps, { name: DEMO.name, email: DEMO.email, ownerName: DEMO.ownerName });
  const key = {
    businessId: r.business.id,
    apiKey: r.credentials.api_key,
    apiSecret: r.credentials.api_secret,
  };
  await writeDemoKey(file, key);
  return {
    created: true,
    reused: false,
    name: DEMO.name,
    businessId: r.business.id,
    url: r.business.url,
    apiKey: key.apiKey,
    apiSecret: key.apiSecret,
  };
}

/**
 * What an operator can open on this service, and how to sign in: the reference always, the
 * queue pages and the analysts' ClickHouse endpoint when configured (README, "Configuration").
 */
export function surfaces(config: Config, base: string): string[] {
  const lines = [`  API reference: ${base}/docs  (OpenAPI document: ${base}/openapi.json)`];
  lines.push(
    config.adminToken
      ? `  Queues:        ${base}/admin/queues  (browser sign-in: any user name, ADMIN_TOKEN as password)`
      : '  Queues:        off (set ADMIN_TOKEN to open /admin/queues and /metrics)',
  );
  lines.push(
    config.analyst.password
      ? `  ClickHouse:    ${base}/clickhouse  (user analyst, ANALYST_PASSWORD as password; docs/clickhouse.md)`
      : '  ClickHouse:    off (set ANALYST_PASSWORD to open /clickhouse to analysts)',
  );
  return lines;
}

/** A seed failure in words an operator can act on: the message and, for a refusal, each field's reasons. */
export function seedFailure(err: unknown): string {
  const details = err instanceof AppError && err.details ? ` ${JSON.stringify(err.details)}` : '';
  return `Demo data could not be seeded: ${failureText(err)}${details}. The service keeps running.`;
}
