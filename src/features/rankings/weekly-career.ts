import { dayMs } from './career-dates';

/** One list the data holds for a system, with the player's rank on it (null: not on it). */
export interface ListRank {
  date: string;
  rank: number | null;
}

/** A stretch with no list held: `from` is the first week missing, `to` the last. */
interface MissingLists {
  from: string;
  to: string;
}

/** A count of calendar weeks; `atLeast` when weeks the data lacks could add to it. */
export interface WeekCount {
  weeks: number;
  atLeast: boolean;
}

export interface WeeklyCareer {
  /** The first and last list held that has the player. */
  first: string;
  last: string;
  best: number;
  /** The first list at the career high. */
  bestFirst: string;
  atOne: WeekCount;
  /** First and last calendar week at No. 1 (null when never first on a list held). */
  firstAtOne: string | null;
  lastAtOne: string | null;
  topTen: WeekCount;
  /** Lists the data lacks between the first and last list of the career. */
  missing: MissingLists[];
  /** True when the career's first list is the oldest list the data holds: it may have begun earlier. */
  startsAtOldest: boolean;
  /** Lists held with the player on them. */
  listsRanked: number;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** More than four Mondays without a list is a hole in the data (as the service names its gaps). */
export const MISSING_AFTER_DAYS = 35;

// Calendar weeks start on Monday; 1970-01-05 was a Monday.
const MONDAY_0 = Date.UTC(1970, 0, 5);
const weekIndex = (iso: string) => Math.floor((dayMs(iso) - MONDAY_0) / WEEK);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const mondayOf = (index: number) => isoOf(MONDAY_0 + index * WEEK);

/**
 * Calendar weeks each list speaks for: from its own week up to the week of the next list (a list
 * stands until the next is published, so a fortnight with one list counts two weeks, as the tours
 * count). Two lists in one week: the newer speaks for it. Before a hole in the data (more than four
 * Mondays without a list), or for the newest list held, a list speaks only for its own week.
 */
function weeksSpoken(lists: readonly ListRank[]): { weeks: number[]; unknownAfter: boolean[] } {
  const weeks: number[] = [];
  const unknownAfter: boolean[] = [];
  lists.forEach((l, i) => {
    const next = lists[i + 1];
    const hole = next !== undefined && dayMs(next.date) - dayMs(l.date) > MISSING_AFTER_DAYS * DAY;
    weeks.push(next === undefined || hole ? 1 : weekIndex(next.date) - weekIndex(l.date));
    unknownAfter.push(hole);
  });
  return { weeks, unknownAfter };
}

/**
 * A player's ranking career from every list the data holds for the system over the career (oldest
 * first; lists without the player included, so the weeks and holes are the system's own).
 * `oldestHeld` is the system's oldest list in the data.
 */
export function weeklyCareer(lists: readonly ListRank[], oldestHeld: string | null): WeeklyCareer | null {
  const ranked = lists.filter((l) => l.rank !== null && l.rank > 0);
  if (ranked.length === 0) return null;
  const first = ranked[0].date;
  const last = ranked[ranked.length - 1].date;
  const { weeks, unknownAfter } = weeksSpoken(lists);
  const missing: MissingLists[] = [];
  let holeInCareer = false;
  let atOne = 0;
  let topTen = 0;
  let firstAtOne: string | null = null;
  let lastAtOne: string | null = null;
  lists.forEach((l, i) => {
    if (unknownAfter[i] && l.date >= first && l.date < last) {
      holeInCareer = true;
      const next = lists[i + 1];
      missing.push({ from: mondayOf(weekIndex(l.date) + 1), to: mondayOf(weekIndex(next.date) - 1) });
    }
    if (l.rank === null || l.rank <= 0) return;
    if (l.rank <= 10) topTen += weeks[i];
    if (l.rank === 1 && weeks[i] > 0) {
      atOne += weeks[i];
      firstAtOne ??= mondayOf(weekIndex(l.date));
      lastAtOne = mondayOf(weekIndex(l.date) + weeks[i] - 1);
    }
  });
  const best = Math.min(...ranked.map((l) => l.rank as number));
  const startsAtOldest = oldestHeld !== null && first <= oldestHeld;
  // Weeks the data lacks inside the career, or before its first list, could hold more weeks.
  const atLeast = holeInCareer || startsAtOldest;
  return {
    first,
    last,
    best,
    bestFirst: ranked.find((l) => l.rank === best)?.date ?? first,
    atOne: { weeks: atOne, atLeast },
    firstAtOne,
    lastAtOne,
    topTen: { weeks: topTen, atLeast },
    missing,
    startsAtOldest,
    listsRanked: ranked.length,
  };
}
