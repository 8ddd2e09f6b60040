import { type CountRule, countsAsFinal } from './count-rule';
import type { RecordMatch } from './record-match';

export interface PlayerTally {
  /** The results files' player id (null where the files name no id). */
  id: number | null;
  name: string;
  titles: number;
  finals: number;
  /** The years of the first and last title (null: finals only). */
  firstTitle: string | null;
  lastTitle: string | null;
}

export interface ChampionAge {
  name: string;
  age: number;
  tournament: string;
  date: string;
  /** The final's archive id: the evidence. */
  matchId: number;
}

const keyOf = (id: number | null, name: string) => (id === null ? `n:${name}` : `i:${id}`);

/**
 * Titles and finals per player over the matches given: a title is a final won at an event the rule
 * counts (a walkover final too: the tours give the title), a final reached is a final won or lost.
 * Sorted by titles, then finals, then name; players with no title are kept for the finals count.
 */
export function tallyTitles(
  matches: Iterable<RecordMatch>,
  rule: CountRule,
  only?: (m: RecordMatch) => boolean,
) {
  const byPlayer = new Map<string, PlayerTally>();
  const tally = (id: number | null, name: string) => {
    const k = keyOf(id, name);
    let t = byPlayer.get(k);
    if (!t) {
      t = { id, name, titles: 0, finals: 0, firstTitle: null, lastTitle: null };
      byPlayer.set(k, t);
    }
    return t;
  };
  for (const m of matches) {
    if (!countsAsFinal(m, rule) || (only && !only(m))) continue;
    const w = tally(m.winnerId, m.winnerName);
    w.titles++;
    w.finals++;
    const year = m.date.slice(0, 4);
    if (w.firstTitle === null || year < w.firstTitle) w.firstTitle = year;
    if (w.lastTitle === null || year > w.lastTitle) w.lastTitle = year;
    tally(m.loserId, m.loserName).finals++;
  }
  return [...byPlayer.values()].sort(
    (a, b) => b.titles - a.titles || b.finals - a.finals || a.name.localeCompare(b.name),
  );
}

/** A Grand Slam final (the files' level G). */
export const isSlam = (m: RecordMatch) => m.level === 'G';

/**
 * The youngest and oldest champions over the finals the rule counts, by the winner's age at the
 * event's start: each player once, at their youngest title in one list and their oldest in the
 * other. Titles whose winner's age the files lack are left out and counted.
 */
export function championAges(
  matches: Iterable<RecordMatch>,
  rule: CountRule,
  count: number,
  only?: (m: RecordMatch) => boolean,
) {
  const youngest = new Map<string, ChampionAge>();
  const oldest = new Map<string, ChampionAge>();
  let unknownAge = 0;
  for (const m of matches) {
    if (!countsAsFinal(m, rule) || (only && !only(m))) continue;
    if (m.winnerAge === null) {
      unknownAge++;
      continue;
    }
    const entry = {
      name: m.winnerName,
      age: m.winnerAge,
      tournament: m.tournament,
      date: m.date,
      matchId: m.id,
    };
    const k = keyOf(m.winnerId, m.winnerName);
    const y = youngest.get(k);
    if (!y || entry.age < y.age || (entry.age === y.age && entry.date < y.date)) youngest.set(k, entry);
    const o = oldest.get(k);
    if (!o || entry.age > o.age || (entry.age === o.age && entry.date > o.date)) oldest.set(k, entry);
  }
  return {
    youngest: [...youngest.values()]
      .sort((a, b) => a.age - b.age || a.date.localeCompare(b.date))
      .slice(0, count),
    oldest: [...oldest.values()]
      .sort((a, b) => b.age - a.age || b.date.localeCompare(a.date))
      .slice(0, count),
    unknownAge,
  };
}
