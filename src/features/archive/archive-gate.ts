import type { TierGate } from '../../components/view-states';

/** Archive reads open at core BASIC or any History plan (a FREE key gets 20 history reads a month). */
export const ARCHIVE_GATE: TierGate = {
  tier: 'BASIC',
  adds: '380,000 results from 1968 to 2022 with seeds, ranks and serve statistics',
};
