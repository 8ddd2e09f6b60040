import { z } from 'zod';
import { Timestamp } from './common';

export const TAPE_COVERAGES = [
  'from_start',
  'partial',
  'reconstructed',
  'reconstructed_partial',
  'none',
] as const;
/** How a tape's rows were obtained (not a synonym for complete). */
export const TapeCoverage = z.enum(TAPE_COVERAGES);
export type TapeCoverage = z.infer<typeof TapeCoverage>;

/** The rollup's bucket keys: tour × draw plus `other`; a bucket with zero completed matches is omitted. */
export const COVERAGE_BUCKETS = [
  'atp_singles',
  'atp_doubles',
  'wta_singles',
  'wta_doubles',
  'challenger_singles',
  'challenger_doubles',
  'itf_singles',
  'itf_doubles',
  'juniors_singles',
  'juniors_doubles',
  'other',
] as const;

/** The five numbers of one bucket (and of the totals). */
export const CoverageBucket = z.looseObject({
  completed: z.int(),
  any_tape: z.int(),
  /** Point-complete on the best basis. */
  point_complete: z.int(),
  complete_on_default_read: z.int(),
  /** point_complete / completed; null on an empty bucket (yaml). */
  share: z.number().nullable(),
});
export type CoverageBucket = z.infer<typeof CoverageBucket>;

/** `GET /history/coverage`: the nightly completeness rollup; quote `as_of` with every number. */
export const CoverageRollup = z.looseObject({
  /** Equal to `built_at`. */
  as_of: Timestamp,
  built_at: Timestamp,
  ledger_max_computed_at: Timestamp.nullable(),
  /** The full measurement rule. */
  method: z.string(),
  // Keyed by COVERAGE_BUCKETS; a record so a bucket added later still parses.
  buckets: z.record(z.string(), CoverageBucket),
  totals: CoverageBucket,
});
export type CoverageRollup = z.infer<typeof CoverageRollup>;
