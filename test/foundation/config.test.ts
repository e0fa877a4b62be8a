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
  });

  const bad: [string, string][] = [
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['REDIS_URL', 'not a url'],
    ['CLICKHOUSE_URL', 'tcp://ch:9000'],
    ['CLICKHOUSE_DATABASE', 'drop table;'],
    ['PARTNER_ENABLED', 'maybe'],
    ['APP_SCHEME', 'ftp'],
    ['PLATFORM_COMMISSION_RATE', '101'],
    ['AUTO_APPROVE_CRON', 'bogus'],
    ['AUTO_APPROVE_CRON', '61 * * * *'],
  ];
  for (const [name, value] of bad) {
    it(`a bad ${name} stops start-up with a message naming it`, () => {
      expect(() => loadConfig({ [name]: value })).to.throw(ConfigError, name);
    });
  }

  it('normalises the platform rate to two decimals', () => {
    expect(loadConfig({ PLATFORM_COMMISSION_RATE: '7.5' }).platformCommissionRate).to.equal('7.50');
  });
});
