import { z } from 'zod';
import { openEnum, Side, Timestamp } from './common';
import { intString } from './query-params';
import { defineQuery, field } from './query';

// Arrays are player-major: index 0 is p1, index 1 is p2. `null` means withheld or unknown and is
// never 0; an empty array is an answer, not unknown.

/** The bare score state shared by the score read, tape rows, events and model inputs. */
export const ScoreState = z.looseObject({
  /** Sets won `[p1, p2]`. */
  sets: z.array(z.int()),
  /** `[games_p1, games_p2]`, one entry per set; null means withheld, never 0-0. */
  games: z.array(z.array(z.int())).nullable(),
  /** In-game points (`0`, `15`, `30`, `40`, `AD`, or the tiebreak count); entries can be null. */
  points: z.array(z.string().nullable()).nullable(),
  server: Side.nullable(),
  is_tiebreak: z.boolean(),
});
export type ScoreState = z.infer<typeof ScoreState>;

export const VERDICT_KINDS = ['withdrawn', 'deferred', 'withheld'] as const;

/** Why a read is not an ordinary one; `safe_to_resume` is true exactly when kind is `withdrawn`. */
export const Verdict = z.looseObject({
  superseded_sequence: z.int().nullable(),
  reason: z.string().nullable(),
  kind: openEnum(VERDICT_KINDS),
  safe_to_resume: z.boolean(),
});
export type Verdict = z.infer<typeof Verdict>;

// shape ours: the spec shows only the four provenance keys; the local service adds the inputs its
// model used, so a client can rerun the model (contract/markov) from the same numbers.
/** The rules the model scores a match by. */
export const ModelFormat = z.looseObject({
  best_of: z.int().nullable().optional(),
  /** `advantage`, `tiebreak7`, `tiebreak7at12` or `tiebreak10` at 6-6 (12-12) in the decider. */
  final_set: z.string().nullable().optional(),
  decider_match_tiebreak: z.boolean().nullable().optional(),
  no_ad: z.boolean().nullable().optional(),
});

/** Serve-point win probabilities behind a row's probabilities (raw, and market-anchored when mapped). */
export const ModelInputs = z.looseObject({
  p1_serve_points_won: z.number().nullable().optional(),
  p2_serve_points_won: z.number().nullable().optional(),
  p1_serve_points_won_anchored: z.number().nullable().optional(),
  p2_serve_points_won_anchored: z.number().nullable().optional(),
  market_pre_match_p1: z.number().nullable().optional(),
  format: ModelFormat.nullable().optional(),
});
export type ModelInputs = z.infer<typeof ModelInputs>;

// Loose by design: the service adds its model inputs beside these four keys.
/** Provenance of the model fields on a score row (ULTRA). */
export const WinProbabilityMeta = z.looseObject({
  model_version: z.string().nullable().optional(),
  generated_at: Timestamp.nullable().optional(),
  /** Per match: a market prior anchors the model. */
  market_anchored: z.boolean().nullable().optional(),
  /** Per row: the anchor actually moved this value. */
  anchor_effective: z.boolean().nullable().optional(),
  inputs: ModelInputs.nullable().optional(),
});
export type WinProbabilityMeta = z.infer<typeof WinProbabilityMeta>;

/** The score object (`GET /matches/{id}/score`, `Match.score`, score frames). */
export const Score = ScoreState.extend({
  // Model fields are absent below ULTRA; null means the model had no output for that point.
  win_probability_p1: z.number().nullable().optional(),
  danger: z.number().nullable().optional(),
  win_probability_p1_model: z.number().nullable().optional(),
  win_probability_meta: WinProbabilityMeta.nullable().optional(),
  /** Service clock of acceptance, refreshed while re-asserted; not an ordering key. */
  timestamp: Timestamp.nullable(),
  accepted_at: Timestamp.nullable(),
  /** Per-match accept counter; higher is later. */
  sequence: z.int().nullable(),
  age_seconds: z.int().nullable(),
  stale: z.boolean(),
  observed_age_seconds: z.int().nullable(),
  sources_count: z.int().nullable(),
  changing_sources_count: z.int().nullable(),
  corroborated: z.boolean().nullable(),
  corroborated_age_seconds: z.int().nullable(),
  /** Present only when something is withheld. */
  detail: z.string().optional(),
  verdict: Verdict.nullable(),
});
export type Score = z.infer<typeof Score>;

// code ours: the spec names `sequence` without a failure code; bad_sequence is the code already
// named after a parameter called `sequence`.
/** `GET /matches/{id}/score` query: optional `sequence` whose verdict to return. */
export const ScoreQuery = defineQuery({
  sequence: field(intString({ min: 0 }).optional(), 'bad_sequence', { rule: 'an integer at least 0' }),
});
