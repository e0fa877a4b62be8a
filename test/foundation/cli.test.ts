import { expect } from 'chai';
import { runCli } from '../../scripts/cli';
import { deps, startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

async function cli(args: string[]): Promise<{ code: number; out: string[] }> {
  const d = await deps();
  const out: string[] = [];
  const code = await runCli(args, d.db, d.redis, (l) => out.push(l));
  return { code, out };
}

const field = (out: string[], name: string) =>
  out.find((l) => l.startsWith(`${name}=`))?.slice(name.length + 1);

describe('CLI', () => {
  it('business:create prints credentials that obtain a token', async () => {
    const { url } = await startServer();
    const { code, out } = await cli([
      'business:create',
      '--name',
      `Cli Shop ${uniq()}`,
      '--email',
      `${uniq()}@example.com`,
    ]);
    expect(code).to.equal(0);
    const r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: field(out, 'api_key'), api_secret: field(out, 'api_secret') },
    });
    expect(r.status).to.equal(200);
  });

  it('key:create grants only the given scopes', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const { out } = await cli([
      'key:create',
      '--business',
      String(biz.id),
      '--scopes',
      'connections:read,connections:read',
    ]);
    const tok = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: field(out, 'api_key'), api_secret: field(out, 'api_secret') },
    });
    expect(tok.body.data.scopes).to.deep.equal(['connections:read']);
    const api = client(url, tok.body.data.access_token);
    expect((await api.get('/v1/connection/status')).status).to.equal(200);
    expect((await api.post('/v1/connection/disconnect', { body: {} })).status).to.equal(403);
  });

  it('key:revoke stops the key and its tokens; business:reactivate brings a business back', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    expect((await api.post('/v1/connection/disconnect', { body: {} })).status).to.equal(200);
    expect((await api.get('/v1/connection/status')).status).to.equal(403);
    const audited = async () =>
      (await (await deps()).db.audit.list(biz.id, { kind: 'status_changed' })).map((e) => e.data.to);
    expect(await audited()).to.deep.equal(['inactive']);
    const first = await cli(['business:reactivate', '--business', String(biz.id)]);
    expect(first).to.deep.equal({ code: 0, out: [`business ${biz.id} is active`] });
    // The tokens that stopped working at the disconnect stay stopped; the keys make new ones.
    expect((await api.get('/v1/connection/status')).status).to.equal(401);
    const again = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(again.status).to.equal(200);
    const fresh = client(url, again.body.data.access_token);
    expect((await fresh.get('/v1/connection/status')).status).to.equal(200);
    // Reactivating an active business changes nothing and audits nothing.
    const second = await cli(['business:reactivate', '--business', String(biz.id)]);
    expect(second).to.deep.equal({ code: 0, out: [`business ${biz.id} is already active`] });
    expect((await fresh.get('/v1/connection/status')).status).to.equal(200);
    expect(await audited())
      .to.have.members(['inactive', 'active'])
      .and.have.length(2);
    expect((await cli(['key:revoke', '--key', biz.apiKey])).code).to.equal(0);
    expect((await fresh.get('/v1/connection/status')).status).to.equal(401);
  });

  it('explains bad usage', async () => {
    expect((await cli([])).code).to.equal(2);
    expect((await cli(['help'])).out.join('\n')).to.include('business:create');
    await expectCliError(['nope'], /Unknown command/);
    await expectCliError(['business:create', '--name', 'x'], /--email/);
    await expectCliError(
      ['business:create', '--name', 'x', '--email', 'not-an-email'],
      /--email: .*valid email/,
    );
    await expectCliError(
      ['business:create', '--name', 'n'.repeat(256), '--email', 'a@example.com'],
      /--name: .*255/,
    );
    await expectCliError(
      ['business:create', '--name', 'x', '--email', 'a@example.com', '--website', 'not a url'],
      /--website/,
    );
    await expectCliError(['key:create', '--business', 'abc'], /positive integer/);
    await expectCliError(['key:create', '--business', '999999999'], /No business/);
    await expectCliError(['key:create', '--business', '1', '--scopes', 'root:all'], /Unknown scope/);
    await expectCliError(['key:revoke', '--key', 'as_missing'], /No API key/);
    await expectCliError(['business:reactivate', '--business', '999999999'], /No business/);
    await expectCliError(['platform:rate', '--rate', '101'], /over 100/);
    await expectCliError(['platform:tiers', '--tiers', '0-100:5,50-:7'], /overlap/);
    await expectCliError(['key:create', '--bogus'], /Unknown option/);
  });
});

async function expectCliError(args: string[], message: RegExp): Promise<void> {
  try {
    await cli(args);
  } catch (err) {
    expect((err as Error).message).to.match(message);
    return;
  }
  throw new Error(`expected ${args.join(' ')} to fail`);
}
