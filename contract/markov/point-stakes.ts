import { tiebreakAt } from './markov-sets';
import type { MatchFormat, ScoreState, Side } from './score-state';

/** What the next point can settle: for each side, the unit they win by winning it. */
export interface PointStakes {
  /** The receiver wins the game (a break) by winning the next point; never in a tiebreak. */
  breakPoint: boolean;
  /** The side that wins the set by winning the next point, if either. */
  setPoint: Side | null;
  /** The side that wins the match by winning the next point, if either. */
  matchPoint: Side | null;
}

const other = (s: Side): Side => (s === 1 ? 2 : 1);

/** Whether `side` wins the game or tiebreak in progress by winning one more point. */
function winsUnit(state: ScoreState, format: MatchFormat, side: Side): boolean {
  const mine = state.points[side - 1] + 1;
  const theirs = state.points[other(side) - 1];
  if (state.tiebreakTo > 0) return mine >= state.tiebreakTo && mine - theirs >= 2;
  if (format.noAd) return mine >= 4 && mine > theirs;
  return mine >= 4 && mine - theirs >= 2;
}

/** Whether winning the current game (not a tiebreak) gives `side` the set. */
function gameWinsSet(state: ScoreState, format: MatchFormat, side: Side, decider: boolean): boolean {
  const idx = state.sets[0] + state.sets[1];
  const mine = (state.games[side - 1][idx] ?? 0) + 1;
  const theirs = state.games[other(side) - 1][idx] ?? 0;
  const at = decider ? tiebreakAt(format.finalSet) : 6;
  return (mine >= 6 && mine - theirs >= 2) || (at !== null && mine > at && theirs === at);
}

/**
 * Break, set and match points of the state before a point (a point of the score, not of the model).
 * A tiebreak or match tiebreak won is a set won.
 */
export function pointStakes(state: ScoreState, format: MatchFormat): PointStakes {
  const need = format.bestOf === 5 ? 3 : 2;
  const decider = state.sets[0] === need - 1 && state.sets[1] === need - 1;
  const none: PointStakes = { breakPoint: false, setPoint: null, matchPoint: null };
  if (state.winner !== null || state.sets[0] >= need || state.sets[1] >= need) return none;
  const matchTiebreak = decider && format.deciderIsMatchTiebreak;
  let setPoint: Side | null = null;
  for (const side of [1, 2] as const) {
    if (!winsUnit(state, format, side)) continue;
    if (state.tiebreakTo > 0 || matchTiebreak || gameWinsSet(state, format, side, decider)) setPoint = side;
  }
  const receiver = other(state.server);
  return {
    breakPoint: state.tiebreakTo === 0 && !matchTiebreak && winsUnit(state, format, receiver),
    setPoint,
    matchPoint: setPoint !== null && state.sets[setPoint - 1] + 1 >= need ? setPoint : null,
  };
}
