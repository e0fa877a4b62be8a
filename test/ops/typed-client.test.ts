import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApi } from '../../api/features/docs/openapi';
import { startServer } from '../helpers/context';

const ROOT = path.join(__dirname, '..', '..');
const DOC = path.join(ROOT, 'clients', 'ts', 'openapi.json');
const TYPES = path.join(ROOT, 'clients', 'ts', 'api.d.ts');
const run = promisify(execFile);

/**
 * The checked-in document (linted by `npm run lint` with Redocly) and the client types made from
 * it with openapi-typescript are what the app builds now: `UPDATE_CLIENT=1 npx mocha
 * test/ops/typed-client.test.ts` writes them after a route or its docs change (README, "Typed client").
 */
describe('typed client', function () {
  this.timeout(120_000);

  it('clients/ts/openapi.json and api.d.ts are regenerated from the app unchanged', async () => {
    const { web } = await startServer();
    const doc = `${JSON.stringify(buildOpenApi(web.app), null, 2)}\n`;
    const types = astToString(await openapiTS(JSON.parse(doc)));
    const header = '// Generated from clients/ts/openapi.json by openapi-typescript; do not edit.\n';
    if (process.env.UPDATE_CLIENT) {
      await fs.writeFile(DOC, doc);
      await fs.writeFile(TYPES, header + types);
    }
    expect(await fs.readFile(DOC, 'utf8'), 'clients/ts/openapi.json is stale: UPDATE_CLIENT=1').to.equal(doc);
    expect(await fs.readFile(TYPES, 'utf8'), 'clients/ts/api.d.ts is stale: UPDATE_CLIENT=1').to.equal(
      header + types,
    );
  });

  it("the README's example compiles, and a misspelled field does not", async () => {
    const example = await fs.readFile(path.join(ROOT, 'clients', 'ts', 'example.ts'), 'utf8');
    // tmp/ is ignored by git, so a fresh clone has none.
    await fs.mkdir(path.join(ROOT, 'tmp'), { recursive: true });
    const dir = await fs.mkdtemp(path.join(ROOT, 'tmp', 'typed-client-'));
    try {
      const good = path.join(dir, 'good.ts');
      const bad = path.join(dir, 'bad.ts');
      const fix = (text: string) =>
        text.replaceAll("from './api'", `from '${path.join(ROOT, 'clients', 'ts', 'api')}'`);
      await fs.writeFile(good, fix(example));
      await fs.writeFile(bad, fix(example.replace("coupon_code: 'ADA10'", "coupon: 'ADA10'")));
      const tsc = (file: string) =>
        run(
          path.join(ROOT, 'node_modules', '.bin', 'tsc'),
          [
            '--ignoreConfig',
            '--noEmit',
            '--strict',
            '--types',
            'node',
            '--skipLibCheck',
            '--target',
            'es2022',
            '--module',
            'nodenext',
            '--moduleResolution',
            'nodenext',
            file,
          ],
          { cwd: ROOT },
        ).then(
          () => '',
          (err: { stdout: string }) => err.stdout,
        );
      expect(await tsc(good)).to.equal('');
      const errors = await tsc(bad);
      expect(errors).to.match(
        /error TS2353: Object literal may only specify known properties, and 'coupon' does not exist in type/,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
