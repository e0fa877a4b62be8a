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

  it('normalises the platform rate to two decimals', () => {
    expect(loadConfig({ PLATFORM_COMMISSION_RATE: '7.5' }).platformCommissionRate).to.equal('7.50');
  });
});
