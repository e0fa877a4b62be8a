/** Every scope a key may hold: the API's own, plus payouts and webhooks (README, "For merchants"). */
export const ALL_SCOPES = [
  'affiliates:read',
  'affiliates:write',
  'orders:read',
  'orders:write',
  'reports:read',
  'settings:read',
  'settings:write',
  'connections:read',
  'connections:write',
  'conversions:read',
  'conversions:write',
  'clicks:read',
  'clicks:write',
  'commissions:read',
  'sdk:init',
  'pageviews:write',
  'payouts:read',
  'payouts:write',
  'webhooks:read',
  'webhooks:write',
] as const;

export type Scope = (typeof ALL_SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (ALL_SCOPES as readonly string[]).includes(s);
}
