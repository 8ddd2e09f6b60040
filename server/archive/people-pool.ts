import type { PlayerRow } from '../data/players';

/** One corpus person (id scoped per tour) with the number of archive results they played. */
export interface ArchivePerson {
  row: PlayerRow;
  norm: string;
  matches: number;
  /** Seasons of their first and last archive results (null without one): tells namesakes apart. */
  firstYear: number | null;
  lastYear: number | null;
}

/** Between two names in the packed norms: a normalised name holds only `a`–`z` and spaces. */
const SEP = '\n';

/**
 * The pool's columns as they cross from the worker: each person's row in `loadPlayers()`, result
 * count and first/last season (0 = none), and every normalised name in one string (`SEP` after
 * each), person `i`'s from `start[i]` (one past the last at `start[size]`).
 */
export interface PoolParts {
  player: Int32Array;
  matches: Int32Array;
  first: Int32Array;
  last: Int32Array;
  norms: string;
  start: Uint32Array;
}

/**
 * Every person of the player files in name order, held as columns: a person is made as an object
 * only when a read reaches it. Taking in ~136k person objects and their names on the request
 * thread held it for slices adding up to hundreds of milliseconds, and made that many young
 * objects for the collector to copy while every corpus was read for the first time at once.
 */
export class PeoplePool {
  readonly size: number;
  /**
   * The people made so far, by position: every one when this thread made them, else only those a
   * read reached. A map, not an array of `size` slots: filling ~136k slots as the pool was taken in
   * held the request thread ~10 ms and left 1.1 MB for the collector to copy meanwhile.
   */
  private readonly made: Map<number, ArchivePerson> | readonly ArchivePerson[];

  private constructor(
    private readonly players: readonly PlayerRow[],
    private readonly parts: PoolParts,
    made?: ArchivePerson[],
  ) {
    this.size = parts.player.length;
    this.made = made ?? new Map();
  }

  /** A pool over columns another thread built, whose `player` indexes `players`. */
  static fromParts(players: readonly PlayerRow[], parts: PoolParts): PeoplePool {
    return new PeoplePool(players, parts);
  }

  /** A pool over people already made (this thread built them), with the columns to hand it over. */
  static fromPeople(players: readonly PlayerRow[], people: ArchivePerson[]): PeoplePool {
    const at = new Map(players.map((p, i) => [p, i]));
    const start = new Uint32Array(people.length + 1);
    for (let i = 0; i < people.length; i++) start[i + 1] = start[i] + people[i].norm.length + SEP.length;
    const parts: PoolParts = {
      player: Int32Array.from(people, (p) => at.get(p.row) ?? -1),
      matches: Int32Array.from(people, (p) => p.matches),
      first: Int32Array.from(people, (p) => p.firstYear ?? 0),
      last: Int32Array.from(people, (p) => p.lastYear ?? 0),
      norms: people.map((p) => `${p.norm}${SEP}`).join(''),
      start,
    };
    return new PeoplePool(players, parts, people);
  }

  /** The columns, to hand the pool to another thread. */
  toParts(): PoolParts {
    return this.parts;
  }

  /** The normalised name of person `i`, without making the person. */
  normAt(i: number): string {
    const { norms, start } = this.parts;
    return norms.slice(start[i], start[i + 1] - SEP.length);
  }

  /** Person `i`, made on first read and kept. */
  at(i: number): ArchivePerson {
    if (!(this.made instanceof Map)) return this.made[i];
    let p = this.made.get(i);
    if (!p) {
      const { player, matches, first, last } = this.parts;
      p = {
        row: this.players[player[i]],
        norm: this.normAt(i),
        matches: matches[i],
        firstYear: first[i] || null,
        lastYear: last[i] || null,
      };
      this.made.set(i, p);
    }
    return p;
  }

  /**
   * Positions of the people whose name contains `q` (normalised, non-empty, no `SEP`), ascending:
   * one search of the packed names, each hit mapped to its person by bisection.
   */
  containing(q: string): number[] {
    const out: number[] = [];
    const { norms, start } = this.parts;
    for (let k = norms.indexOf(q); k >= 0; ) {
      let [lo, hi] = [0, this.size - 1];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (start[mid] <= k) lo = mid;
        else hi = mid - 1;
      }
      out.push(lo);
      // The next hit in a later name: this one's further hits would repeat it.
      k = norms.indexOf(q, start[lo + 1]);
    }
    return out;
  }
}
