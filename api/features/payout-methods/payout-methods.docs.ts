import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'put /v1/affiliates/{id}/payout-method': {
    summary: 'Sets where an affiliate is paid',
    description:
      'method paypal {email}, wise ({email} or {account_holder, iban}), bank_transfer {account_holder, iban, bic?} or other {instructions}. IBAN and BIC are checked; details are stored sealed and shown masked. Records affiliate.updated.',
    request: {
      method: 'bank_transfer',
      details: { account_holder: 'Ada Lovelace', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    },
  },
};
