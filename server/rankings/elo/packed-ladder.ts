import { type LadderTapes, lastOnOrBefore, type PlayerTape } from './elo-engine';

/** One ladder as flat columns: player `ids[k]` owns entries `start[k]` .. `start[k + 1]`. */
export interface PackedLadder {
  ids: Int32Array;
  start: Uint32Array;
  effective: Int32Array;
  rating: Float64Array;
  matches: Int32Array;
  /** The positions k in ascending order of `ids[k]`, sorted by the worker, so a look-up is a bisection. */
  byId: Int32Array;
}

/** Packs a walked ladder, in its walk order. */
export function packLadder(tapes: LadderTapes): PackedLadder {
  let total = 0;
  for (const t of tapes.values()) total += t.effective.length;
  const out: PackedLadder = {
    ids: new Int32Array(tapes.size),
    start: new Uint32Array(tapes.size + 1),
    effective: new Int32Array(total),
    rating: new Float64Array(total),
    matches: new Int32Array(total),
    byId: new Int32Array(tapes.size),
  };
  let k = 0;
  let n = 0;
  for (const [id, t] of tapes) {
    out.ids[k] = id;
    out.start[k++] = n;
    for (let i = 0; i < t.effective.length; i++, n++) {
      out.effective[n] = t.effective[i];
      out.rating[n] = t.rating[i];
      out.matches[n] = t.matches[i];
    }
  }
  out.start[k] = n;
  out.byId = Int32Array.from(out.ids.keys()).sort((a, b) => out.ids[a] - out.ids[b]);
  return out;
}

/**
 * A packed ladder read in place: a player's tape is made (three views on the columns) only when a
 * read asks for it. Unpacked into a Map of per-player views up front, the two tours' eight ladders
 * held ~29 MB of heap and took a few hundred thousand entries in on the request thread.
 */
export class PackedLadderTapes implements LadderTapes {
  readonly size: number;

  constructor(private readonly c: PackedLadder) {
    this.size = c.ids.length;
  }

  private tapeAt(k: number): PlayerTape {
    const { start, effective, rating, matches } = this.c;
    const [a, b] = [start[k], start[k + 1]];
    return {
      effective: effective.subarray(a, b),
      rating: rating.subarray(a, b),
      matches: matches.subarray(a, b),
    };
  }

  get(id: number): PlayerTape | undefined {
    const { ids, byId } = this.c;
    let lo = 0;
    let hi = byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = ids[byId[mid]];
      if (at === id) return this.tapeAt(byId[mid]);
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /**
   * Each player's entry in force on `day` (the last whose effective day is on or before it), read
   * from the columns: a listing visits every player of the ladder, and making three views per
   * player for it made ~60k short-lived objects a read.
   */
  forEachAt(
    day: number,
    visit: (id: number, rating: number, matches: number, effective: number) => void,
  ): void {
    for (let k = 0; k < this.size; k++) this.visitAt(k, day, visit);
  }

  /** `forEachAt` for the player at position `k` alone: a listing made a few players at a time. */
  visitAt(
    k: number,
    day: number,
    visit: (id: number, rating: number, matches: number, effective: number) => void,
  ): void {
    const { ids, start, effective, rating, matches } = this.c;
    const found = lastOnOrBefore(effective, day, start[k], start[k + 1]);
    if (found >= 0) visit(ids[k], rating[found], matches[found], effective[found]);
  }

  *keys(): IterableIterator<number> {
    yield* this.c.ids;
  }

  *values(): IterableIterator<PlayerTape> {
    for (let k = 0; k < this.size; k++) yield this.tapeAt(k);
  }

  *[Symbol.iterator](): IterableIterator<[number, PlayerTape]> {
    for (let k = 0; k < this.size; k++) yield [this.c.ids[k], this.tapeAt(k)];
  }
}
