import type { HeldMonth, WeeklySystem } from '../../lib/weekly-lists/held-month';

/** The No. 1 on one published list (ties print as repeated ranks, so there may be two). */
interface TopOfList {
  date: string;
  ids: number[];
}

export interface WeeksAtOne {
  id: number;
  name: string;
  weeks: number;
  /** Lists the data lacks next to a stretch at No. 1 could add weeks. */
  atLeast: boolean;
  firstWeek: string;
  lastWeek: string;
}

export interface YearEndOne {
  year: number;
  /** The last list held in the year, and who tops it. */
  date: string;
  ids: number[];
  names: string[];
  /** Lists the data lacks run from after this list into the next year: the year's final list may be missing. */
  early: boolean;
}

export interface ListGap {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** More than four Mondays without a list is a hole in the data (the careers use the same rule). */
const HOLE_DAYS = 35;
const MONDAY_0 = Date.UTC(1970, 0, 5);
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const weekIndex = (iso: string) => Math.floor((ms(iso) - MONDAY_0) / WEEK);
const mondayOf = (i: number) => new Date(MONDAY_0 + i * WEEK).toISOString().slice(0, 10);

/** Every list the months hold for the system, oldest first, with who is first on it. */
export function topsOfLists(months: Iterable<HeldMonth>, system: WeeklySystem): TopOfList[] {
  const out: TopOfList[] = [];
  for (const m of months)
    for (const w of m.weeks[system]) {
      const ids: number[] = [];
      for (let i = 0; i < w.ranks.length; i++) if (w.ranks[i] === 1) ids.push(w.ids[i]);
      out.push({ date: w.date, ids });
    }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The name the held months give a person (the newest month naming them). */
export function namesOf(months: readonly HeldMonth[], system: WeeklySystem): Map<number, string> {
  const names = new Map<number, string>();
  for (const m of months) {
    const p = m.people[system];
    for (let i = 0; i < p.ids.length; i++) names.set(p.ids[i], p.names[i]);
  }
  return names;
}

/**
 * Weeks at No. 1 as the tours count them: calendar weeks whose newest list has the player first (a
 * list stands until the next, so a fortnight with one list counts two). Before a hole in the data
 * (more than four Mondays without a list) a list speaks only for its own week, and the players
 * first on either side of the hole, or on the oldest list held, get "at least".
 */
export function weeksAtOne(tops: readonly TopOfList[], names: ReadonlyMap<number, string>) {
  const byId = new Map<number, WeeksAtOne>();
  const gaps: ListGap[] = [];
  tops.forEach((l, i) => {
    const next = tops[i + 1];
    const hole = next !== undefined && ms(next.date) - ms(l.date) > HOLE_DAYS * DAY;
    if (hole) gaps.push({ from: mondayOf(weekIndex(l.date) + 1), to: mondayOf(weekIndex(next.date) - 1) });
    const afterHole = i === 0 || ms(l.date) - ms(tops[i - 1].date) > HOLE_DAYS * DAY;
    const weeks = next === undefined || hole ? 1 : weekIndex(next.date) - weekIndex(l.date);
    if (weeks <= 0) return;
    for (const id of l.ids) {
      const t = byId.get(id) ?? {
        id,
        name: names.get(id) ?? `Player ${id}`,
        weeks: 0,
        atLeast: false,
        firstWeek: mondayOf(weekIndex(l.date)),
        lastWeek: '',
      };
      t.weeks += weeks;
      t.lastWeek = mondayOf(weekIndex(l.date) + weeks - 1);
      if (hole || afterHole) t.atLeast = true;
      byId.set(id, t);
    }
  });
  const leaders = [...byId.values()].sort(
    (a, b) => b.weeks - a.weeks || a.firstWeek.localeCompare(b.firstWeek),
  );
  return { leaders, gaps, oldest: tops[0]?.date ?? null, newest: tops.at(-1)?.date ?? null };
}

/** Who tops the last list held in each year; a year whose end falls in a hole in the data says so. */
export function yearEndOnes(
  tops: readonly TopOfList[],
  names: ReadonlyMap<number, string>,
  gaps: readonly ListGap[],
): YearEndOne[] {
  const last = new Map<number, TopOfList>();
  for (const l of tops) last.set(Number(l.date.slice(0, 4)), l);
  return [...last]
    .sort(([a], [b]) => b - a)
    .map(([year, l]) => ({
      year,
      date: l.date,
      ids: l.ids,
      names: l.ids.map((id) => names.get(id) ?? `Player ${id}`),
      early: gaps.some((g) => g.from > l.date && g.from <= `${year}-12-31`),
    }));
}
