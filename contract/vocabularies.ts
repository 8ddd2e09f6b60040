// The open vocabularies' known values, without zod: the dashboard's words for them
// (src/lib/vocabulary.ts) are on the slate's first screen, which must not carry the schema library.
// The schemas (common.ts) are built from these same lists.

export const TOURS = ['atp', 'wta', 'challenger', 'itf', 'juniors'] as const;

export const TIERS = [
  'grand_slam',
  'atp_finals',
  'atp_1000',
  'atp_500',
  'atp_250',
  'next_gen_finals',
  'united_cup',
  'davis_cup',
  'olympics',
  'laver_cup',
  'wta_finals',
  'wta_elite_trophy',
  'wta_1000',
  'wta_500',
  'wta_250',
  'wta_125',
  'bjk_cup',
  'challenger_175',
  'challenger_125',
  'challenger_100',
  'challenger_75',
  'challenger_50',
  'itf_m15',
  'itf_m25',
  'itf_w15',
  'itf_w25',
  'itf_w35',
  'itf_w40',
  'itf_w50',
  'itf_w60',
  'itf_w75',
  'itf_w80',
  'itf_w100',
  'juniors',
  'utr',
  'exhibition',
] as const;

export const SURFACES = ['hard', 'clay', 'grass'] as const;

export const MATCH_STATUSES = ['upcoming', 'live', 'completed', 'cancelled'] as const;

export const EVENT_STATUSES = ['Retired', 'Cancelled', 'Walk Over', 'Postponed', 'Interrupted'] as const;

/** Normalised round codes; the same vocabulary as the archive `round` filter. */
export const ROUND_CODES = [
  'F',
  'SF',
  'QF',
  'R16',
  'R32',
  'R64',
  'R128',
  'RR',
  'BR',
  'Q',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'ER',
] as const;
