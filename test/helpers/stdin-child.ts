import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectClickHouse } from '../../clickhouse/client';

/**
 * A process that opens the embedded engine while its stdin is whatever the test gave it, makes
 * one raw insert of two rows, and prints what the table then holds (../ops/embedded-stdin.test.ts).
 */
async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aff-stdin-'));
  try {
    const ch = await connectClickHouse({ path: dir, database: 'stdin_check' });
    await ch.client.command({ query: 'CREATE TABLE t (a UInt32, s String) ENGINE = MergeTree ORDER BY a' });
    let error: string | null = null;
    await ch.insertRaw!({
      table: 't',
      columns: ['a', 's'],
      format: 'JSONCompactEachRow',
      body: Buffer.from('[1,"x"]\n[2,"y"]\n'),
      settings: {},
    }).catch((e: Error) => (error = e.message.slice(0, 200)));
    const rs = await ch.client.query({
      query: 'SELECT a, s FROM t ORDER BY a',
      format: 'JSONCompactEachRow',
    });
    const stdin = fs.fstatSync(0);
    console.log(
      JSON.stringify({ error, rows: await rs.json(), stdinIsCharDevice: stdin.isCharacterDevice() }),
    );
    await ch.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    console.log(JSON.stringify({ fatal: e.message }));
    process.exit(1);
  },
);
