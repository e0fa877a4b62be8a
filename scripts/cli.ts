import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { publishInvalidation } from '../api/cache/invalidation';
import { loadConfig } from '../api/config';
import { systemClock } from '../api/clock';
import { ALL_SCOPES, isScope, type Scope } from '../api/security/scopes';
import { createApiKey, registerBusiness } from '../api/businesses/business.service';
import { registrationPayload } from '../api/features/partner/partner.schemas';
import { registrationInput } from '../api/features/partner/partner.service';
import { CliParseError, parseRate, parseTierSpec } from './cli-parse';
import { importReferenceRates, ReferenceFileError } from '../api/features/exchange-rates/reference-import';
import { createDb, type DB } from '../sql/db';
import { failureText } from '../api/redact';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  business:create --name NAME --email EMAIL [--owner-name NAME] [--website URL]
      Create a business with an API key holding every scope; prints the key and secret.
  key:create --business ID [--scopes a:read,b:write] [--label TEXT]
      Create a further API key for a business (all scopes unless --scopes is given).
  key:revoke --key as_...
      Revoke an API key; its tokens stop working on the next request.
  business:reactivate --business ID
      Reactivate a disconnected business (platform super administrator).
  platform:rate --rate PERCENT | --clear
      Set the platform base commission rate (or fall back to PLATFORM_COMMISSION_RATE).
  platform:tiers --tiers "0-100:5,100-500:7.5,500-:10" | --clear
      Replace the platform commission tiers (min-max:rate; an empty max is unlimited).
  fx:import FILE
      Load the reference exchange rates for every business from the European Central Bank's
      history file (eurofxref-hist.csv: Date,USD,JPY,... per EUR); dates already loaded are replaced.
`;

export class CliError extends Error {}

type Out = (line: string) => void;

function need(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || !v.trim()) throw new CliError(`Missing --${name}`);
  return v.trim();
}

function businessId(values: Record<string, unknown>): number {
  const raw = need(values, 'business');
  if (!/^\d+$/.test(raw)) throw new CliError('--business must be a business id (a positive integer)');
  return Number(raw);
}

/** Runs one CLI command against the given stores; returns the process exit code. */
export async function runCli(
  argv: string[],
  db: DB,
  redis: Redis | null,
  out: Out = console.log,
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 2;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    strict: true,
    allowPositionals: command === 'fx:import',
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      'owner-name': { type: 'string' },
      website: { type: 'string' },
      business: { type: 'string' },
      scopes: { type: 'string' },
      label: { type: 'string' },
      key: { type: 'string' },
      rate: { type: 'string' },
      tiers: { type: 'string' },
      clear: { type: 'boolean' },
    },
  });
  const config = loadConfig();
  switch (command) {
    case 'business:create': {
      const name = need(values, 'name');
      // The partner registration's rules (lengths, e-mail, http(s) website), named by option.
      const { value: v, error } = registrationPayload.validate(
        {
          business_name: name,
          owner_name: values['owner-name'] ?? name,
          email: need(values, 'email'),
          website_url: values.website ?? null,
        },
        { abortEarly: false, errors: { wrap: { label: false } } },
      );
      if (error) {
        const option = {
          business_name: 'name',
          owner_name: 'owner-name',
          email: 'email',
          website_url: 'website',
        };
        throw new CliError(
          error.details.map((d) => `--${option[d.path[0] as keyof typeof option]}: ${d.message}`).join('; '),
        );
      }
      const r = await registerBusiness({ db, config, clock: systemClock }, registrationInput(v));
      out(`business_id=${r.business.id}`);
      out(`slug=${r.business.slug}`);
      out(`url=${r.business.url}`);
      out(`api_key=${r.credentials.api_key}`);
      out(`api_secret=${r.credentials.api_secret}`);
      return 0;
    }
    case 'key:create': {
      const id = businessId(values);
      let scopes: Scope[] = [...ALL_SCOPES];
      if (values.scopes !== undefined) {
        const list = values.scopes
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = list.filter((s) => !isScope(s));
        if (bad.length || !list.length)
          throw new CliError(
            `Unknown scope(s): ${bad.join(', ') || '(none given)'}. Known: ${ALL_SCOPES.join(', ')}`,
          );
        scopes = [...new Set(list)] as Scope[];
      }
      if (!(await db.businesses.findById(id))) throw new CliError(`No business with id ${id}`);
      const key = await createApiKey(db, id, scopes, values.label ?? null);
      out(`api_key=${key.api_key}`);
      out(`api_secret=${key.api_secret}`);
      out(`scopes=${key.scopes.join(',')}`);
      return 0;
    }
    case 'key:revoke': {
      const key = need(values, 'key');
      if (!(await db.apiKeys.revoke(key))) throw new CliError(`No API key ${key}`);
      out(`revoked ${key}`);
      return 0;
    }
    case 'business:reactivate': {
      const id = businessId(values);
      const changed = await db.tx(async (tx) => {
        const ok = await tx.businesses.setActive(id, true);
        if (ok) {
          // Tokens issued before the disconnect stay dead (they "stop working"); the
          // business asks for new ones with its keys.
          await tx.tokens.deleteForBusiness(id);
          await tx.audit.add({
            businessId: id,
            kind: 'status_changed',
            entityType: 'business',
            entityId: id,
            actor: 'platform',
            data: { from: 'inactive', to: 'active', business_id: id, at: new Date().toISOString() },
          });
        }
        return ok;
      });
      if (changed === null) throw new CliError(`No business with id ${id}`);
      if (!changed) {
        out(`business ${id} is already active`);
        return 0;
      }
      if (redis) await publishInvalidation({ redis, config }, { kind: 'business', businessId: id });
      out(`business ${id} is active`);
      return 0;
    }
    case 'platform:rate': {
      const rate = values.clear ? null : parseRate(need(values, 'rate'));
      await db.platform.setRate(rate);
      out(
        rate === null
          ? `platform rate cleared (PLATFORM_COMMISSION_RATE=${config.platformCommissionRate} applies)`
          : `platform rate ${rate}`,
      );
      return 0;
    }
    case 'platform:tiers': {
      const tiers = values.clear ? [] : parseTierSpec(need(values, 'tiers'));
      await db.tx((tx) => tx.platform.replaceTiers(tiers));
      out(
        tiers.length
          ? tiers.map((t) => `${t.minAmount}-${t.maxAmount ?? '∞'}: ${t.rate}%`).join('\n')
          : 'platform tiers cleared',
      );
      return 0;
    }
    case 'fx:import': {
      const file = positionals[0];
      if (!file) throw new CliError('Missing FILE (the ECB history CSV)');
      const text = await readFile(file, 'utf8').catch((err: Error) => {
        throw new CliError(`Cannot read ${file}: ${err.message}`);
      });
      const r = await importReferenceRates(db, text).catch((err: Error) => {
        throw err instanceof ReferenceFileError ? new CliError(`${file}: ${err.message}`) : err;
      });
      out(`imported ${r.rates} reference rates for ${r.dates} dates (${r.from ?? '-'} to ${r.to ?? '-'})`);
      return 0;
    }
    default:
      throw new CliError(`Unknown command "${command}"\n\n${USAGE}`);
  }
}

if (require.main === module) {
  const config = loadConfig();
  const db = createDb(config.databaseUrl, { max: 2, applicationName: 'affiliate-cli' });
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  runCli(process.argv.slice(2), db, redis)
    .then((code) => (process.exitCode = code))
    .catch((err) => {
      const known =
        err instanceof CliError ||
        err instanceof CliParseError ||
        (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
      console.error(`error: ${failureText(err)}`);
      process.exitCode = known ? 2 : 1;
    })
    .finally(async () => {
      redis.disconnect();
      await db.$pool.end();
    });
}
