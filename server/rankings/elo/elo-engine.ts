/**
 * The as-of Elo walk, pure: results in, per-player rating tapes out. Model (documented in the
 * response under `meta.coverage.model`): every player starts at 1500; after each match both
 * ratings move by K × (score − expected), expected = 1 / (1 + 10^((Ro − R) / 400)), with the
 * FiveThirtyEight-style K = 250 / (n + 5)^0.4 where n is the player's matches on that ladder so
 * far, so newcomers move fast and veterans slowly. No decay, no margin of victory.
 */
export const INITIAL_RATING = 1500;
export const PUBLICATION_LAG_DAYS = 14;
export const ELO_LADDERS = ['overall', 'hard', 'clay', 'grass'] as const;
export type EloLadder = (typeof ELO_LADDERS)[number];

const kFactor = (matchesBefore: number): number => 250 / (matchesBefore + 5) ** 0.4;
const expectedScore = (rating: number, opponent: number): number =>
  1 / (1 + 10 ** ((opponent - rating) / 400));

/** One played result, already in walk order; `weekStart` is a day number (days since 1970-01-01). */
export interface EloResult {
  weekStart: number;
  winnerId: number;
  loserId: number;
  /** 'hard', 'clay', 'grass' feed their own ladder too; anything else only `overall`. */
  surface: string | null;
}

/**
 * One player's tape on one ladder: parallel arrays, one entry per effective date (the week's
 * last rating wins), ascending. `effective` is weekStart + 14 days, as day numbers.
 */
export interface PlayerTape {
  effective: ArrayLike<number>;
  rating: ArrayLike<number>;
  matches: ArrayLike<number>;
}

/**
 * One ladder's tapes by player id, iterated in the walk's order: a Map while the walk writes it,
 * packed columns once a worker has built it (`PackedLadderTapes`, packed-ladder.ts).
 */
export interface LadderTapes {
  readonly size: number;
  get(id: number): PlayerTape | undefined;
  keys(): Iterable<number>;
  values(): Iterable<PlayerTape>;
  [Symbol.iterator](): Iterator<[number, PlayerTape]>;
}

/** A tape while the walk writes it. */
interface GrowingTape {
  effective: number[];
  rating: number[];
  matches: number[];
}

interface Live {
  rating: number;
  matches: number;
  tape: GrowingTape;
}

function live(ladder: Map<number, Live>, tapes: Map<number, PlayerTape>, id: number): Live {
  let p = ladder.get(id);
  if (!p) {
    const tape: GrowingTape = { effective: [], rating: [], matches: [] };
    p = { rating: INITIAL_RATING, matches: 0, tape };
    ladder.set(id, p);
    tapes.set(id, tape);
  }
  return p;
}

function record(p: Live, effective: number): void {
  const t = p.tape;
  const last = t.effective.length - 1;
  if (last >= 0 && t.effective[last] === effective) {
    t.rating[last] = p.rating;
    t.matches[last] = p.matches;
    return;
  }
  t.effective.push(effective);
  t.rating.push(p.rating);
  t.matches.push(p.matches);
}

/** Walks the results in the order given and returns the four ladders' tapes. */
export function walkElo(results: Iterable<EloResult>): Record<EloLadder, Map<number, PlayerTape>> {
  const tapes = Object.fromEntries(ELO_LADDERS.map((l) => [l, new Map()])) as Record<
    EloLadder,
    Map<number, PlayerTape>
  >;
  const state = Object.fromEntries(ELO_LADDERS.map((l) => [l, new Map<number, Live>()])) as Record<
    EloLadder,
    Map<number, Live>
  >;
  const update = (ladder: EloLadder, r: EloResult) => {
    const w = live(state[ladder], tapes[ladder], r.winnerId);
    const l = live(state[ladder], tapes[ladder], r.loserId);
    const ew = expectedScore(w.rating, l.rating);
    // Both deltas are computed from the pre-match ratings.
    const dw = kFactor(w.matches) * (1 - ew);
    const dl = kFactor(l.matches) * (0 - (1 - ew));
    w.rating += dw;
    l.rating += dl;
    w.matches++;
    l.matches++;
    const effective = r.weekStart + PUBLICATION_LAG_DAYS;
    record(w, effective);
    record(l, effective);
  };
  for (const r of results) {
    if (r.winnerId === r.loserId) continue;
    update('overall', r);
    if (r.surface === 'hard' || r.surface === 'clay' || r.surface === 'grass') update(r.surface, r);
  }
  return tapes;
}

/** Index of the newest tape entry effective on or before `day`, or -1. */
export function entryAt(tape: PlayerTape, day: number): number {
  return lastOnOrBefore(tape.effective, day, 0, tape.effective.length);
}

/** The last index in [from, to) of ascending `effective` whose day is on or before `day`, or -1. */
export function lastOnOrBefore(effective: ArrayLike<number>, day: number, from: number, to: number): number {
  let lo = from;
  let hi = to - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (effective[mid] <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
