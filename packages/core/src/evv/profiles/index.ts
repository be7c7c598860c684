import type { AggregatorId, AggregatorProfile } from './aggregator-profile.ts';
import { hhaexchangeProfile } from './hhaexchange.ts';
import { sandataProfile } from './sandata.ts';

export { sandataProfile };

/** Every aggregator this app can send to; adding a state's aggregator is adding a profile here. */
export const aggregatorProfiles: Readonly<Record<AggregatorId, AggregatorProfile>> = {
  sandata: sandataProfile,
  hhaexchange: hhaexchangeProfile,
};
