import type { EloTour } from '../../lib/elo-years/elo-year';
import { daysBetween } from './career-dates';
import {
  ageOn,
  type CompareData,
  listsOf,
  rankedLists,
  xOf,
  type YearPeak,
  yearlyElo,
} from './compare-careers';
import type { CompareLine } from './compare-chart';
import type { CompareAxis } from './rankings-url';
import { MISSING_AFTER_DAYS, type WeeklyCareer, weeklyCareer } from './weekly-career';

/** Told apart by colour and by dash, so the lines read in grey and for colour-blind eyes too. */
const LINE_STYLES = [
  { color: '#4f46e5' },
  { color: '#c2410c', dash: '6 3' },
  { color: '#15803d', dash: '2 2' },
  { color: '#be185d', dash: '8 3 2 3' },
] as const;

/** One compared player's figures, each from the same lists and years the chart draws. */
export interface CompareRow {
  id: number;
  name: string;
  dob: string | null;
  career: WeeklyCareer | null;
  /** Age at the first list at the career high. */
  highAge: number | null;
  elo: YearPeak[];
  /** The best of the yearly bests, and the age then. */
  peak: YearPeak | null;
  peakAge: number | null;
  ranked: { date: string; rank: number }[];
}

export function compareRows(
  data: CompareData,
  tour: EloTour,
  players: readonly { id: number; name: string }[],
  dobs: readonly (string | null)[],
  oldestHeld: string | null,
): CompareRow[] {
  return players.map((p, i) => {
    const lists = listsOf(data, tour, p.id);
    const career = weeklyCareer(lists, oldestHeld);
    const elo = yearlyElo(data.years, tour, p.id);
    // The first year at the best stands: a later equal rating is not a new peak.
    const peak = elo.reduce<YearPeak | null>((b, y) => (b === null || y.rating > b.rating ? y : b), null);
    const dob = dobs[i] ?? null;
    return {
      id: p.id,
      name: p.name,
      dob,
      career,
      highAge: dob && career ? ageOn(dob, career.bestFirst) : null,
      elo,
      peak,
      peakAge: dob && peak ? ageOn(dob, peak.date) : null,
      ranked: rankedLists(lists),
    };
  });
}

/** The rank and Elo lines of the rows on the axis; a player with no birth date is left off an age axis. */
export function compareLines(rows: readonly CompareRow[], axis: CompareAxis) {
  const drawn = rows.filter((r) => axis === 'date' || r.dob !== null);
  const style = (r: CompareRow) => LINE_STYLES[rows.indexOf(r) % LINE_STYLES.length];
  const rank: CompareLine[] = drawn.map((r) => {
    const out: CompareLine['rows'] = [];
    r.ranked.forEach((l, i) => {
      const x = xOf(l.date, axis, r.dob) as number;
      const prev = r.ranked[i - 1];
      // Off the lists, or lists the data lacks: the line stops rather than bridging the gap.
      if (prev && daysBetween(prev.date, l.date) > MISSING_AFTER_DAYS)
        out.push({ x: ((xOf(prev.date, axis, r.dob) as number) + x) / 2, v: null });
      out.push({ x, v: l.rank });
    });
    return { name: r.name, ...style(r), rows: out };
  });
  const elo: CompareLine[] = drawn.map((r) => ({
    name: r.name,
    ...style(r),
    rows: r.elo.map((y) => ({ x: xOf(y.date, axis, r.dob) as number, v: y.rating })),
  }));
  return { rank, elo, undrawn: rows.filter((r) => !drawn.includes(r)) };
}
