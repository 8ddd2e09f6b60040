import { z } from 'zod';
import { openEnum, Timestamp } from './common';

// Two families, never merged: derived (rebuilt from the point record) and measured (counted
// upstream). Field names below the documented top level follow the vendor yaml and are optional.

export const STAT_COVERAGES = ['live', 'final', 'stale', 'none', 'diverged'] as const;

const MEASURED_KEYS = [
  'aces',
  'double_faults',
  'break_points_won',
  'break_points_saved',
  'break_points_saved_of',
  'break_points_saved_pct',
  'first_serves_in',
  'first_serves_in_of',
  'first_serves_in_pct',
  'first_serve_points_won',
  'first_serve_points_won_of',
  'first_serve_points_won_pct',
  'second_serves_in',
  'second_serves_in_of',
  'second_serves_in_pct',
  'second_serve_points_won',
  'second_serve_points_won_of',
  'second_serve_points_won_pct',
  'first_return_points_won',
  'first_return_points_won_of',
  'first_return_points_won_pct',
  'second_return_points_won',
  'second_return_points_won_of',
  'second_return_points_won_pct',
  'points_won',
  'service_points_won',
  'return_points_won',
  'service_games_won',
  'service_games_played',
  'games_won',
  'tiebreaks_won',
  'max_games_in_row',
  'max_points_in_row',
  'winners_total',
  'unforced_errors_total',
  // Forced errors only: total errors are errors_total + unforced_errors_total.
  'errors_total',
] as const;

const count = z.int().nullable().optional();
const measuredShape = Object.fromEntries(MEASURED_KEYS.map((k) => [k, count])) as Record<
  (typeof MEASURED_KEYS)[number],
  typeof count
>;

/** Measured counts: every field optional, absent is "not measured", a present 0 is a real zero. */
export const MeasuredStatistics = z.looseObject(measuredShape);
export type MeasuredStatistics = z.infer<typeof MeasuredStatistics>;

const int = z.int().optional();
const pct = z.int().nullable().optional();

/** One player's derived statistics plus the measured family under `measured`. */
export const StatisticsSide = z.looseObject({
  measured: MeasuredStatistics.optional(),
  service_games_played: int,
  service_games_won: int,
  /** Null when no service game was played, never 0. */
  hold_pct: pct,
  return_games_played: int,
  return_games_won: int,
  break_pct: pct,
  break_points_faced: int,
  break_points_saved: int,
  break_points_saved_pct: pct,
  break_points_played: int,
  break_points_converted: int,
  break_points_converted_pct: pct,
  service_points_played: int,
  service_points_won: int,
  service_points_won_pct: pct,
  return_points_played: int,
  return_points_won: int,
  return_points_won_pct: pct,
  points_played: int,
  points_won: int,
});

/** Coverage and age of one family; derived age is against the newest score row, measured is wall clock. */
export const StatisticsFamily = z.looseObject({
  coverage: openEnum(STAT_COVERAGES),
  as_of: Timestamp.nullable(),
  /** Null on `final`. */
  age_seconds: z.int().nullable(),
  /** The match state the numbers describe; null when unavailable. */
  describes: z
    .looseObject({
      games_p1: z.array(z.int()).optional(),
      games_p2: z.array(z.int()).optional(),
      total_games: z.int().optional(),
    })
    .nullable(),
});

/** Per-family freshness; `measured_divergence` says why measured values were withheld. */
export const StatisticsFreshness = z.looseObject({
  derived: StatisticsFamily,
  measured: StatisticsFamily,
  measured_divergence: z
    .looseObject({
      reason: z.string().optional(),
      games_in_statistics: z.int().optional(),
      games_in_score: z.int().optional(),
      delta_games: z.int().optional(),
      detail: z.string().optional(),
    })
    .nullable()
    .optional(),
});

/** `GET /matches/{id}/statistics`; coverage `none` is a 200 with null players. */
export const MatchStatistics = z.looseObject({
  match_id: z.int(),
  coverage: openEnum(STAT_COVERAGES),
  as_of: Timestamp.nullable(),
  age_seconds: z.int().nullable(),
  games_counted: z.int(),
  tiebreak_games_excluded: z.int(),
  inconsistent_games_excluded: z.int(),
  sets_covered: z.array(z.int()),
  freshness: StatisticsFreshness,
  /** Present only when coverage is `none`. */
  detail: z.string().optional(),
  players: z.looseObject({ p1: StatisticsSide, p2: StatisticsSide }).nullable(),
});
export type MatchStatistics = z.infer<typeof MatchStatistics>;
