import { monthsBetween, shiftMonth } from '../../api/read-ranking-months';
import type { EloTour, EloYear } from '../../lib/elo-years/elo-year';
import { type HeldMonth, ranksIn, type WeeklySystem } from '../../lib/weekly-lists/held-month';
import { dayMs } from './career-dates';
import type { ListRank } from './weekly-career';

const YEAR_MS = 365.2425 * 86_400_000;
/** The archive's last season: a player with results in it may be on lists up to the newest held. */
const ARCHIVE_LAST_SEASON = '2022';
/** Ranking points stand 52 weeks: a career's lists run about a year past its last match. */
const AFTER_LAST_MATCH_MONTHS = 12;

/** A compared player's archive span (first and last result), null when the archive has none. */
export interface CareerSpan {
  first: string | null;
  last: string | null;
}

/** Age in years (decimal) on `date` for someone born on `dob` (both `YYYY-MM-DD`). */
export function ageOn(dob: string, date: string): number {
  return (dayMs(date) - dayMs(dob)) / YEAR_MS;
}

/**
 * The months of weekly lists the compared careers need: from the earliest first result to a year
 * after the latest last one, or to the newest list held when a career reaches the archive's last
 * season (the lists go on past the results); within the lists the data holds.
 */
export function compareMonths(spans: readonly CareerSpan[], oldest: string, newest: string): string[] {
  const firsts = spans.flatMap((s) => (s.first ? [s.first.slice(0, 7)] : [])).sort();
  const lasts = spans.flatMap((s) => (s.last ? [s.last.slice(0, 7)] : [])).sort();
  if (firsts.length === 0 || lasts.length === 0) return [];
  const last = lasts[lasts.length - 1];
  const to = last.slice(0, 4) >= ARCHIVE_LAST_SEASON ? newest : shiftMonth(last, AFTER_LAST_MATCH_MONTHS);
  const from = firsts[0] < oldest ? oldest : firsts[0];
  return monthsBetween(from, to < newest ? to : newest);
}

/** The Elo years those months span (one `kind=elo` package each). */
export function compareYears(months: readonly string[]): string[] {
  if (months.length === 0) return [];
  const a = Number(months[0].slice(0, 4));
  const b = Number((months.at(-1) as string).slice(0, 4));
  return Array.from({ length: b - a + 1 }, (_, i) => String(a + i));
}

/** One year's best overall Elo of a player, at the week it took effect. */
export interface YearPeak {
  year: string;
  date: string;
  rating: number;
}

/** The player's best overall Elo of each year held (qualified ratings only), oldest first. */
export function yearlyElo(years: readonly EloYear[], tour: EloTour, id: number): YearPeak[] {
  return years.flatMap((y) => {
    const p = y.peaks.find((k) => k.tour === tour && k.ladder === 'overall' && k.id === id);
    return p ? [{ year: y.year, date: p.date, rating: p.rating }] : [];
  });
}

/** Where a chart puts a date: its time, or the player's age then (null when no birth date is held). */
export function xOf(date: string, axis: 'date' | 'age', dob: string | null): number | null {
  if (axis === 'date') return dayMs(date);
  return dob ? ageOn(dob, date) : null;
}

/** The lists with the player on them, oldest first (what a rank line draws). */
export const rankedLists = (lists: readonly ListRank[]) =>
  lists.filter((l): l is { date: string; rank: number } => l.rank !== null && l.rank > 0);

/** What the compared careers are drawn from: the months of weekly lists and the years of Elo. */
export interface CompareData {
  months: HeldMonth[];
  years: EloYear[];
}

/** A player's rank on every list of the months held, oldest first. */
export function listsOf(data: CompareData, system: WeeklySystem, id: number): ListRank[] {
  return data.months.flatMap((m) => ranksIn(m, system, id));
}
