import { Joi } from 'celebrate';
import { date, dateOnOrAfter, id, paging, url } from '../../http/schemas';
import { CLICK_QUALITIES } from '../../tracking/store/click-row';
import type { ClickListQuery } from './clicks.service';

/** POST /v1/clicks (docs/architecture.md, Clicks); "slug or referral_code" is checked by the service. */
export const recordClickBody = Joi.object({
  slug: Joi.string()
    .trim()
    .max(64)
    .pattern(/^[A-Za-z0-9_-]+$/, 'letters, digits, hyphen and underscore'),
  referral_code: Joi.string().trim().min(1).max(64),
  landing_page: url().allow(null, ''),
  referrer: Joi.string().max(2048).allow(null, ''),
  ip_address: Joi.string().ip({ cidr: 'forbidden' }).allow(null, ''),
  user_agent: Joi.string().max(1024).allow(null, ''),
  visitor_id: Joi.string().trim().max(128).allow(null, ''),
});

export const listClicksQuery = Joi.object<ClickListQuery>({
  link_id: id(),
  affiliate_id: id(),
  from: date(),
  to: dateOnOrAfter('from'),
  quality: Joi.string()
    .valid(...CLICK_QUALITIES, 'all')
    .description('Absent: the counted clicks; ok, bot, duplicate, datacenter or all to see others'),
  ...paging(25),
});
