import { Joi } from 'celebrate';
import { LINK_SORTS } from '../../../sql/repos/links.repo';
import { direction, id, paging, url } from '../../http/schemas';
import { SLUG_MAX, SLUG_PATTERN } from './link-slug';
import { jsonbDocument, JSONB_MESSAGES } from '../../http/jsonb';
import { plainText } from '../../http/plain-text';
import type { LinkQuery } from './links.service';

/** Link metadata as JSON, at most (bytes). */
const METADATA_MAX_BYTES = 65_536;

/**
 * Free key-value data, bounded: a deeply nested or huge document would exhaust the stack in
 * JSON handling or bloat every list page, so both are refused with a 422.
 */
const metadata = () =>
  Joi.object().unknown(true).custom(jsonbDocument(METADATA_MAX_BYTES)).messages(JSONB_MESSAGES);

const campaign = () => plainText(255).allow(null, '');

const listFilters = {
  ...paging(25),
  is_active: Joi.boolean().truthy('1').falsy('0'),
  search: plainText(255).trim().allow(''),
  sort: Joi.string()
    .valid(...LINK_SORTS)
    .default('created_at'),
  direction: direction('desc'),
};

export const linkListQuery = Joi.object<LinkQuery>({ ...listFilters, affiliate_id: id() });

/** The per-affiliate list: the path names the affiliate, so the query has no affiliate_id. */
export const affiliateLinkListQuery = Joi.object<Omit<LinkQuery, 'affiliate_id'>>(listFilters);

export const linkCreateBody = Joi.object({
  destination_url: url(2048).required(),
  slug: Joi.string().max(SLUG_MAX).pattern(SLUG_PATTERN).messages({
    'string.pattern.base': '{{#label}} may contain only letters, digits, hyphens and underscores',
  }),
  campaign: campaign(),
  is_active: Joi.boolean().default(true),
  metadata: metadata().allow(null),
});

/**
 * slug and affiliate_id are immutable ("cannot change"). Like every field a body may not
 * set, they are ignored rather than refused (unknown body fields are ignored everywhere: docs/architecture.md, Request path);
 * the response shows them unchanged.
 */
export const linkPatchBody = Joi.object({
  destination_url: url(2048),
  campaign: campaign(),
  is_active: Joi.boolean(),
  metadata: metadata().allow(null),
});
