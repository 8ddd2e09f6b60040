import type { RankingRecord } from '../../../contract/rankings';
import { weeksBetween } from './career-dates';

export const LADDERS = ['overall', 'hard', 'clay', 'grass'] as const;
export type Ladder = (typeof LADDERS)[number];

export interface EloPoint {
  /** The week the rating took effect (its `effective_date`). */
  date: string;
  rating: number;
  matches: number | null;
}

export interface LadderPeak {
  ladder: Ladder;
  date: string;
  rating: number;
}

/** Each ladder's ratings, one point per week it took effect, oldest first; a ladder never played is absent. */
export function eloSeries(records: readonly RankingRecord[]): Partial<Record<Ladder, EloPoint[]>> {
  const byLadder = new Map<Ladder, Map<string, EloPoint>>();
  for (const r of records) {
    const ladder = (LADDERS as readonly string[]).includes(r.surface ?? '') ? (r.surface as Ladder) : null;
    if (!ladder || r.rating === null || !r.effective_date) continue;
    const m = byLadder.get(ladder) ?? new Map<string, EloPoint>();
    m.set(r.effective_date, { date: r.effective_date, rating: r.rating, matches: r.matches ?? null });
    byLadder.set(ladder, m);
  }
  const out: Partial<Record<Ladder, EloPoint[]>> = {};
  for (const [ladder, m] of byLadder)
    out[ladder] = [...m.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return out;
}

/** The highest rating of a ladder and its first week, or null. */
export function peakOf(ladder: Ladder, points: readonly EloPoint[] | undefined): LadderPeak | null {
  let best: LadderPeak | null = null;
  for (const p of points ?? [])
    if (!best || p.rating > best.rating) best = { ladder, date: p.date, rating: p.rating };
  return best;
}

/**
 * The weeks to read around the overall peak so it is found to the week: the monthly reads on either
 * side of the best one bound it, and every week between them is read.
 */
export function peakRefinement(asked: readonly { asOf: string; rating: number | null }[]): string[] {
  const sorted = asked.filter((a) => a.rating !== null).sort((a, b) => (a.asOf < b.asOf ? -1 : 1));
  let i = -1;
  sorted.forEach((a, k) => {
    if (i < 0 || (a.rating as number) > (sorted[i].rating as number)) i = k;
  });
  if (i < 0) return [];
  const from = sorted[i - 1]?.asOf ?? sorted[i].asOf;
  const to = sorted[i + 1]?.asOf ?? sorted[i].asOf;
  return weeksBetween(from, to);
}
