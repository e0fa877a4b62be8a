import { Joi } from 'celebrate';
import { LINK_SORTS } from '../../../sql/repos/links.repo';
import { direction, id, paging, url } from '../../http/schemas';
import { SLUG_MAX, SLUG_PATTERN } from './link-slug';
import { NUL, plainText } from './plain-text';

const METADATA_MAX_DEPTH = 32;
const METADATA_MAX_CHARS = 65_536;
// jsonb refuses an escaped lone surrogate (JSON.stringify writes one as \udXXX).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const unfitText = (s: string): boolean => s.includes(NUL) || LONE_SURROGATE.test(s);

/**
 * What makes a JSON document unfit for jsonb, found without recursion so that any depth is
 * examined safely: nesting beyond the limit, or a key or string jsonb cannot hold.
 */
function metadataProblem(value: unknown): 'depth' | 'text' | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v === 'string') {
      if (unfitText(v)) return 'text';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (d > METADATA_MAX_DEPTH) return 'depth';
    for (const [k, child] of Object.entries(v)) {
      if (unfitText(k)) return 'text';
      stack.push([child, d + 1]);
    }
  }
  return null;
}

/**
 * Free key-value data, bounded: a deeply nested or huge document would exhaust the stack in
 * JSON handling or bloat every list page, so both are refused with a 422.
 */
const metadata = () =>
  Joi.object()
    .unknown(true)
    .custom((v: Record<string, unknown>, helpers) => {
      const problem = metadataProblem(v);
      if (problem) return helpers.error(`metadata.${problem}`);
      if (JSON.stringify(v).length > METADATA_MAX_CHARS) return helpers.error('metadata.size');
      return v;
    })
    .messages({
      'metadata.depth': `{{#label}} may be nested at most ${METADATA_MAX_DEPTH} levels deep`,
      'metadata.size': `{{#label}} may be at most ${METADATA_MAX_CHARS} characters as JSON`,
      'metadata.text': '{{#label}} must not contain NUL characters or unpaired surrogates',
    });

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

export const linkListQuery = Joi.object({ ...listFilters, affiliate_id: id() });

/** The per-affiliate list: the path names the affiliate, so the query has no affiliate_id. */
export const affiliateLinkListQuery = Joi.object(listFilters);

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
