// The README's typed-client example (compiled by test/ops/typed-client.test.ts).
import createClient from 'openapi-fetch';
import type { paths } from './api';

type NewConversion = paths['/v1/conversions']['post']['requestBody']['content']['application/json'];

const api = createClient<paths>({
  baseUrl: `http://localhost:${process.env.PORT ?? 3000}`,
  headers: { Authorization: `Bearer ${process.env.TOKEN}` },
});

export async function reportOrder() {
  // `satisfies` checks the literal itself: a misspelled field (coupon for coupon_code) does not compile.
  const body = { order_id: 'ORD-10482', order_total: 49, coupon_code: 'ADA10' } satisfies NewConversion;
  const { data, error } = await api.POST('/v1/conversions', { body });
  if (error) throw new Error(`${error.error.code}: ${error.error.message}`);
  return data.message;
}
