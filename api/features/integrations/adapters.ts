import type { BillingProvider } from '../../../sql/repos/integrations.repo';
import type { ProviderAdapter } from './commands';
import { paddleAdapter } from './paddle';
import { shopifyAdapter } from './shopify';
import { stripeAdapter } from './stripe';

/** Each provider's signature check and event mapping, one file each. */
export const ADAPTERS: Record<BillingProvider, ProviderAdapter> = {
  stripe: stripeAdapter,
  paddle: paddleAdapter,
  shopify: shopifyAdapter,
};

export const PROVIDERS = Object.keys(ADAPTERS) as BillingProvider[];
