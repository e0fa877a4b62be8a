import { Joi } from 'celebrate';
import { LINK_SORTS } from '../../../sql/repos/links.repo';
import { direction, id, paging, url } from '../../http/schemas';
import { SLUG_MAX, SLUG_PATTERN } from './link-slug';

const campaign = () => Joi.string().max(255).allow(null, '');
const metadata = () => Joi.object().unknown(true);

const listFilters = {
  ...paging(25),
  is_active: Joi.boolean().truthy('1').falsy('0'),
  search: Joi.string().trim().max(255).allow(''),
  sort: Joi.string()
    .valid(...LINK_SORTS)
    .default('created_at'),
  direction: direction('desc'),
};

export const linkListQuery = Joi.object({ ...listFilters, affiliate_id: id() });

/** The per-affiliate list: the path names the affiliate, so the query has no affiliate_id. */
export const affiliateLinkListQuery = Joi.object(listFilters);

export const linkCreateBody = Joi.object({
  destination_url: url(2048).required(),
  slug: Joi.string()
    .max(SLUG_MAX)
    .pattern(SLUG_PATTERN)
    .messages({
      'string.pattern.base': '{{#label}} may contain only letters, digits, hyphens and underscores',
    }),
  campaign: campaign(),
  is_active: Joi.boolean().default(true),
  metadata: metadata().allow(null),
});

/**
 * slug and affiliate_id are immutable (spec: "cannot change"). Like every field a body may not
 * set, they are ignored rather than refused (decisions §10: unknown body fields are ignored);
 * the response shows them unchanged.
 */
export const linkPatchBody = Joi.object({
  destination_url: url(2048),
  campaign: campaign(),
  is_active: Joi.boolean(),
  metadata: metadata().allow(null),
});
