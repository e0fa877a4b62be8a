import { Joi } from 'celebrate';
import { plainText as text } from '../../http/plain-text';
import { date, dateOnOrAfter, direction, id, paging } from '../../http/schemas';

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ORDER_SORT_KEYS = [
  'converted_at',
  'order_id',
  'order_total',
  'commission_amount',
  'status',
] as const;

/** search, status, affiliate_id, from, to: shared by the list and the export. */
const filters = {
  search: text(255).trim().allow(''),
  status: Joi.string().valid(...ORDER_STATUSES),
  affiliate_id: id(),
  from: date(),
  to: dateOnOrAfter('from'),
  flagged: Joi.boolean().description('true: only orders a fraud rule flagged, whatever their status'),
};

export const listQuery = Joi.object({
  ...filters,
  sort: Joi.string()
    .valid(...ORDER_SORT_KEYS)
    .default('converted_at'),
  direction: direction('desc'),
  ...paging(25),
});

export const statsQuery = Joi.object({ from: date(), to: dateOnOrAfter('from') });

export const exportQuery = Joi.object({
  ...filters,
  format: Joi.string().lowercase().valid('csv', 'xlsx').default('csv'),
  extended: Joi.boolean()
    .default(false)
    .description(
      'Append Refunded, Net Commission, Attribution and Subscription ID after the standard columns',
    ),
});

export const approveBody = Joi.object({ notes: text(1000).allow(null, '') });
export const rejectBody = Joi.object({ reason: text(1000).allow(null, '') });
/** The integration's cancel may say why (an extension: the API's cancel takes no body). */
export const cancelBody = Joi.object({ reason: text(1000).allow(null, '') });

/**
 * 1-100 distinct positive integer ids. Checked as a whole so that every failure (a
 * non-integer, a duplicate) is reported under `ids` itself rather than under `ids.3`.
 */
const bulkIds = Joi.array()
  .min(1)
  .max(100)
  .required()
  .custom((ids: unknown[], helpers) => {
    if (!ids.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1))
      return helpers.error('ids.integers');
    if (new Set(ids).size !== ids.length) return helpers.error('ids.distinct');
    return ids;
  })
  .messages({
    'ids.integers': '{{#label}} must contain only positive integer ids',
    'ids.distinct': '{{#label}} must not contain duplicate ids',
  });

export const bulkApproveBody = Joi.object({ ids: bulkIds });
export const bulkRejectBody = Joi.object({ ids: bulkIds, reason: text(1000).allow(null, '') });

export { orderIdParams } from '../../orders/order-id.schema';
