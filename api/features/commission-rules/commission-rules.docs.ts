import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'get /v1/links/{id}/commission-rules': {
    summary: "A link's commission rules",
    description:
      'Each with whether it applies now (active, inside its validity window, under max_conversions).',
  },
  'post /v1/links/{id}/commission-rules': {
    summary: 'Adds a commission rule to a link',
    description:
      "An order through the link earns commission_rate instead of the affiliate's or business rate while the rule applies: valid_from..valid_until, at most max_conversions orders; among several, the highest priority wins.",
    request: {
      commission_rate: 20,
      label: 'Launch week',
      priority: 10,
      valid_from: '2026-07-01T00:00:00Z',
      valid_until: '2026-07-08T00:00:00Z',
      max_conversions: 200,
    },
  },
  'patch /v1/links/{linkId}/commission-rules/{ruleId}': {
    summary: 'Changes a commission rule',
    description: 'Only the fields given change; orders already recorded keep their commission.',
    request: { is_active: false },
  },
  'delete /v1/links/{linkId}/commission-rules/{ruleId}': {
    summary: 'Removes a commission rule',
    description: 'Orders already recorded keep their commission.',
  },
};
