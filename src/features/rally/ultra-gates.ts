import type { TierGate } from '../../components/view-states';

// Rally and charting are core ULTRA only (the spec's history entitlement table); a History plan does
// not open them.

export const RALLY_GATE: TierGate = {
  tier: 'ULTRA',
  adds: 'shot-by-shot charted matches from the Match Charting Project',
};

export const CHARTING_GATE: TierGate = {
  tier: 'ULTRA',
  adds: 'career and per-match charting statistics for charted players',
};
