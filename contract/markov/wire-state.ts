import type { MatchFormat, ScoreState, Side } from './score-state';

/** The fields of a wire score (`Score`, tape rows) the model reads; structural so this folder imports nothing. */
export interface WireScoreLike {
  sets: readonly number[];
  games: readonly (readonly number[])[] | null;
  points: readonly (string | null)[] | null;
  server: Side | null;
  is_tiebreak: boolean;
}

/** The scoring rules as the service states them beside its model inputs (shape ours). */
export interface WireFormatLike {
  best_of?: number | null;
  final_set?: string | null;
  decider_match_tiebreak?: boolean | null;
  no_ad?: boolean | null;
}

const FINAL_SETS = ['advantage', 'tiebreak7', 'tiebreak7at12', 'tiebreak10'] as const;

/**
 * The rules to model a match with. The service's own statement wins; otherwise the listing's `BO3`/`BO5`
 * with a 7-point tiebreak in every set, the rule of most tour events (a slam decider at 6-6 is the only
 * score this can misjudge).
 */
export function formatFromWire(format: string | null, stated?: WireFormatLike | null): MatchFormat {
  const bestOf = stated?.best_of === 5 || stated?.best_of === 3 ? stated.best_of : format === 'BO5' ? 5 : 3;
  const finalSet = FINAL_SETS.find((f) => f === stated?.final_set) ?? 'tiebreak7';
  return {
    bestOf,
    finalSet,
    deciderIsMatchTiebreak: stated?.decider_match_tiebreak === true,
    noAd: stated?.no_ad === true,
  };
}

const GAME_POINTS: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3 };

function pointCounts(points: readonly (string | null)[], tiebreak: boolean): [number, number] | null {
  const [a, b] = points;
  if (a === null || b === null || a === undefined || b === undefined) return null;
  if (tiebreak) {
    const x = Number(a);
    const y = Number(b);
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 ? [x, y] : null;
  }
  // Advantage is one point past 40: AD-40 is 4-3.
  const x = a === 'AD' ? 4 : GAME_POINTS[a];
  const y = b === 'AD' ? 4 : GAME_POINTS[b];
  if (x === undefined || y === undefined || (x === 4 && y !== 3) || (y === 4 && x !== 3)) return null;
  return [x, y];
}

/**
 * A wire score as the model's state, or null when a part the model needs is withheld (null games,
 * points or server): a withheld score is not 0-0.
 */
export function stateFromWire(score: WireScoreLike, format: MatchFormat): ScoreState | null {
  if (score.games === null || score.points === null || score.server === null) return null;
  const [sa, sb] = score.sets;
  if (typeof sa !== 'number' || typeof sb !== 'number') return null;
  const points = pointCounts(score.points, score.is_tiebreak);
  if (!points) return null;
  const need = format.bestOf === 5 ? 3 : 2;
  const decider = sa === need - 1 && sb === need - 1;
  const tenPoint = decider && (format.deciderIsMatchTiebreak || format.finalSet === 'tiebreak10');
  return {
    sets: [sa, sb],
    games: [[...(score.games[0] ?? [])], [...(score.games[1] ?? [])]],
    points,
    tiebreakTo: score.is_tiebreak ? (tenPoint ? 10 : 7) : 0,
    server: score.server,
    tiebreakFirstServer: null,
    winner: sa >= need ? 1 : sb >= need ? 2 : null,
  };
}
