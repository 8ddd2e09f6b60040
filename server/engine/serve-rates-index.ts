import { type ResultColumns, type ResultSide, resultColumns } from '../data/result-columns';
import type { Tour } from '../data/results';

/** One player's serve/return totals in one match with usable stats. */
export interface Appearance {
  day: number;
  surface: string | null;
  svpt: number;
  svWon: number;
  oppSvpt: number;
  oppSvWon: number;
}

/** Running totals over all matches with stats, sorted by day, for window averages by binary search. */
export interface CumulativeTotals {
  days: number[];
  /** cum[i] = totals over the first i matches; both sides' serve points are counted. */
  cumSvpt: Float64Array;
  cumSvWon: Float64Array;
}

export interface TourIndex {
  byId: Map<number, Appearance[]>;
  fullNames: Map<string, Set<number>>;
  /** "initial surname" variants, because some slam feeds print names as "A. Barty". */
  initialNames: Map<string, Set<number>>;
  all: CumulativeTotals;
  bySurface: Map<string, CumulativeTotals>;
}

const days = new Map<string, number>();

/** Days since 1970-01-01 for a YYYY-MM-DD date (memoised: the results repeat a few thousand dates). */
export function dayOf(date: string): number {
  let d = days.get(date);
  if (d === undefined) {
    d = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    if (days.size < 100_000) days.set(date, d);
  }
  return d;
}

const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** Lowercase, strip diacritics and punctuation, collapse spaces: 'Jo-Wilfried Tsonga' → 'jo wilfried tsonga'. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßđłıþ]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every "first initial + trailing surname words" key of a full name: 'juan martin del potro' → 'j del potro', … */
export function initialKeys(normalised: string): string[] {
  const t = normalised.split(' ');
  const keys: string[] = [];
  for (let k = 1; k < t.length; k++) keys.push(`${t[0][0]} ${t.slice(k).join(' ')}`);
  return keys;
}

/** Serve points won, or null when the row's stats cannot be trusted. */
function served(c: ResultColumns, i: number, side: ResultSide): { svpt: number; won: number } | null {
  const svpt = c.svpt(i, side);
  const firstWon = c.firstWon(i, side);
  const secondWon = c.secondWon(i, side);
  if (svpt === null || svpt <= 0 || firstWon === null || secondWon === null) return null;
  const won = firstWon + secondWon;
  return won <= svpt ? { svpt, won } : null;
}

function cumulative(rows: { day: number; svpt: number; won: number }[]): CumulativeTotals {
  rows.sort((x, y) => x.day - y.day);
  const cumSvpt = new Float64Array(rows.length + 1);
  const cumSvWon = new Float64Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++) {
    cumSvpt[i + 1] = cumSvpt[i] + rows[i].svpt;
    cumSvWon[i + 1] = cumSvWon[i] + rows[i].won;
  }
  return { days: rows.map((r) => r.day), cumSvpt, cumSvWon };
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

/** The index over one tour's results (`loadResultsByTour` order), read through their start fields. */
export function buildIndex(parts: readonly ResultColumns[]): TourIndex {
  const byId = new Map<number, Appearance[]>();
  const fullNames = new Map<string, Set<number>>();
  const initialNames = new Map<string, Set<number>>();
  const seen = new Map<number, Set<string>>();
  const totals: { day: number; svpt: number; won: number; surface: string | null }[] = [];

  const name = (id: number, raw: string) => {
    let names = seen.get(id);
    if (!names) {
      names = new Set();
      seen.set(id, names);
    }
    if (names.has(raw)) return;
    names.add(raw);
    const n = normaliseName(raw);
    if (!n) return;
    addTo(fullNames, n, id);
    for (const k of initialKeys(n)) addTo(initialNames, k, id);
  };

  for (const c of parts)
    for (let i = 0; i < c.size; i++) {
      const [winner, loser] = [c.id(i, 0), c.id(i, 1)];
      name(winner, c.name(i, 0));
      name(loser, c.name(i, 1));
      const w = served(c, i, 0);
      const l = served(c, i, 1);
      if (!w || !l) continue;
      const day = dayOf(c.date(i));
      const surface = c.surface(i);
      const push = (id: number, mine: typeof w, theirs: typeof w) => {
        let list = byId.get(id);
        if (!list) {
          list = [];
          byId.set(id, list);
        }
        list.push({
          day,
          surface,
          svpt: mine.svpt,
          svWon: mine.won,
          oppSvpt: theirs.svpt,
          oppSvWon: theirs.won,
        });
      };
      push(winner, w, l);
      push(loser, l, w);
      totals.push({ day, svpt: w.svpt + l.svpt, won: w.won + l.won, surface });
    }
  for (const list of byId.values()) list.sort((x, y) => x.day - y.day);

  const surfaces = new Map<string, typeof totals>();
  for (const t of totals) {
    if (!t.surface) continue;
    const list = surfaces.get(t.surface) ?? [];
    list.push(t);
    surfaces.set(t.surface, list);
  }
  const bySurface = new Map([...surfaces].map(([s, list]) => [s, cumulative(list)] as const));
  return { byId, fullNames, initialNames, all: cumulative(totals), bySurface };
}

const indexes = new Map<Tour, TourIndex>();

/** The per-tour index, built once from the results files' start fields (never their parsed rows). */
export function tourIndex(tour: Tour): TourIndex {
  let idx = indexes.get(tour);
  if (!idx) {
    idx = buildIndex(resultColumns(tour));
    indexes.set(tour, idx);
  }
  return idx;
}

/** First index i with days[i] >= day. */
function lowerBound(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Serve-point totals of all matches with stats dated in [from, to). */
export function windowTotals(t: CumulativeTotals, from: number, to: number): { svpt: number; won: number } {
  const i = lowerBound(t.days, from);
  const j = lowerBound(t.days, to);
  return { svpt: t.cumSvpt[j] - t.cumSvpt[i], won: t.cumSvWon[j] - t.cumSvWon[i] };
}
