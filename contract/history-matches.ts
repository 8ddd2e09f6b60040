import { z } from 'zod';
import { ModelProfile } from './analysis';
import { ListMeta, listOf, openEnum, Side, Timestamp } from './common';
import { TAPE_COVERAGES } from './coverage';
import { Match } from './match';
import { matchFilterFields, windowRule } from './matches-query';
import { boolString, instant, pagingFields } from './query-params';
import { defineQuery, field } from './query';
import { ScoreState } from './score';

/** What point-by-point data is held for a completed match (nightly ledger cache). */
export const TapeSummary = z.looseObject({
  coverage: openEnum(TAPE_COVERAGES),
  /** Best-basis verdict; null means not yet measured. */
  points_complete: z.boolean().nullable(),
  /** 0 to 1; null when not measured. */
  completeness: z.number().min(0).max(1).nullable(),
  starts_at_love: z.boolean().nullable(),
  computed_at: Timestamp.nullable(),
  // From the vendor yaml.
  rows: z.int().optional(),
  reconstructed_rows: z.int().optional(),
  model_rows: z.int().optional(),
});

/** `GET /history/matches` row: a Match with its `tape` summary. */
export const HistoryMatch = Match.extend({ tape: TapeSummary });
export type HistoryMatch = z.infer<typeof HistoryMatch>;

/** `GET /history/matches` response, newest first; a short filtered page is not the end. */
export const HistoryMatchList = listOf(HistoryMatch, ListMeta);

/** One tape row: a score state plus clock, model fields and sequence. Array order is authoritative. */
export const HistoryTapeRow = ScoreState.extend({
  /** Null on rows expanded after the fact (the reliable reconstruction marker). */
  timestamp: Timestamp.nullable(),
  win_probability_p1: z.number().nullable(),
  danger: z.number().nullable(),
  sequence: z.int().nullable(),
  accepted_at: Timestamp.nullable(),
  /** Set only where the transition is one attributable point. */
  point_winner: Side.nullable().optional(),
  winner: Side.nullable().optional(),
});
export type HistoryTapeRow = z.infer<typeof HistoryTapeRow>;

/** Measured point-completeness of exactly the returned sequence. */
export const PointsMeta = z.looseObject({
  /** Whether a point-complete reconstruction exists; null when not yet measured. */
  available_complete: z.boolean().nullable(),
  // From the vendor yaml ("fields beyond available_complete: not shown").
  complete: z.boolean().optional(),
  completeness: z.number().nullable().optional(),
  rows: z.int().optional(),
  transitions_legal: z.int().optional(),
  transitions_total: z.int().optional(),
  server_rows: z.int().optional(),
  starts_at_love: z.boolean().optional(),
  ends_at_final: z.boolean().optional(),
  basis: openEnum(['raw', 'clean', 'recon']).optional(),
});

/** Tape meta shared by the per-match and archive tapes. */
export const TapeMetaBase = z.looseObject({
  coverage: openEnum(TAPE_COVERAGES),
  /** Null on an empty tape. */
  point_source: openEnum(['observed', 'reconstructed', 'mixed']).nullable(),
  /** Returned rows carrying a model probability. */
  model_rows: z.int(),
  /** On `points=complete` reads, and on default reads where enabled. */
  points: PointsMeta.optional(),
  // From the vendor yaml.
  rows: z.int().optional(),
  raw_rows: z.int().optional(),
  unique_states: z.int().optional(),
  sequence: openEnum(['raw', 'clean']).optional(),
  from_archive: z.boolean().optional(),
  generated_at: Timestamp.optional(),
});

/** Per-set final tiebreak scores from observed states; null per set when unobserved. */
export const Tiebreaks = z.array(z.looseObject({ p1: z.int(), p2: z.int() }).nullable()).nullable();

/** The tape envelope, parameterised by its match row and meta. */
export function tapeEnvelope<M extends z.ZodType, Meta extends z.ZodType>(match: M, meta: Meta) {
  return z.looseObject({
    match,
    tape: z.array(HistoryTapeRow),
    tiebreaks: Tiebreaks,
    /** Model profiles produced during the match, oldest first. */
    profiles: z.array(ModelProfile),
    meta,
  });
}

/** `GET /history/matches/{id}`: one match's tape (works on a live match too). */
export const HistoryTape = tapeEnvelope(Match, TapeMetaBase.extend({ match_id: z.int() }));
export type HistoryTape = z.infer<typeof HistoryTape>;

/** `GET /history/matches` query: the shared match filters plus the tape filters. */
export const HistoryMatchesQuery = defineQuery(
  {
    ...pagingFields(),
    ...matchFilterFields,
    coverage: field(z.enum(TAPE_COVERAGES).optional(), 'bad_coverage', { allowed: TAPE_COVERAGES }),
    points_complete: field(boolString.optional(), 'bad_points_complete', { allowed: ['true', 'false'] }),
    restated_since: field(instant.optional(), 'bad_restated_since', {
      rule: 'an ISO-8601 instant (a bare date is refused)',
    }),
  },
  { rules: [windowRule] },
);
export type HistoryMatchesQuery = z.output<typeof HistoryMatchesQuery>;

/** `GET /history/matches/{id}` query. */
export const TapeQuery = defineQuery(
  {
    sequence: field(z.enum(['raw', 'clean']).default('raw'), 'bad_sequence', { allowed: ['raw', 'clean'] }),
    points: field(z.enum(['default', 'complete']).default('default'), 'bad_points', {
      allowed: ['default', 'complete'],
    }),
  },
  {
    rules: [
      // The clean collapse would delete the repeated deuce states a complete sequence contains.
      (q) =>
        q.points === 'complete' && q.sequence === 'clean'
          ? { error: 'bad_combination', detail: 'points=complete cannot combine with sequence=clean' }
          : undefined,
    ],
  },
);
export type TapeQuery = z.output<typeof TapeQuery>;
