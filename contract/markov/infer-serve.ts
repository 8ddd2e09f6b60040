import { locate, valueAt } from './markov';
import { MatchModel } from './markov-model';
import type { MatchFormat, ScoreState } from './score-state';

/** A typical tour serve-point win rate; the inferred pair is spread around it. */
export const BASE_SERVE_POINTS_WON = 0.64;

const clampP = (p: number): number => Math.min(0.99, Math.max(0.01, p));

/** P(p1 wins the match) from `state`, on fresh tables (bisection must not fill a shared cache). */
function valueFrom(state: ScoreState, format: MatchFormat, p1: number, p2: number): number {
  const m = new MatchModel(p1, p2, format);
  const pos = locate(m, state);
  return valueAt(m, pos, state.points[0], state.points[1]);
}

/**
 * Serve-point win probabilities that reproduce a published win probability when the service does not
 * say which it used: one shift d with p1 serving at base + d and p2 at base − d, solved by bisection
 * (P(p1) rises with d). A target beyond what the [0.01, 0.99] clamps allow returns the nearest pair,
 * with `exact` false.
 */
export function inferServeProbabilities(
  state: ScoreState,
  format: MatchFormat,
  targetP1: number,
  base = BASE_SERVE_POINTS_WON,
): { pServe1: number; pServe2: number; exact: boolean } {
  const at = (d: number) => valueFrom(state, format, clampP(base + d), clampP(base - d));
  let lo = -1;
  let hi = 1;
  // 40 halvings of [-1, 1] leave the shift within 2e-12: far below any shown digit.
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < targetP1) lo = mid;
    else hi = mid;
  }
  const d = (lo + hi) / 2;
  const pServe1 = clampP(base + d);
  const pServe2 = clampP(base - d);
  return { pServe1, pServe2, exact: Math.abs(at(d) - targetP1) < 1e-6 };
}
