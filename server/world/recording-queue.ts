import { normName } from '../data/names';
import type { ReplayMatch } from '../data/slam-pbp';
import { shuffled } from '../engine/rng';

/** Everyone on court in a recording: both sides and, in doubles, both partners (normalised names). */
export function peopleOf(m: ReplayMatch): string[] {
  return [m.p1.name, m.p1.partner, m.p2.name, m.p2.partner].filter((n) => !!n).map((n) => normName(n ?? ''));
}

/** What the court asking for a recording is bound by. */
export interface Ask {
  /** When the order of play shows the slot: from then on its recording is on view. */
  publishedMs: number;
  /** When the slot starts; asks come in start order. */
  startMs: number;
  /** Until when a person is on another court (as of the slot's start), or undefined when free. */
  busyUntil: (person: string) => number | undefined;
}

interface Entry {
  replay: ReplayMatch;
  people: string[];
  /** Place in the seeded shuffle: the order among recordings never played yet. */
  rank: number;
  /** When the newest replay of it leaves view; -Infinity until it is first played. */
  freeAt: number;
}

export interface Taken {
  replay: ReplayMatch;
  people: readonly string[];
}

export interface Refused {
  /** The first time anything could change: a recording comes off view or its players leave court. */
  retryAt: { publishedMs: number; startMs: number };
}

const before = (a: Entry, b: Entry) => a.freeAt < b.freeAt || (a.freeAt === b.freeAt && a.rank < b.rank);

/**
 * The recordings, those off view longest first (never-played ones first, in a seeded shuffle). A
 * court takes the first one that keeps both rules: no earlier replay of it is still on view (it
 * left view by the time this one is published) and none of its players is on another court.
 */
export class RecordingQueue {
  private readonly entries: Entry[];
  /**
   * The last refusal holds for any ask published before its `publishedMs` and starting before its
   * `startMs`: no recording comes off view before the one, no passed-over player leaves court before
   * the other, and taking a recording or putting players on court never makes another one fit.
   */
  private refused: Refused['retryAt'] | null = null;

  constructor(
    pool: readonly ReplayMatch[],
    seed: number,
    private readonly windowMs: number,
  ) {
    this.entries = shuffled(pool, seed).map((replay, rank) => ({
      replay,
      people: peopleOf(replay),
      rank,
      freeAt: Number.NEGATIVE_INFINITY,
    }));
  }

  /**
   * Takes the first recording the court may play and files it as on view until `endOf(it)` plus
   * the window. When none may, says when one next could: a recording comes off view (a publication
   * time) or the busy players of one that is off view leave court (a start time).
   */
  take(ask: Ask, endOf: (m: ReplayMatch) => number): Taken | Refused {
    const r = this.refused;
    if (r && ask.publishedMs < r.publishedMs && ask.startMs < r.startMs) return { retryAt: r };
    const pick = this.scan(ask);
    if ('retryAt' in pick) {
      this.refused = pick.retryAt;
      return pick;
    }
    // The taken recording comes back with a later freeAt than some refusal may have counted on.
    this.refused = null;
    const e = this.entries[pick.at];
    this.entries.splice(pick.at, 1);
    e.freeAt = endOf(e.replay) + this.windowMs;
    this.entries.splice(this.insertAt(e), 0, e);
    return { replay: e.replay, people: e.people };
  }

  private scan(ask: Ask): { at: number } | Refused {
    let playersFree = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i];
      // Sorted by freeAt: from this entry on, every one is still on view.
      if (e.freeAt > ask.publishedMs) return { retryAt: { publishedMs: e.freeAt, startMs: playersFree } };
      let until = Number.NEGATIVE_INFINITY;
      for (const p of e.people) until = Math.max(until, ask.busyUntil(p) ?? Number.NEGATIVE_INFINITY);
      if (until === Number.NEGATIVE_INFINITY) return { at: i };
      playersFree = Math.min(playersFree, until);
    }
    return { retryAt: { publishedMs: Number.POSITIVE_INFINITY, startMs: playersFree } };
  }

  private insertAt(e: Entry): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.entries[mid], e)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
