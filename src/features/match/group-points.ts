import type { LivePoint } from '../../../contract/points';
import type { PlayedPoint } from './played-points';

export interface GameGroup {
  key: string;
  game: number | null;
  points: PlayedPoint[];
}

export interface SetGroup {
  key: string;
  set: number | null;
  games: GameGroup[];
}

/** Merges REST pages and live rows by `seq` (the live copy wins: it may carry a later `point_update`). */
export function mergePoints(rest: readonly LivePoint[], live: readonly LivePoint[] | undefined): LivePoint[] {
  const bySeq = new Map<number, LivePoint>();
  for (const p of rest) bySeq.set(p.seq, p);
  for (const p of live ?? []) bySeq.set(p.seq, p);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Groups played points by the set, then the game, they were played in, in play order. A null set or
 * game is its own "unknown" group rather than being folded into set 0 or game 0.
 */
export function groupPoints(points: readonly PlayedPoint[]): SetGroup[] {
  const sets: SetGroup[] = [];
  for (const p of points) {
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
    game.points.push(p);
  }
  return sets;
}
