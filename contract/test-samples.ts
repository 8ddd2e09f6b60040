import type { z } from 'zod';
import { parseQuery, type RawQuery } from './query';

// Sample wire payloads built from the spec prose, shared by the contract tests (and usable by
// server and dashboard tests). Each call returns a fresh object so a test may mutate it.

/** A singles player as embedded in a match. */
export const samplePlayer = () => ({
  id: 2071,
  name: 'Tallon Griekspoor',
  tour: 'atp',
  country: 'ned',
  ranking: 27,
  ranking_points: 1450,
  ranking_movement: 'up',
  hand: 'R',
  backhand: 1,
  birthday: '1996-07-02',
  is_doubles_team: false,
  data_completeness: { known: 6, of: 6, missing: [] },
});

/** A doubles team: uppercase tour, null completeness counts with a note. */
export const sampleTeam = () => ({
  id: 90412,
  name: 'Koolhof / Skupski',
  tour: 'ATP',
  country: null,
  ranking: null,
  ranking_points: null,
  ranking_movement: null,
  hand: null,
  backhand: null,
  birthday: null,
  is_doubles_team: true,
  data_completeness: { known: null, of: null, missing: [], note: 'biography does not apply to a team' },
});

/** A live ULTRA score with model fields and an extra model input in the meta block. */
export const sampleScore = () => ({
  sets: [1, 0],
  games: [
    [6, 3],
    [4, 2],
  ],
  points: ['30', '15'],
  server: 1,
  is_tiebreak: false,
  win_probability_p1: 0.71,
  danger: 0.12,
  win_probability_p1_model: 0.69,
  win_probability_meta: {
    model_version: 'mk-3.2',
    generated_at: '2026-09-20T14:02:11Z',
    market_anchored: true,
    anchor_effective: true,
    prior_mid: 0.64,
  },
  timestamp: '2026-09-20T14:02:11Z',
  accepted_at: '2026-09-20T14:02:03Z',
  sequence: 118,
  age_seconds: 8,
  stale: false,
  observed_age_seconds: 2,
  sources_count: 2,
  changing_sources_count: 1,
  corroborated: true,
  corroborated_age_seconds: 5,
  verdict: null,
});

/** A FREE-tier score on an archived final: no model keys, withheld games, nulls where unknown. */
export const sampleWithheldScore = () => ({
  sets: [2, 1],
  games: null,
  points: [null, null],
  server: null,
  is_tiebreak: false,
  timestamp: null,
  accepted_at: null,
  sequence: null,
  age_seconds: null,
  stale: false,
  observed_age_seconds: null,
  sources_count: null,
  changing_sources_count: null,
  corroborated: null,
  corroborated_age_seconds: null,
  detail: 'games withheld: no state the service can stand behind',
  verdict: { superseded_sequence: 41, reason: 'illegal transition', kind: 'withdrawn', safe_to_resume: true },
});

/** A live match row from `GET /matches`. */
export const sampleMatch = () => ({
  id: 48213,
  tournament: 'Stockholm Open',
  tour: 'atp',
  tournament_id: '2711',
  tier: 'atp_250',
  tier_source: 'calendar',
  surface: 'hard',
  indoor: true,
  format: 'BO3',
  round: 'Round of 16',
  round_code: 'R16',
  is_qualifying: false,
  gender: 'men',
  status: 'live',
  event_status: null,
  event_status_updated_at: null,
  is_doubles: false,
  draw: 'singles',
  scheduled_time: '2026-09-20T13:00:00Z',
  live_at: '2026-09-20T13:04:51Z',
  players: {
    p1: samplePlayer(),
    p2: { ...samplePlayer(), id: 3310, name: 'Alex Michelsen', country: 'usa' },
  },
  score: sampleScore(),
  winner: null,
  outcome: null,
  result_restated_at: null,
  result_version: 1,
  has_analysis: true,
  has_market: true,
});

/** A completed retirement with a restated result and a team-tie style null draw. */
export const sampleRetiredMatch = () => ({
  ...sampleMatch(),
  id: 47002,
  tour: null,
  tournament_id: null,
  tier: null,
  tier_source: null,
  surface: null,
  format: null,
  round: 'Tie 2',
  round_code: null,
  is_qualifying: null,
  gender: null,
  status: 'completed',
  event_status: 'Retired',
  event_status_updated_at: '2026-09-19T16:40:02Z',
  draw: null,
  score: sampleWithheldScore(),
  winner: 1,
  outcome: 'retired',
  withdrew: 2,
  result_restated_at: '2026-09-22T08:00:00Z',
  result_version: 2,
  has_analysis: false,
  has_market: false,
});

/** A tick of a match-winner market. */
export const samplePrice = () => ({
  side: 1,
  bid: 0.7,
  ask: 0.71,
  mid: 0.705,
  spread: 0.01,
  price_source: 'prediction_market',
  synthetic: false,
  timestamp: '2026-09-20T14:02:09Z',
});

/** A stoppage event as read over REST. */
export const sampleEvent = () => ({
  type: 'medical_timeout_end',
  player: 2,
  at: '2026-09-20T13:41:00Z',
  score: { sets: [0, 0], games: [[4], [3]], points: ['0', '0'], server: 2, is_tiebreak: false },
  reason: null,
  duration_seconds: 184,
});

/** A persisted live point. */
export const samplePoint = () => ({
  seq: 57,
  score: { p1: '40', p2: '30' },
  sets: [1, 0],
  games: [
    [6, 3],
    [4, 2],
  ],
  set: 2,
  game: 7,
  number: 5,
  server: 1,
  winner: 1,
  ts: '2026-09-20T14:02:03Z',
  serve: 2,
  outcome: 'winner',
});

/** The 400 body a query produces, or undefined when it parses. */
export function queryError<S extends z.ZodType>(schema: S, input: RawQuery | URLSearchParams) {
  const r = parseQuery(schema, input);
  return r.ok ? undefined : r.error;
}

/** The typed value of a query that must parse. */
export function queryValue<S extends z.ZodType>(schema: S, input: RawQuery | URLSearchParams): z.output<S> {
  const r = parseQuery(schema, input);
  if (!r.ok) throw new Error(`expected the query to parse: ${JSON.stringify(r.error)}`);
  return r.value;
}
