import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { newBusinessClient } from '../helpers/fixtures';

/** Every paginated list, and where its page of rows is in the envelope's data. */
const LISTS: [string, (data: Record<string, unknown>) => unknown][] = [
  ['/v1/affiliates', (d) => d.items],
  ['/v1/links', (d) => d.items],
  ['/v1/orders', (d) => d.items],
  ['/v1/payouts', (d) => d.items],
  ['/v1/clicks', (d) => d.items],
  ['/v1/reports/payouts', (d) => d.items],
  ['/v1/affiliate/analytics?section=recent_clicks', (d) => (d.recent_clicks as { data: unknown }).data],
  ['/v1/affiliate/analytics?section=recent_events', (d) => (d.recent_events as { data: unknown }).data],
];

describe('paging: a page past the end is an empty page, however far', () => {
  for (const page of [1_000_001, Math.floor(Number.MAX_SAFE_INTEGER / 100)]) {
    it(`page=${page} with per_page=100 answers 200 with no rows on every list`, async () => {
      const { url } = await startServer();
      const { api } = await newBusinessClient(url);
      for (const [path, rows] of LISTS) {
        const r = await api.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=100`);
        expect(r.status, path).to.equal(200);
        expect(rows(r.body.data), path).to.deep.equal([]);
      }
    });
  }

  it('a page beyond what an exact offset allows is 422 naming page', async () => {
    const { url } = await startServer();
    const { api } = await newBusinessClient(url);
    const r = await api.get(`/v1/orders?page=${Number.MAX_SAFE_INTEGER}`);
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('page');
  });
});
