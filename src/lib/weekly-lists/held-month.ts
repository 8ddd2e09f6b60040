import { parseCsv } from '../parse-csv';

/** The systems whose weekly lists the monthly `rankings` packages carry. */
export const WEEKLY_SYSTEMS = ['atp', 'wta'] as const;
export type WeeklySystem = (typeof WEEKLY_SYSTEMS)[number];

/** One published list: every person on it by the ranking files' id, with their rank. */
interface HeldWeek {
  date: string;
  ids: Int32Array;
  ranks: Int32Array;
}

/** Who the month's lists name: id, published name and roster id (-1: outside the roster). */
interface HeldPeople {
  ids: Int32Array;
  names: string[];
  roster: Int32Array;
}

/**
 * One month of a `rankings` package held compactly (typed arrays, one name per person, not per
 * row): about a fifth of the parsed records' size, and what the browser keeps between visits.
 */
export interface HeldMonth {
  month: string;
  weeks: Record<WeeklySystem, HeldWeek[]>;
  people: Record<WeeklySystem, HeldPeople>;
}

const emptyPeople = (): HeldPeople => ({ ids: new Int32Array(0), names: [], roster: new Int32Array(0) });

/** A month the service publishes no package for (no list held in it). */
export function emptyMonth(month: string): HeldMonth {
  return { month, weeks: { atp: [], wta: [] }, people: { atp: emptyPeople(), wta: emptyPeople() } };
}

/** The package CSV lacks a column this view needs (a service that names no player ids). */
class MissingColumnError extends Error {}

/** A month's package CSV (header named columns, any order) held compactly. */
export function heldMonthFromCsv(month: string, text: string): HeldMonth {
  const [header, ...rows] = parseCsv(text);
  const col = (name: string) => {
    const i = header?.indexOf(name) ?? -1;
    if (i < 0) throw new MissingColumnError(`The rankings package has no ${name} column.`);
    return i;
  };
  const [cSystem, cDate, cRank, cId, cName, cRoster] = [
    'system',
    'effective_date',
    'rank',
    'archive_player_id',
    'player_name',
    'player_id',
  ].map(col);
  const out = emptyMonth(month);
  for (const system of WEEKLY_SYSTEMS) {
    const weeks = new Map<string, { ids: number[]; ranks: number[] }>();
    const people = new Map<number, { name: string; roster: number }>();
    for (const r of rows) {
      if (r[cSystem] !== system) continue;
      const id = Number(r[cId]);
      const rank = Number(r[cRank]);
      if (!Number.isInteger(id) || !(rank > 0)) continue;
      const w = weeks.get(r[cDate]) ?? { ids: [], ranks: [] };
      weeks.set(r[cDate], w);
      w.ids.push(id);
      w.ranks.push(rank);
      if (!people.has(id)) {
        const roster = Number(r[cRoster]);
        people.set(id, {
          name: r[cName] ?? '',
          roster: r[cRoster] && Number.isInteger(roster) ? roster : -1,
        });
      }
    }
    out.weeks[system] = [...weeks]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, w]) => ({ date, ids: Int32Array.from(w.ids), ranks: Int32Array.from(w.ranks) }));
    const ids = [...people.keys()];
    out.people[system] = {
      ids: Int32Array.from(ids),
      names: ids.map((id) => people.get(id)?.name ?? ''),
      roster: Int32Array.from(ids.map((id) => people.get(id)?.roster ?? -1)),
    };
  }
  return out;
}

/** The player's rank on each list of the month (null: not on it). */
export function ranksIn(month: HeldMonth, system: WeeklySystem, id: number) {
  return month.weeks[system].map((w) => {
    const i = w.ids.indexOf(id);
    return { date: w.date, rank: i < 0 ? null : w.ranks[i] };
  });
}

/** The name and roster id the month's lists give the player, when they are on one. */
export function personIn(month: HeldMonth, system: WeeklySystem, id: number) {
  const p = month.people[system];
  const i = p.ids.indexOf(id);
  return i < 0 ? null : { name: p.names[i], rosterId: p.roster[i] < 0 ? null : p.roster[i] };
}
