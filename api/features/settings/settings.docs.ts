import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/settings': {
    summary: "The program's settings",
    description:
      'Commission rate, cookie duration, auto-approval, currency, payouts, fraud rules and portal settings, each with its default when unset.',
  },
  'put /v1/settings': {
    summary: 'Changes several settings',
    description:
      'Only the keys given change, validated together (auto_approve_min_amount ≤ max, …). Applies to orders recorded afterwards.',
    request: {
      commission_rate: 12,
      cookie_duration: 45,
      auto_approve_enabled: true,
      auto_approve_delay_days: 14,
    },
  },
  'get /v1/settings/branding': {
    summary: "The portal's branding",
    description: 'Name, logo URL and colours the affiliate portal shows.',
  },
  'put /v1/settings/branding': {
    summary: "Changes the portal's branding",
    description:
      'logo_url an http(s) URL, primary_color #rrggbb; null clears either, remove_logo drops the logo.',
    request: { logo_url: 'https://shop.example/logo.png', primary_color: '#0a7f5a' },
  },
  'get /v1/settings/commission-tiers': {
    summary: 'Commission tiers by order total',
    description: 'Rates by order total band; without tiers the business rate applies.',
  },
  'post /v1/settings/commission-tiers': {
    summary: 'Adds a commission tier',
    description:
      'min_amount..max_amount (max null: no upper bound) at rate; overlapping an existing tier is 422.',
    request: { min_amount: 100, max_amount: 500, rate: 7.5 },
  },
  'post /v1/settings/commission-tiers/reset': {
    summary: "Replaces the tiers with the platform's",
    description: 'Copies the platform tiers (CLI platform:tiers) into the business.',
  },
  'put /v1/settings/commission-tiers/{id}': {
    summary: 'Changes a commission tier',
    description: 'The same rules as adding one.',
    request: { min_amount: 100, max_amount: 1000, rate: 8 },
  },
  'delete /v1/settings/commission-tiers/{id}': {
    summary: 'Removes a commission tier',
    description: 'Orders already recorded keep their commission.',
  },
  'get /v1/settings/{key}': {
    summary: 'One setting by key',
    description: 'An unknown key is 404.',
  },
  'put /v1/settings/{key}': {
    summary: 'Changes one setting',
    description: 'value validated as the key requires; an unknown key is 404.',
    request: { value: 45 },
  },
};
