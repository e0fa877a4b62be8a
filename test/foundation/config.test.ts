import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../api/config';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).to.include({
      port: 3000,
      databaseUrl: 'postgres://127.0.0.1:5432/affiliate',
      redisUrl: 'redis://127.0.0.1:6379',
      clickhousePath: './.data/clickhouse',
      clickhouseDatabase: 'affiliate',
      partnerEnabled: true,
      appDomain: 'localhost:3000',
      appScheme: 'http',
      platformCommissionRate: '10.00',
    });
    expect(c.clickhouseUrl).to.equal(undefined);
    expect(c.partnerToken).to.equal(undefined);
    expect(c.deadlines).to.deep.equal({
      apiStatementMs: 30_000,
      apiIdleInTransactionMs: 30_000,
      jobStatementMs: 900_000,
      jobIdleInTransactionMs: 60_000,
      exportStatementMs: 900_000,
      exportIdleMs: 30_000,
      httpHeadersMs: 20_000,
      httpRequestMs: 60_000,
      httpKeepAliveMs: 65_000,
    });
  });

  const bad: [string, string][] = [
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['DATABASE_URL', 'postgres://127.0.0.1:5432'],
    ['DATABASE_URL', 'postgres://127.0.0.1:5432/'],
    ['REDIS_URL', 'not a url'],
    ['REDIS_URL', 'redis://127.0.0.1:6379/abc'],
    ['CLICKHOUSE_URL', 'tcp://ch:9000'],
    ['CLICKHOUSE_DATABASE', 'drop table;'],
    ['PARTNER_ENABLED', 'maybe'],
    ['APP_SCHEME', 'ftp'],
    ['PLATFORM_COMMISSION_RATE', '101'],
    ['AUTO_APPROVE_CRON', 'bogus'],
    ['AUTO_APPROVE_CRON', '61 * * * *'],
    // Trusting every address would let any client choose its own IP.
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '33'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
    ['PG_STATEMENT_TIMEOUT_SECONDS', '0'],
    ['EXPORT_IDLE_TIMEOUT_SECONDS', '1.5'],
    // node:http refuses a request deadline shorter than the headers deadline (20 s by default).
    ['HTTP_REQUEST_TIMEOUT_SECONDS', '10'],
  ];
  it('takes a database URL with options and a Redis URL with a database number or none', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://app:pw@db:5432/affiliate?sslmode=require',
      REDIS_URL: 'rediss://:pw@cache:6380/3',
    });
    expect(c.databaseUrl).to.equal('postgres://app:pw@db:5432/affiliate?sslmode=require');
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/' }).redisUrl).to.equal('redis://cache:6379/');
  });

  for (const [name, value] of bad) {
    it(`a bad ${name} stops start-up with a message naming it`, () => {
      expect(() => loadConfig({ [name]: value })).to.throw(ConfigError, name);
    });
  }

  it('a configuration error never shows a password, token or secret; URLs keep all but their password', () => {
    const env = {
      // Malformed (no database; a path that is not a number; not http): each message quotes its URL.
      DATABASE_URL: 'postgres://u:s3cret@host',
      REDIS_URL: 'redis://:r3dispw@cache:6379/x',
      CLICKHOUSE_URL: 'ftp://analyst:ch-pw@ch:21',
      // Too short: refused, and still never echoed.
      PARTNER_TOKEN: 'partner-tk',
      ADMIN_TOKEN: 'admin-tk',
    };
    let message = '';
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).to.be.instanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of Object.keys(env)) expect(message).to.include(name);
    for (const secret of ['s3cret', 'r3dispw', 'ch-pw', 'partner-tk', 'admin-tk'])
      expect(message).not.to.include(secret);
    expect(message).to.include('postgres://u:***@host');
    expect(message).to.include('redis://:***@cache:6379/x');
  });

  it('METRICS_PUBLIC is false unless set', () => {
    expect(loadConfig({}).metricsPublic).to.equal(false);
    expect(loadConfig({ METRICS_PUBLIC: 'true' }).metricsPublic).to.equal(true);
    expect(() => loadConfig({ METRICS_PUBLIC: 'yes please' })).to.throw(ConfigError, 'METRICS_PUBLIC');
  });

  it("takes TRUST_PROXY in Express's forms: false, a hop count, or addresses and CIDR ranges", () => {
    const trustProxy = (v?: string) => loadConfig(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy;
    expect(trustProxy()).to.equal(false);
    expect(trustProxy('')).to.equal(false);
    expect(trustProxy('false')).to.equal(false);
    expect(trustProxy('0')).to.equal(false);
    expect(trustProxy('1')).to.equal(1);
    expect(trustProxy('2')).to.equal(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.1,fd00::/8, loopback')).to.deep.equal([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('a bad TRUST_PROXY says why, naming the address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).to.throw(ConfigError, /TRUST_PROXY.*every address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).to.throw(
      ConfigError,
      /TRUST_PROXY.*proxy\.internal/,
    );
  });

  it('normalises the platform rate to two decimals', () => {
    expect(loadConfig({ PLATFORM_COMMISSION_RATE: '7.5' }).platformCommissionRate).to.equal('7.50');
  });
});
