import { z } from 'zod';
import { openEnum, Side, Timestamp } from './common';

// Inner fields of `thesis` and `profile` are "not shown" in the documents; these follow the
// vendor yaml and are all optional so a thinner real payload still parses.

/** The model's pick for a match. */
export const Thesis = z.looseObject({
  pick_side: Side.optional(),
  confidence: z.number().nullable().optional(),
  win_probability_pick: z.number().nullable().optional(),
  state: openEnum(['valid', 'confirmed', 'weakened', 'broken']).nullable().optional(),
  reasoning: z.string().nullable().optional(),
  notes: z
    .looseObject({
      matchup: z.string().nullable().optional(),
      environment: z.string().nullable().optional(),
      fatigue: z.string().nullable().optional(),
    })
    .optional(),
  scenario_playbook: z.array(z.unknown()).nullable().optional(),
  created_at: Timestamp.nullable().optional(),
});
export type Thesis = z.infer<typeof Thesis>;

/** A model win-probability profile; also the entries of a tape's `profiles`. */
export const ModelProfile = z.looseObject({
  win_probability_p1: z.number().nullable().optional(),
  expected_closeness: z.number().nullable().optional(),
  volatility_rating: openEnum(['low', 'med', 'high']).nullable().optional(),
  /** Whether the forecast saw the match; null is unknown, never pregame. */
  stage: openEnum(['pregame', 'live']).nullable().optional(),
  model_version: z.string().nullable().optional(),
  key_factors: z.array(z.string()).nullable().optional(),
  created_at: Timestamp.nullable().optional(),
});
export type ModelProfile = z.infer<typeof ModelProfile>;

/** The score an in-play forecast actually saw. */
export const ProfileInputState = z.looseObject({
  capture: openEnum(['writer', 'recovered']).optional(),
  live_score_id: z.int().nullable().optional(),
  total_games: z.int().nullable().optional(),
  score: z
    .looseObject({
      sets: z.array(z.int()).nullable().optional(),
      games: z.array(z.unknown()).nullable().optional(),
      points: z.array(z.unknown()).nullable().optional(),
      server: z.int().nullable().optional(),
      is_tiebreak: z.boolean().nullable().optional(),
      timestamp: Timestamp.nullable().optional(),
    })
    .nullable()
    .optional(),
  stats: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** The analysis profile: a ModelProfile plus the input state. */
export const AnalysisProfile = ModelProfile.extend({ input_state: ProfileInputState.nullable().optional() });

/** `GET /matches/{id}/analysis` and `MatchDetail.analysis`. */
export const Analysis = z.looseObject({
  thesis: Thesis.nullable(),
  profile: AnalysisProfile.nullable(),
});
export type Analysis = z.infer<typeof Analysis>;
