import type { EventStage } from './stage';

/** The stage: the business's affiliates named by referral code (a code gives affiliate_id, no link). */
export const resolveEventCodes: EventStage = {
  name: 'codes',
  async run(deps, load) {
    load.codes = await deps.db.attribution.affiliatesByCodes(
      load.job.businessId,
      // A code with a NUL names no affiliate, and PostgreSQL refuses the character outright: the
      // events are kept with the code as sent, unattributed, rather than the batch failing.
      load.job.events.map((e) => e.referral_code).filter((c): c is string => !!c && !c.includes('\u0000')),
    );
  },
};
