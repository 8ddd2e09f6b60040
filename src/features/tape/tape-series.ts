import type { z } from 'zod';
import type { HistoryTapeRow, Tiebreaks } from '../../../contract/history-matches';

export interface SeriesPoint {
  index: number;
  /** p1 win probability 0..1, null where the model did not run on this row. */
  p1: number | null;
  /** Running points won by p1 minus points won by p2 up to and including this row. */
  momentum: number;
}

export interface TapeSeries {
  points: SeriesPoint[];
  /** Rows that carry a model probability (what `meta.model_rows` counts). */
  modelRows: number;
  /** Rows with an attributable point winner. */
  attributed: number;
}

/** One pass over the rows for every chart; callers memoize it per tape. */
export function tapeSeries(rows: readonly HistoryTapeRow[]): TapeSeries {
  let momentum = 0;
  let modelRows = 0;
  let attributed = 0;
  const points = rows.map((r, index) => {
    if (r.point_winner === 1) momentum++;
    else if (r.point_winner === 2) momentum--;
    if (r.point_winner === 1 || r.point_winner === 2) attributed++;
    if (r.win_probability_p1 !== null) modelRows++;
    return { index, p1: r.win_probability_p1, momentum };
  });
  return { points, modelRows, attributed };
}

export interface TiebreakBar {
  label: string;
  p1: number;
  p2: number;
}

/**
 * Observed tiebreaks as bars. A 7-6 set (from the final games) whose tiebreak is null had its
 * closing point never observed: it is named apart, never drawn as 0-0.
 */
export function tiebreakBars(
  tiebreaks: z.infer<typeof Tiebreaks>,
  finalGames: readonly (readonly number[])[] | null,
): { bars: TiebreakBar[]; unobserved: string[] } {
  const bars: TiebreakBar[] = [];
  const unobserved: string[] = [];
  (tiebreaks ?? []).forEach((tb, i) => {
    const label = `Set ${i + 1}`;
    if (tb) bars.push({ label, p1: tb.p1, p2: tb.p2 });
    else {
      const a = finalGames?.[0]?.[i];
      const b = finalGames?.[1]?.[i];
      if ((a === 7 && b === 6) || (a === 6 && b === 7)) unobserved.push(label);
    }
  });
  return { bars, unobserved };
}

/**
 * At most `cap` points for a chart, evenly strided, always keeping the first and last. A 600 px chart
 * cannot show more than ~1 point per 3 px anyway;
 * the table and scrubber still show every row.
 */
export function capSeries<T>(points: readonly T[], cap: number): T[] {
  if (points.length <= cap) return [...points];
  const step = (points.length - 1) / (cap - 1);
  return Array.from({ length: cap }, (_, k) => points[Math.round(k * step)]);
}

/** The rows on which a set ended (the sets won went up), each with the set's number, for the set lines. */
export function setEnds(rows: readonly HistoryTapeRow[]): { x: number; label: string }[] {
  const out: { x: number; label: string }[] = [];
  let before = (rows[0]?.sets[0] ?? 0) + (rows[0]?.sets[1] ?? 0);
  rows.forEach((r, x) => {
    const now = (r.sets[0] ?? 0) + (r.sets[1] ?? 0);
    if (now > before) out.push({ x, label: `Set ${now}` });
    before = now;
  });
  return out;
}
