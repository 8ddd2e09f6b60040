/** Side of a match: 1 follows players.p1, 2 follows players.p2. */
export type Side = 1 | 2;

/**
 * How a match is scored. Everything the scoring engine and the Markov model need to know
 * about an event's rules; chosen per slam, year and event by `formatFor` in formats.ts.
 */
export interface MatchFormat {
  bestOf: 3 | 5;
  /** How the deciding set is settled when it reaches 6-6 (or 12-12). */
  finalSet: 'advantage' | 'tiebreak7' | 'tiebreak7at12' | 'tiebreak10';
  /** The deciding set is replaced by a 10-point match tiebreak (mixed doubles at AO/FO/USO). */
  deciderIsMatchTiebreak: boolean;
  /** No-ad games: at deuce the next point wins the game. */
  noAd: boolean;
}

/** The full state of a match between points. Pure data; never mutated by the engine. */
export interface ScoreState {
  /** Sets won [p1, p2]. */
  sets: [number, number];
  /** Games per set, player-major, including the set in progress: [[6,3,2],[4,6,1]]. */
  games: [number[], number[]];
  /** Points in the current game, or the running count in a tiebreak [p1, p2]. */
  points: [number, number];
  /** 0 when not in a tiebreak, else the target (7 or 10). */
  tiebreakTo: 0 | 7 | 10;
  /** Server of the next point (during a tiebreak it changes after the first point, then every two). */
  server: Side;
  /** Who served the first point of the current tiebreak (decides who serves the next set's first game). */
  tiebreakFirstServer: Side | null;
  /** Null while the match goes on. */
  winner: Side | null;
}
