import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/partner/register-business': {
    summary: 'A partner platform registers a business (encrypted body)',
    description:
      'Behind the pre-shared partner token. The body is encrypted with a key derived from it; an undecryptable one is 400 DECRYPTION_FAILED. Creates the owner (or reuses the e-mail), the business with a unique slug, an all-scope API key and a first token. A second business of the same name for the same owner is 409 BUSINESS_EXISTS; PARTNER_ENABLED=false is 503 PARTNER_DISABLED, no PARTNER_TOKEN 503 PARTNER_NOT_CONFIGURED.',
    message: 'Business registered successfully',
    request: {
      payload: 'kq3V0yR1m9xJ2bT8cLw5ZsN4pQe7HfUaYd6oGiKj0Mv=',
      iv: 'dGhpcyBpcyBhbiBpdiE=',
      mac: '5e2c1f0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
    },
  },
};
