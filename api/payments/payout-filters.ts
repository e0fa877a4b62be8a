import { Joi } from 'celebrate';
import type { Deps } from '../deps';
import { ValidationError } from '../errors';
import { REPORT_RANGE, resolveRange, type DayRange } from '../reporting/day-range';
import { id, paging } from '../http/schemas';
import { reportRange } from '../reporting/range.schemas';

/** GET /v1/payouts and the payouts report: the range and the filters below. */
export const payoutsQuery = Joi.object({
  ...reportRange,
  status: Joi.string().lowercase().valid('pending', 'completed', 'failed'),
  affiliate_id: id(),
  ...paging(15),
});

export interface PayoutQuery {
  from?: string;
  to?: string;
  status?: 'pending' | 'completed' | 'failed';
  affiliate_id?: number;
  page?: number;
  per_page?: number;
}

/** What a payouts list echoes as `filters`. */
export interface PayoutFilters extends DayRange {
  status: string | null;
  affiliate_id: number | null;
}

/** A payouts list's page: `page` (from 1) of `perPage` rows, skipping `offset`. */
export interface PayoutPage {
  page: number;
  perPage: number;
  offset: number;
}

/**
 * GET /v1/payouts and the payouts report alike (docs/reports.md, payouts): the report's range
 * rules and paging, and `affiliate_id` must be an affiliate of the business, deleted ones included (422).
 */
export async function payoutFilters(
  deps: Pick<Deps, 'db' | 'clock'>,
  businessId: number,
  q: PayoutQuery,
): Promise<{ range: DayRange; filters: PayoutFilters; page: PayoutPage }> {
  const range = resolveRange(deps.clock.now(), q, REPORT_RANGE);
  if (
    q.affiliate_id !== undefined &&
    !(await deps.db.affiliates.exists(businessId, q.affiliate_id, { withDeleted: true }))
  )
    throw ValidationError.field('affiliate_id', 'The selected affiliate_id is invalid');
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 15;
  return {
    range,
    page: { page, perPage, offset: (page - 1) * perPage },
    filters: {
      from: range.from,
      to: range.to,
      status: q.status ?? null,
      affiliate_id: q.affiliate_id ?? null,
    },
  };
}
