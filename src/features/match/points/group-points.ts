import type { LivePoint } from '../../../../contract/points';
import type { PlayedPoint } from './played-points';

/** A played point with its place in its game: 1, 2, 3… by position, never the row's `number`. */
export interface NumberedPoint extends PlayedPoint {
  position: number;
}

export interface GameGroup {
  key: string;
  game: number | null;
  points: NumberedPoint[];
}

export interface SetGroup {
  key: string;
  set: number | null;
  games: GameGroup[];
}

/**
 * Merges REST pages and live rows by `seq`. The live copy wins (it may carry a later `point_update`),
 * but a `serve` or `outcome` only one copy has is kept: null means not yet known, not "none".
 */
export function mergePoints(rest: readonly LivePoint[], live: readonly LivePoint[] | undefined): LivePoint[] {
  const bySeq = new Map<number, LivePoint>();
  for (const p of rest) bySeq.set(p.seq, p);
  for (const p of live ?? []) {
    const held = bySeq.get(p.seq);
    const serve = p.serve ?? held?.serve ?? null;
    const outcome = p.outcome ?? held?.outcome ?? null;
    bySeq.set(p.seq, serve === p.serve && outcome === p.outcome ? p : { ...p, serve, outcome });
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The love-all state a stream may open with: no point produced it, so it is not listed. */
const isOpeningState = (p: PlayedPoint) => p.ordinal === 0 && p.ended === null && p.server === null;

/**
 * Groups played points by the set, then the game, they were played in, in play order, and numbers each
 * by its position in its game: the contract lets `number` repeat (after deuce) or be null. A null set
 * or game is its own "unknown" group rather than being folded into set 0 or game 0.
 */
export function groupPoints(points: readonly PlayedPoint[]): SetGroup[] {
  const sets: SetGroup[] = [];
  for (const p of points) {
    if (isOpeningState(p)) continue;
    const seq = p.point.seq;
    let set = sets[sets.length - 1];
    if (!set || set.set !== p.set) {
      set = { key: `s${p.set ?? 'x'}-${seq}`, set: p.set, games: [] };
      sets.push(set);
    }
    let game = set.games[set.games.length - 1];
    if (!game || game.game !== p.game) {
      game = { key: `g${p.game ?? 'x'}-${seq}`, game: p.game, points: [] };
      set.games.push(game);
    }
    game.points.push({ ...p, position: game.points.length + 1 });
  }
  return sets;
}

/** The same groups newest first: the latest set, its latest game and that game's latest point on top. */
export function newestFirst(sets: readonly SetGroup[]): SetGroup[] {
  return sets
    .map((s) => ({ ...s, games: s.games.map((g) => ({ ...g, points: [...g.points].reverse() })).reverse() }))
    .reverse();
}
