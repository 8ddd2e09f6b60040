import { type ArchiveStore, type PositionList, ymd } from './archive-store';
import { norm as normName } from './norm';

export interface ArchiveFilter {
  tour?: 'atp' | 'wta';
  /** Fragment of either player's name (matched on normalised names). */
  name?: string;
  from?: string;
  to?: string;
  round?: string;
  level?: string;
}

/** Positions (ascending) of the rows whose winner or loser name contains the fragment. */
function namePositions(store: ArchiveStore, fragment: string): Int32Array {
  const q = normName(fragment);
  const lists: PositionList[] = [];
  let total = 0;
  if (q) {
    for (const name of store.names) {
      if (!name.includes(q)) continue;
      const list = store.byName.get(name) ?? [];
      lists.push(list);
      total += list.length;
    }
  }
  if (lists.length === 1) return Int32Array.from(lists[0]);
  // Many names: a mark per position is cheaper than sorting; few: merge by sorting.
  if (total > store.size / 8) {
    const marks = new Uint8Array(store.size);
    for (const list of lists) for (const p of list) marks[p] = 1;
    const out = new Int32Array(total);
    let n = 0;
    for (let p = 0; p < marks.length; p++) if (marks[p]) out[n++] = p;
    return out.subarray(0, n);
  }
  const all = new Int32Array(total);
  let n = 0;
  for (const list of lists) for (const p of list) all[n++] = p;
  all.sort();
  let k = 0;
  for (let i = 0; i < n; i++) if (i === 0 || all[i] !== all[i - 1]) all[k++] = all[i];
  return all.subarray(0, k);
}

/** First position whose date is <= yyyymmdd (dates descend with position). */
function firstAtOrBefore(dates: Int32Array, d: number): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] > d) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Positions (listing order) of the rows that pass every filter. The date window is a contiguous
 * run of positions; the other filters compare small integer codes.
 */
export function searchArchive(store: ArchiveStore, f: ArchiveFilter): Int32Array {
  const start = f.to ? firstAtOrBefore(store.dates, ymd(f.to)) : 0;
  const end = f.from ? firstAtOrBefore(store.dates, ymd(f.from) - 1) : store.size;
  const tour = f.tour === undefined ? -1 : f.tour === 'atp' ? 0 : 1;
  const round = f.round === undefined ? -1 : store.rounds.indexOf(f.round);
  const level = f.level === undefined ? -1 : store.levels.indexOf(f.level);
  // A round or level the archive never holds matches nothing (the value itself is valid).
  if ((f.round !== undefined && round < 0) || (f.level !== undefined && level < 0)) return new Int32Array(0);
  const keep = (p: number) =>
    (tour < 0 || store.tours[p] === tour) &&
    (round < 0 || store.roundCodes[p] === round) &&
    (level < 0 || store.levelCodes[p] === level);
  if (f.name !== undefined) {
    const hits = namePositions(store, f.name);
    const out = new Int32Array(hits.length);
    let n = 0;
    for (const p of hits) if (p >= start && p < end && keep(p)) out[n++] = p;
    return out.subarray(0, n);
  }
  const out = new Int32Array(Math.max(0, end - start));
  let n = 0;
  for (let p = start; p < end; p++) {
    if (tour >= 0 && store.tours[p] !== tour) continue;
    if (round >= 0 && store.roundCodes[p] !== round) continue;
    if (level >= 0 && store.levelCodes[p] !== level) continue;
    out[n++] = p;
  }
  return out.subarray(0, n);
}
