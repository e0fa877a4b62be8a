import { Joi } from 'celebrate';
import { date, dateOnOrAfter, paging } from '../../http/schemas';
import { name, password, phone } from '../affiliates/affiliates.schemas';
import { affiliateLinkListQuery, linkCreateBody } from '../links/links.schemas';
import { ORDER_STATUSES } from '../orders/orders.schemas';
import { reportRange } from '../../reporting/range.schemas';
import type { PortalConversionQuery } from './portal.service';

/** A business slug as the portal's forms send it. */
const business = () => Joi.string().trim().lowercase().min(1).max(255);
// Sign-in takes any text as the e-mail: a malformed one is only another wrong account (401),
// never a hint (422) about which e-mails exist.
const signInEmail = () => Joi.string().trim().min(1).max(255);

export const signInBody = Joi.object({
  business: business().required(),
  email: signInEmail().required(),
  password: Joi.string().min(1).max(255).required(),
}).required();

export const passwordBody = Joi.object({
  current_password: Joi.string().min(1).max(255).required(),
  new_password: password().required(),
}).required();

export const resetRequestBody = Joi.object({
  business: business().required(),
  email: signInEmail().required(),
}).required();

export const resetConfirmBody = Joi.object({
  token: Joi.string().min(1).max(512).required(),
  new_password: password().required(),
}).required();

export const meBody = Joi.object({ name: name(), phone: phone() }).required();

export const linksQuery = affiliateLinkListQuery;

export const linkBody = Joi.object({
  destination_url: linkCreateBody.extract('destination_url'),
  slug: linkCreateBody.extract('slug'),
  campaign: linkCreateBody.extract('campaign'),
  label: Joi.string().trim().max(255).allow(null, ''),
}).required();

export const statsQuery = Joi.object(reportRange);

export const conversionsQuery = Joi.object<PortalConversionQuery>({
  status: Joi.string().valid(...ORDER_STATUSES),
  from: date(),
  to: dateOnOrAfter('from'),
  ...paging(25),
});

export const ledgerQuery = Joi.object({ ...paging(25) });

export const payoutsQuery = Joi.object({
  ...reportRange,
  status: Joi.string().lowercase().valid('pending', 'completed', 'failed'),
  ...paging(15),
});
