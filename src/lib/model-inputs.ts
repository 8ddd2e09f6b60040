import { inferServeProbabilities } from '../../contract/markov/infer-serve';
import type { MatchFormat, ScoreState } from '../../contract/markov/score-state';
import { formatFromWire, stateFromWire } from '../../contract/markov/wire-state';
import type { Match } from '../../contract/match';
import type { Score } from '../../contract/score';

/** What the match centre reruns the model with: the score, the rules and each side's serve chances. */
export interface ModelInputs {
  state: ScoreState;
  format: MatchFormat;
  pServe1: number;
  pServe2: number;
  /** `stated`: the service's own inputs; `inferred`: solved to reproduce its published probability. */
  method: 'stated' | 'inferred';
}

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1 ? v : null;

/** The rules of a match as the service states them, else from its `format`. */
export function matchFormat(match: Match, score: Score | null): MatchFormat {
  return formatFromWire(match.format, score?.win_probability_meta?.inputs?.format);
}

/**
 * The inputs of the what-if matrix. The market-anchored pair when the service gives it (that is what
 * `win_probability_p1` is priced with), else the raw pair, else a pair inferred from
 * `win_probability_p1` itself. Null when the score is withheld or there is no probability to start from.
 */
export function modelInputsFor(match: Match, score: Score | null): ModelInputs | null {
  if (!score) return null;
  const format = matchFormat(match, score);
  const state = stateFromWire(score, format);
  if (!state) return null;
  const given = score.win_probability_meta?.inputs;
  const anchored = [num(given?.p1_serve_points_won_anchored), num(given?.p2_serve_points_won_anchored)];
  const raw = [num(given?.p1_serve_points_won), num(given?.p2_serve_points_won)];
  const pair = anchored[0] !== null && anchored[1] !== null ? anchored : raw;
  if (pair[0] !== null && pair[1] !== null) {
    return { state, format, pServe1: pair[0], pServe2: pair[1], method: 'stated' };
  }
  const target = num(score.win_probability_p1);
  if (target === null) return null;
  const inferred = inferServeProbabilities(state, format, target);
  return { state, format, pServe1: inferred.pServe1, pServe2: inferred.pServe2, method: 'inferred' };
}

/** The service's unanchored serve chances (what `win_probability_p1_model` is priced with), or null. */
export function rawServe(score: Score | null): { pServe1: number; pServe2: number } | null {
  const given = score?.win_probability_meta?.inputs;
  const p1 = num(given?.p1_serve_points_won);
  const p2 = num(given?.p2_serve_points_won);
  return p1 !== null && p2 !== null ? { pServe1: p1, pServe2: p2 } : null;
}
