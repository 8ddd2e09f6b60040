import type { Tour } from '../../data/results';
import { sliced } from '../../data/sliced';
import { type EloLadder, entryAt } from './elo-engine';
import { type EloTape, eloTape } from './elo-tape';
import { PackedLadderTapes } from './packed-ladder';

/** One rated player at a date on one ladder; `rank` is set in listings only. */
export interface EloEntry {
  id: number;
  name: string | null;
  ladder: EloLadder;
  rating: number;
  matches: number;
  /** Day number the rating took effect. */
  effective: number;
  rank: number | null;
}

/** Ratings are served to one decimal; ties are decided on the served value. */
export const servedRating = (r: number): number => Math.round(r * 10) / 10;

export interface EloListingQuery {
  tour: Tour;
  ladder: EloLadder;
  asOf: number;
  minMatches: number;
  activityWeeks: number;
}

const cache = new Map<string, EloEntry[]>();
const CACHE_SIZE = 32;
const building = new Map<string, Promise<void>>();

/** Collects into `rows` the players a visit of the ladder keeps for `q`. */
function keeper(q: EloListingQuery, tape: EloTape, rows: EloEntry[]) {
  const horizon = q.asOf - q.activityWeeks * 7;
  return (id: number, rating: number, matches: number, effective: number) => {
    if (matches >= q.minMatches && effective > horizon)
      rows.push(entry(tape, id, q.ladder, rating, matches, effective));
  };
}

/** The kept rows ranked and remembered under `key`. */
function remember(key: string, rows: EloEntry[]): EloEntry[] {
  rows.sort((a, b) => b.rating - a.rating || a.id - b.id);
  for (let k = 0; k < rows.length; k++) {
    const prev = rows[k - 1];
    rows[k].rank = prev && prev.rating === rows[k].rating ? prev.rank : k + 1;
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, rows);
  return rows;
}

/**
 * The ranked field at a date: players with at least `minMatches` on the ladder whose newest
 * counted result took effect within `activityWeeks` weeks up to the date. Ties share a rank.
 */
export function eloListing(q: EloListingQuery): EloEntry[] {
  const key = JSON.stringify(q);
  const known = cache.get(key);
  if (known) return known;
  const tape = eloTape(q.tour);
  const rows: EloEntry[] = [];
  const keep = keeper(q, tape, rows);
  const tapes = tape.ladders[q.ladder];
  if (tapes instanceof PackedLadderTapes) tapes.forEachAt(q.asOf, keep);
  else
    for (const [id, t] of tapes) {
      const i = entryAt(t, q.asOf);
      if (i >= 0) keep(id, t.rating[i], t.matches[i], t.effective[i]);
    }
  return remember(key, rows);
}

/**
 * `eloListing(q)` made ahead, a few players at a time, so the read that follows finds it: a
 * listing visits every rated player of the ladder (tens of thousands), and made in one go on a
 * first read it held the request thread up to ~50 ms while every corpus was first read at once.
 * A tape built in place (not packed) is listed whole by that read, as before.
 */
export function eloListingReady(q: EloListingQuery): Promise<void> {
  const key = JSON.stringify(q);
  if (cache.has(key)) return Promise.resolve();
  let ready = building.get(key);
  if (!ready) {
    const tape = eloTape(q.tour);
    const tapes = tape.ladders[q.ladder];
    if (!(tapes instanceof PackedLadderTapes)) return Promise.resolve();
    const rows: EloEntry[] = [];
    const keep = keeper(q, tape, rows);
    ready = sliced(tapes.size, (k) => tapes.visitAt(k, q.asOf, keep))
      .then(() => {
        if (!cache.has(key)) remember(key, rows);
      })
      .finally(() => building.delete(key));
    building.set(key, ready);
  }
  return ready;
}

function entry(
  tape: EloTape,
  id: number,
  ladder: EloLadder,
  rating: number,
  matches: number,
  effective: number,
): EloEntry {
  return {
    id,
    name: tape.names.get(id) ?? null,
    ladder,
    rating: servedRating(rating),
    matches,
    effective,
    rank: null,
  };
}

/** One player's newest record on each asked ladder at the date; never-played ladders are omitted. */
export function eloOfPlayer(tour: Tour, id: number, ladders: readonly EloLadder[], asOf: number): EloEntry[] {
  const tape = eloTape(tour);
  const out: EloEntry[] = [];
  for (const ladder of ladders) {
    const t = tape.ladders[ladder].get(id);
    if (!t) continue;
    const i = entryAt(t, asOf);
    if (i >= 0) out.push(entry(tape, id, ladder, t.rating[i], t.matches[i], t.effective[i]));
  }
  return out;
}
