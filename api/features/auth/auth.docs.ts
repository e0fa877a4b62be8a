import { arr, int, obj, oneOf, str, type OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/auth/token': {
    summary: 'Exchanges an API key and secret for an access token',
    description:
      'The token is valid 4 hours; ask for a new one when it has under 10 minutes left. A key holds at most 20 unexpired tokens (minting a 21st retires its oldest). An unknown key, a wrong secret, a revoked or expired key are 401 UNAUTHORIZED; an inactive business is 403; a store outage 503. Limited per client IP.',
    data: obj({ access_token: str, token_type: oneOf('Bearer'), expires_in: int, scopes: arr(str) }),
    example: {
      access_token: 'at_3q2VhZ0r0mG8kqS1xYtP4u7Lw9BcDeFgHiJkLmNoPqR',
      token_type: 'Bearer',
      expires_in: 14400,
      scopes: ['affiliates:read', 'affiliates:write', 'orders:read'],
    },
    message: 'Token issued successfully',
    request: { api_key: 'as_4f9c2b7e1d', api_secret: 'W8s3n1Qp0v6Zr2Yt5Ux9Lk4Mj7Hb' },
  },
};
