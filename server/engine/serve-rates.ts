/**
 * Serve- and return-point win rates of players from the real results before a date, and the
 * Barnett–Clarke combination into the two serve probabilities the Markov model needs.
 */
import type { Tour } from '../data/results';
import {
  type Appearance,
  dayOf,
  initialKeys,
  normaliseName,
  type TourIndex,
  tourIndex,
  windowTotals,
} from './serve-rates-index';

export { normaliseName } from './serve-rates-index';

export interface ServeRates {
  servePointsWon: number;
  returnPointsWon: number;
  /** Matches with serve stats in the window actually used; 0 for the tour-average fallback. */
  matches: number;
  /** 'results_52w' or 'results_104w', plus '+<surface>' when surface-adjusted; or 'tour_average'. */
  source: string;
}

export interface TourAverage {
  serve: number;
  return: number;
}

/** Pseudo-count in serve points (about four matches): thin records are pulled toward the tour average. */
const PSEUDO_POINTS = 300;
/** Below this many matches with stats in 52 weeks the window widens to 104 weeks. */
const MIN_MATCHES = 10;

const clamp = (p: number) => Math.min(0.99, Math.max(0.01, p));

interface Totals {
  matches: number;
  svpt: number;
  svWon: number;
  oppSvpt: number;
  oppSvWon: number;
}

function playerTotals(list: Appearance[], from: number, to: number, surface?: string): Totals {
  const t: Totals = { matches: 0, svpt: 0, svWon: 0, oppSvpt: 0, oppSvWon: 0 };
  // Lists are sorted by day: find the window's end by halving (a recording of 2012 would otherwise
  // step over a career's ten later years, once per window and per candidate), then walk back from it
  // in the same order as ever, so the sums are the same to the last bit.
  let end = list.length;
  for (let lo = 0; lo < end; ) {
    const mid = (lo + end) >> 1;
    if (list[mid].day < to) lo = mid + 1;
    else end = mid;
  }
  for (let i = end - 1; i >= 0; i--) {
    const a = list[i];
    if (a.day < from) break;
    if (surface && a.surface !== surface) continue;
    t.matches++;
    t.svpt += a.svpt;
    t.svWon += a.svWon;
    t.oppSvpt += a.oppSvpt;
    t.oppSvWon += a.oppSvWon;
  }
  return t;
}

function averageOf(idx: TourIndex, from: number, to: number, surface?: string): TourAverage | null {
  const totals = surface ? idx.bySurface.get(surface) : idx.all;
  if (!totals) return null;
  const w = windowTotals(totals, from, to);
  if (w.svpt <= 0) return null;
  const serve = w.won / w.svpt;
  return { serve, return: 1 - serve };
}

/** Tour average in [from, to); before stats exist (pre-1991) the all-time average stands in. */
function tourAverageWindow(idx: TourIndex, from: number, to: number, surface?: string): TourAverage {
  const all = idx.all;
  const allTime = all.cumSvWon[all.days.length] / all.cumSvpt[all.days.length];
  return (
    (surface ? averageOf(idx, from, to, surface) : null) ??
    averageOf(idx, from, to) ?? { serve: allTime, return: 1 - allTime }
  );
}

/** Tour-wide serve/return point win rates over the 52 weeks before `before` (optionally on one surface). */
export function tourAverage(tour: Tour, before: string, surface?: string): TourAverage {
  const to = dayOf(before);
  return tourAverageWindow(tourIndex(tour), to - 364, to, surface?.toLowerCase());
}

/** The results id behind a display name, preferring whoever played most in the two years before `to`. */
function resolvePlayer(idx: TourIndex, name: string, to: number): number | null {
  const n = normaliseName(name);
  if (!n) return null;
  const first = n.split(' ')[0];
  const candidates =
    idx.fullNames.get(n) ??
    (first.length === 1 ? idx.initialNames.get(n) : undefined) ??
    idx.initialNames.get(initialKeys(n)[0] ?? '');
  if (!candidates) return null;
  let best: number | null = null;
  let bestScore = -1;
  for (const id of candidates) {
    const list = idx.byId.get(id) ?? [];
    const recent = playerTotals(list, to - 728, to).matches;
    const score = recent * 1e6 + playerTotals(list, Number.NEGATIVE_INFINITY, to).matches;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

const shrink = (won: number, points: number, prior: number) =>
  (won + PSEUDO_POINTS * prior) / (points + PSEUDO_POINTS);

/**
 * A player's serve- and return-point win rates from matches dated strictly before `before`
 * (YYYY-MM-DD, compared with tourney_date, the event's start: pass the event's own start date to
 * keep its later rounds out). Last 52 weeks, widened to 104 with fewer than 10 matches, shrunk
 * toward the 52-week tour average; with `surface`, the surface record is shrunk toward the tour's
 * surface average plus the player's overall edge. Unknown or inactive players get the tour average.
 */
export function serveRates(name: string, tour: Tour, before: string, surface?: string): ServeRates {
  const idx = tourIndex(tour);
  const to = dayOf(before);
  const surf = surface?.toLowerCase();
  const id = resolvePlayer(idx, name, to);
  const list = id === null ? [] : (idx.byId.get(id) ?? []);

  let weeks = 52;
  let totals = playerTotals(list, to - 364, to);
  if (totals.matches < MIN_MATCHES) {
    weeks = 104;
    totals = playerTotals(list, to - 728, to);
  }
  const from = to - weeks * 7;
  // The target is always the 52-week tour average, the one matchupServeProbabilities combines against.
  const avg = tourAverageWindow(idx, to - 364, to);
  const surfaceAvg = surf ? averageOf(idx, to - 364, to, surf) : null;
  if (totals.matches === 0) {
    const a = surfaceAvg ?? avg;
    return { servePointsWon: a.serve, returnPointsWon: a.return, matches: 0, source: 'tour_average' };
  }

  let serve = shrink(totals.svWon, totals.svpt, avg.serve);
  let ret = shrink(totals.oppSvpt - totals.oppSvWon, totals.oppSvpt, avg.return);
  let source = `results_${weeks}w`;
  if (surf && surfaceAvg) {
    const s = playerTotals(list, from, to, surf);
    serve = shrink(s.svWon, s.svpt, surfaceAvg.serve + (serve - avg.serve));
    ret = shrink(s.oppSvpt - s.oppSvWon, s.oppSvpt, surfaceAvg.return + (ret - avg.return));
    source += `+${surf}`;
  }
  return { servePointsWon: serve, returnPointsWon: ret, matches: totals.matches, source };
}

/**
 * Serve-point win probabilities for A and B facing each other (Barnett–Clarke):
 * pServeA = avgServe + (serveA − avgServe) − (returnB − avgReturn), clamped to [0.01, 0.99].
 */
export function matchupServeProbabilities(
  a: string,
  b: string,
  tour: Tour,
  before: string,
  surface?: string,
): { pServeA: number; pServeB: number; inputs: { a: ServeRates; b: ServeRates; tour: TourAverage } } {
  const ra = serveRates(a, tour, before, surface);
  const rb = serveRates(b, tour, before, surface);
  const avg = tourAverage(tour, before, surface);
  const pServeA = clamp(avg.serve + (ra.servePointsWon - avg.serve) - (rb.returnPointsWon - avg.return));
  const pServeB = clamp(avg.serve + (rb.servePointsWon - avg.serve) - (ra.returnPointsWon - avg.return));
  return { pServeA, pServeB, inputs: { a: ra, b: rb, tour: avg } };
}
