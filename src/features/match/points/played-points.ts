import type { LivePoint } from '../../../../contract/points';

/**
 * A point row read as the point that was played. A row is the state AFTER a point, and its `set`,
 * `game` and `number` describe that state ("0 for a game's opening state"), while its `server` serves
 * the NEXT point. Read naively, a game's winning point lands under the next game as point 0, served by
 * the next game's server. The state the point was played from (the row before it) says where it
 * belongs and who served it.
 */
export interface PlayedPoint {
  point: LivePoint;
  /** The set and game it was played in; null when no held row says. */
  set: number | null;
  game: number | null;
  /** Its place in that game, from 1; null when not known. */
  ordinal: number | null;
  /** Who served it: the server of the state it was played from; null when that is not known. */
  server: 1 | 2 | null;
  /** Whether it won the game or the set (the state after it opens the next game). */
  ended: 'game' | 'set' | null;
  /** The state it was played from (the row before it), when held: break and set points are read from it. */
  before?: LivePoint;
}

const REGULAR_POINTS = new Set(['0', '15', '30', '40', 'AD']);

/** A tiebreak state: the row says so, or its score is a running count rather than 15/30/40. */
export function inTiebreak(p: LivePoint): boolean {
  if (p.tiebreak !== undefined) return p.tiebreak;
  return [p.score.p1, p.score.p2].some((s) => s !== null && !REGULAR_POINTS.has(s));
}

const setsWon = (p: LivePoint) => p.sets.reduce<number>((sum, s) => sum + (s ?? 0), 0);

function readOne(p: LivePoint, from: LivePoint | undefined): PlayedPoint {
  // Points already recorded in the state's game: 1 or more means the point stayed in that game.
  if (p.number !== null && p.number >= 1) {
    const server = from ? from.server : inTiebreak(p) ? null : p.server;
    return { point: p, set: p.set, game: p.game, ordinal: p.number, server, ended: null };
  }
  if (p.number === 0) {
    // A stream may open with the love-love state itself: no point produced it, and it stays where it is.
    if (!from && p.winner === null)
      return { point: p, set: p.set, game: p.game, ordinal: 0, server: null, ended: null };
    if (from) {
      const ended = setsWon(p) > setsWon(from) ? 'set' : 'game';
      const ordinal = from.number === null ? null : from.number + 1;
      return { point: p, set: from.set, game: from.game, ordinal, server: from.server, ended };
    }
    // No row before it: the opening state of game g > 1 follows game g - 1 of the same set; that of
    // game 1 follows the previous set, whose last game is not known here.
    if (p.game !== null && p.game > 1)
      return { point: p, set: p.set, game: p.game - 1, ordinal: null, server: null, ended: 'game' };
    const set = p.set !== null && p.set > 1 ? p.set - 1 : null;
    return { point: p, set, game: null, ordinal: null, server: null, ended: 'set' };
  }
  // No number: the state's own set and game are the best word there is.
  return {
    point: p,
    set: from?.set ?? p.set,
    game: from?.game ?? p.game,
    ordinal: null,
    server: from ? from.server : null,
    ended: null,
  };
}

/** Reads rows in seq order as played points; the row before one counts only when it is seq - 1. */
export function playedPoints(points: readonly LivePoint[]): PlayedPoint[] {
  return points.map((p, i) => {
    const before = points[i - 1];
    const from = before !== undefined && before.seq === p.seq - 1 ? before : undefined;
    return { ...readOne(p, from), before: from };
  });
}

/** The games of the set a point was played in, as they stood after it ("6–4"), or null. */
export function gamesAfter(played: PlayedPoint): string | null {
  const { set, point } = played;
  if (set === null) return null;
  const g1 = point.games[0]?.[set - 1];
  const g2 = point.games[1]?.[set - 1];
  return g1 === undefined || g2 === undefined ? null : `${g1}–${g2}`;
}
