import type { MatchFormat, ScoreState, Side } from './score-state';

// Score positions for the Markov tests: a format in one line, and a position in the current set
// with the earlier sets filled in, so a test names only the score it is about.

export const matchFormat = (
  bestOf: 3 | 5,
  finalSet: MatchFormat['finalSet'],
  matchTiebreak = false,
): MatchFormat => ({
  bestOf,
  finalSet,
  deciderIsMatchTiebreak: matchTiebreak,
  noAd: matchTiebreak,
});

/**
 * A position in the current set; earlier sets are filled with 6-3 / 3-6 scores. In a tiebreak the
 * server given is taken as its first server, which is right for the point counts the tests use (an
 * even count of points played, or one less than a multiple of four).
 */
export function positionAt(
  sets: [number, number],
  games: [number, number],
  points: [number, number],
  server: Side,
  tiebreakTo: 0 | 7 | 10 = 0,
): ScoreState {
  const prev = sets[0] + sets[1];
  const g1 = Array.from({ length: prev }, (_, i) => (i < sets[0] ? 6 : 3));
  const g2 = Array.from({ length: prev }, (_, i) => (i < sets[0] ? 3 : 6));
  return {
    sets,
    games: [
      [...g1, games[0]],
      [...g2, games[1]],
    ],
    points,
    tiebreakTo,
    server,
    tiebreakFirstServer: tiebreakTo ? server : null,
    winner: null,
  };
}
