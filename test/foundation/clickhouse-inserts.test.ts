import { expect } from 'chai';
import { insertBatch, insertLines } from '../../clickhouse/insert';
import { deps } from '../helpers/context';
import { uniq } from '../helpers/fixtures';

/**
 * Inserts through the one ClickHouse client: a dedup token drops a repeated insert, and only
 * that insert. The embedded engine keeps a setting for the rest of its session once a query
 * sets it, so without the client resetting the token on every query, the next untokened
 * INSERT … SELECT into the same table would be taken for a retry and silently dropped.
 */
describe('ClickHouse inserts and their dedup tokens', () => {
  const table = `dedup_${uniq().replace(/[^A-Za-z0-9_]/g, '_')}`;

  before(async () => {
    const d = await deps();
    await d.ch.client.command({
      query: `CREATE TABLE ${table} (k String, n UInt32) ENGINE = MergeTree ORDER BY k
              SETTINGS non_replicated_deduplication_window = 100`,
    });
  });

  after(async () => {
    const d = await deps();
    await d.ch.client.command({ query: `DROP TABLE IF EXISTS ${table}` });
  });

  const rows = async () => {
    const d = await deps();
    const rs = await d.ch.client.query({
      query: `SELECT k, n FROM ${table} ORDER BY k`,
      format: 'JSONEachRow',
    });
    return rs.json<{ k: string; n: number }>();
  };

  it('a repeated tokened insert lands once; later untokened inserts all land', async () => {
    const d = await deps();
    await insertBatch(d.ch, table, [{ k: 'a', n: 1 }], `${table}-tok-1`);
    await insertBatch(d.ch, table, [{ k: 'a', n: 1 }], `${table}-tok-1`);
    await d.ch.client.command({ query: `INSERT INTO ${table} SELECT 'b', 2` });
    await d.ch.client.command({ query: `INSERT INTO ${table} SELECT 'c', 3` });
    expect(await rows()).to.deep.equal([
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
      { k: 'c', n: 3 },
    ]);
  });

  it('staged lines (JSONCompactEachRow) insert in the named column order, once per token', async () => {
    const d = await deps();
    const body = ['[4,"d"]', '[5,"e"]'].join('\n');
    await insertLines(d.ch, table, ['n', 'k'], body, 2, `${table}-tok-2`);
    await insertLines(d.ch, table, ['n', 'k'], Buffer.from(body), 2, `${table}-tok-2`);
    await d.ch.client.command({ query: `INSERT INTO ${table} SELECT 'f', 6` });
    await insertLines(d.ch, table, ['n', 'k'], Buffer.from('[7,"g"]'), 1, `${table}-tok-3`);
    const got = (await rows()).filter((r) => r.k >= 'd');
    expect(got).to.deep.equal([
      { k: 'd', n: 4 },
      { k: 'e', n: 5 },
      { k: 'f', n: 6 },
      { k: 'g', n: 7 },
    ]);
  });

  it('a line ClickHouse cannot parse fails the insert and writes none of its rows', async () => {
    const d = await deps();
    const body = Buffer.from(['[8,"h"]', '[9,'].join('\n'));
    let err: unknown;
    await insertLines(d.ch, table, ['n', 'k'], body, 2, `${table}-tok-4`).catch((e) => (err = e));
    expect(err).to.be.instanceOf(Error);
    expect((await rows()).filter((r) => r.k === 'h')).to.deep.equal([]);
    // The failed token was never recorded: the corrected chunk under it lands.
    await insertLines(d.ch, table, ['n', 'k'], Buffer.from('[8,"h"]'), 1, `${table}-tok-4`);
    expect((await rows()).filter((r) => r.k === 'h')).to.deep.equal([{ k: 'h', n: 8 }]);
  });

  it('every insert is synchronous: the embedded engine would otherwise queue them (async_insert)', async () => {
    const d = await deps();
    // Raw inserts carry the setting in their own statement; the client's session keeps it for
    // everything else, before and after a raw insert.
    await insertLines(d.ch, table, ['n', 'k'], Buffer.from('[10,"i"]'), 1, `${table}-tok-5`);
    const rs = await d.ch.client.query({
      query: `SELECT value FROM system.settings WHERE name = 'async_insert'`,
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([{ value: '0' }]);
    expect((await rows()).filter((r) => r.k === 'i')).to.deep.equal([{ k: 'i', n: 10 }]);
  });
});
