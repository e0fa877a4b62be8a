import { Joi } from 'celebrate';
import { idParams } from '../../http/schemas';
import { exportSources } from './sources';

export const exportIdParams = idParams('id');

/** params are checked against the type's own schema (unknown keys dropped). */
export const createExportBody = Joi.object({
  type: Joi.string().lowercase().valid('affiliates', 'orders', 'report').required(),
  format: Joi.string().lowercase().valid('csv', 'xlsx').default('csv'),
  params: Joi.when('type', {
    switch: [
      { is: 'affiliates', then: exportSources.affiliates.params },
      { is: 'orders', then: exportSources.orders.params },
      { is: 'report', then: exportSources.report.params },
    ],
    otherwise: Joi.object(),
  }).default({}),
}).required();
