import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'put /v1/exchange-rates/{date}': {
    summary: "Sets the business's exchange rates of one day",
    description:
      'rates: currency → units of it per one business currency unit, decimal strings. Orders in another currency are converted at the rate of their day (or the latest before); the ECB import (CLI fx:import) provides the platform rates.',
    request: { rates: { EUR: '0.9182', GBP: '0.7811' } },
  },
  'get /v1/exchange-rates': {
    summary: 'Exchange rates in a date range',
    description: "The business's own rates and the platform rates they override.",
  },
};
