/**
 * Exact Markov model of tennis scoring: P(player 1 wins) from any in-play state, given each
 * player's probability of winning a point on serve (points iid, the Barnett-Clarke assumption).
 * Independent of the service's scoring engine (server/engine/scoring.ts) on purpose, and free of
 * any import but its own folder, so the service and the browser run the same maths.
 */
import { MatchModel, modelFor } from './markov-model';
import { otherSide, tiebreakFirstServer } from './markov-points';
import { type SetRule, tiebreakAt } from './markov-sets';
import type { MatchFormat, ScoreState, Side } from './score-state';

export { gameWinFrom, holdProbability, tiebreakProbability } from './markov-points';
export { type SetOutcome, type SetRule, setWinProbability } from './markov-sets';

/** Where a state sits in the match: over, inside a game of a set, or inside a (match) tiebreak. */
export type Position =
  | { kind: 'done'; p1: number }
  | { kind: 'game'; rule: SetRule; sa: number; sb: number; ga: number; gb: number; server: Side }
  | { kind: 'tiebreak'; target: number; sa: number; sb: number; first: Side; matchTiebreak: boolean };

/** Where in the match a state sits; point counts are applied separately so importance can vary them. */
export function locate(m: MatchModel, state: ScoreState): Position {
  if (state.winner) return { kind: 'done', p1: state.winner === 1 ? 1 : 0 };
  const [sa, sb] = state.sets;
  if (sa >= m.setsToWin) return { kind: 'done', p1: 1 };
  if (sb >= m.setsToWin) return { kind: 'done', p1: 0 };
  const rule = m.ruleFor(sa, sb);
  const played = state.points[0] + state.points[1];
  if (rule === 'matchTiebreak') {
    const first = tiebreakFirstServer(state.server, played);
    return { kind: 'tiebreak', target: state.tiebreakTo || 10, sa, sb, first, matchTiebreak: true };
  }
  const idx = sa + sb;
  const ga = state.games[0][idx] ?? 0;
  const gb = state.games[1][idx] ?? 0;
  const at = tiebreakAt(rule);
  // Trust tiebreakTo, but also recognise a tiebreak score in case the flag lags behind the games.
  const target =
    state.tiebreakTo || (at !== null && ga === at && gb === at ? (rule === 'tiebreak10' ? 10 : 7) : 0);
  if (target) {
    const first = tiebreakFirstServer(state.server, played);
    return { kind: 'tiebreak', target, sa, sb, first, matchTiebreak: false };
  }
  return { kind: 'game', rule, sa, sb, ga, gb, server: state.server };
}

/** P(p1 wins the match) from a located position with point counts (a, b) in the current game/tiebreak. */
export function valueAt(m: MatchModel, pos: Position, a: number, b: number): number {
  if (pos.kind === 'done') return pos.p1;
  if (pos.kind === 'tiebreak') {
    const q = m.tiebreak(pos.target, a, b, pos.first);
    return pos.matchTiebreak ? q : m.afterTiebreak(q, pos.sa, pos.sb, pos.first);
  }
  const g = m.game(pos.server, a, b);
  const next = otherSide(pos.server);
  const won = m.afterSet(m.set(pos.rule, pos.ga + 1, pos.gb, next), pos.sa, pos.sb);
  const lost = m.afterSet(m.set(pos.rule, pos.ga, pos.gb + 1, next), pos.sa, pos.sb);
  return g * won + (1 - g) * lost;
}

/**
 * P(player 1 wins the match) from any in-play state. pServe1/pServe2 are each player's
 * serve-point win probabilities. Tiebreak scores are read from `points` (also for a match
 * tiebreak decider) and the rotation is derived from `server` and the points already played.
 */
export function winProbability(
  state: ScoreState,
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
): number {
  const m = modelFor(pServe1, pServe2, format);
  return valueAt(m, locate(m, state), state.points[0], state.points[1]);
}

/**
 * Signed importance of the next point: P(p1 wins | p1 wins the next point) − P(p1 wins | p1 loses it).
 * Sign convention: from player 1's side, so it is ≥ 0 for any serve probabilities in (0, 1) (winning a
 * point never hurts); the same number is p2's swing. It is 0 once the match is over.
 */
export function pointImportance(
  state: ScoreState,
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
): number {
  const m = modelFor(pServe1, pServe2, format);
  const pos = locate(m, state);
  if (pos.kind === 'done') return 0;
  const [a, b] = state.points;
  return valueAt(m, pos, a + 1, b) - valueAt(m, pos, a, b + 1);
}

/** The spec's `danger`: magnitude of the next point's swing, |pointImportance|, never negative from rounding. */
export function pointDanger(
  state: ScoreState,
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
): number {
  return Math.abs(pointImportance(state, format, pServe1, pServe2));
}

/** P(p1 wins the match) before the first point with `firstServer` serving first. */
export function matchProbabilityPreMatch(
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
  firstServer: Side,
): number {
  return modelFor(pServe1, pServe2, format).match(0, 0, firstServer);
}

const clampP = (p: number): number => Math.min(0.99, Math.max(0.01, p));

/** Pre-match probability without touching the shared cache (bisection would flood it). */
function preMatchUncached(format: MatchFormat, p1: number, p2: number, firstServer?: Side): number {
  const m = new MatchModel(p1, p2, format);
  if (firstServer) return m.match(0, 0, firstServer);
  // The toss is unknown before the match: average over both openers.
  return (m.match(0, 0, 1) + m.match(0, 0, 2)) / 2;
}

/**
 * Shift d so that the pre-match probability with (pServe1 + d, pServe2 − d), each clamped to
 * [0.01, 0.99], equals `targetP1` (bisection). Without `firstServer` the toss is averaged.
 * A target beyond what the clamps allow returns the nearest reachable shift.
 */
export function anchorToPrice(
  format: MatchFormat,
  pServe1: number,
  pServe2: number,
  targetP1: number,
  firstServer?: Side,
): { pServe1: number; pServe2: number; delta: number } {
  const at = (d: number) => preMatchUncached(format, clampP(pServe1 + d), clampP(pServe2 - d), firstServer);
  let lo = -1;
  let hi = 1;
  // P(p1) is increasing in d, so plain bisection converges; 60 halvings of [-1, 1] reach ~1e-18.
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < targetP1) lo = mid;
    else hi = mid;
  }
  const delta = (lo + hi) / 2;
  return { pServe1: clampP(pServe1 + delta), pServe2: clampP(pServe2 - delta), delta };
}
