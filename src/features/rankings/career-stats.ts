import { daysBetween, weeksBetween } from './career-dates';

export interface RankPoint {
  /** The week the record was published (its `effective_date`). */
  date: string;
  rank: number;
}

/** A stretch between two held points with no list in it: drawn as a break, never as a line. */
export interface CareerGap {
  from: string;
  to: string;
}

/**
 * Two published weeks further apart than this are not consecutive: the player was out of the
 * rankings, or the data has a hole, and the line breaks (the calendar's own pauses stay under it).
 */
const BREAK_DAYS = 35;

/** Records read at many dates, one point per published week, oldest first. */
export function rankPoints(records: readonly { date: string | null; rank: number | null }[]): RankPoint[] {
  const byDate = new Map<string, number>();
  for (const r of records) if (r.date && r.rank !== null && r.rank > 0) byDate.set(r.date, r.rank);
  return [...byDate].map(([date, rank]) => ({ date, rank })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** One read: the date asked and the week its record speaks for (null: no record on or before it). */
export interface Probe {
  asOf: string;
  date: string | null;
}

/**
 * Where the line breaks: between two points a read found the player out of the rankings (no
 * record, or only a record older than BREAK_DAYS: no list held, or not ranked then). Points far
 * apart are not a break by themselves: monthly reads skip weeks of a ranked player.
 */
export function careerBreaks(points: readonly RankPoint[], probes: readonly Probe[]): CareerGap[] {
  const out = new Map<string, CareerGap>();
  for (const probe of probes) {
    const stale = probe.date === null || daysBetween(probe.date, probe.asOf) > BREAK_DAYS;
    if (!stale) continue;
    let i = -1;
    while (i + 1 < points.length && points[i + 1].date <= probe.asOf) i++;
    if (i < 0 || i + 1 >= points.length) continue;
    out.set(points[i].date, { from: points[i].date, to: points[i + 1].date });
  }
  return [...out.values()].sort((a, b) => (a.from < b.from ? -1 : 1));
}

export interface CareerSummary {
  best: number;
  /** The first week at `best`. */
  bestFirst: string;
  /** Calendar weeks at `best`, counted between consecutive held weeks (breaks not counted). */
  weeksAtBest: number;
  first: string;
  last: string;
}

/**
 * Career high and weeks at it. A week counts from one held list at the top rank to the next held
 * list (the rank stands until the next list), so a two-week event with one list counts two weeks,
 * as the tours count; a stretch over a break is not counted, and the last list held counts one week.
 */
export function summarise(
  points: readonly RankPoint[],
  breaks: readonly CareerGap[] = [],
): CareerSummary | null {
  if (points.length === 0) return null;
  const best = Math.min(...points.map((p) => p.rank));
  const broken = new Set(breaks.map((b) => b.from));
  let weeks = 0;
  points.forEach((p, i) => {
    if (p.rank !== best) return;
    const next = points[i + 1];
    if (!next) weeks += 1;
    else if (!broken.has(p.date)) weeks += Math.round(daysBetween(p.date, next.date) / 7);
  });
  return {
    best,
    bestFirst: points.find((p) => p.rank === best)?.date ?? points[0].date,
    weeksAtBest: weeks,
    first: points[0].date,
    last: points[points.length - 1].date,
  };
}

/**
 * The weekly dates to read so the weeks at the top rank are counted week by week: wherever two
 * consecutive points differ in being at `best`, the weeks between them (monthly reads leave up to
 * four unread). Stints wholly between two reads away from the top are not seen.
 */
export function refinementDates(points: readonly RankPoint[], best: number): string[] {
  const out: string[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if ((a.rank === best) === (b.rank === best)) continue;
    // Two monthly reads are at most about six weeks apart; further is a break, not a change to refine.
    if (daysBetween(a.date, b.date) > 2 * BREAK_DAYS) continue;
    out.push(...weeksBetween(a.date, b.date));
  }
  return out;
}
