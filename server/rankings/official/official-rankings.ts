import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../../data/data-dir';

export type OfficialSystem = 'atp' | 'wta';

export interface RankRow {
  /** YYYY-MM-DD: the ranking week as published. */
  date: string;
  rank: number;
  playerId: number;
  points: number | null;
}

/** One system's published weeks, as held: only the files the pack has (see data/README.md). */
export interface OfficialTable {
  system: OfficialSystem;
  /** Ascending. */
  weeks: string[];
  /** Each week in rank order (ties keep the published repeated rank), then by player id. */
  byWeek: Map<string, RankRow[]>;
  /** Each player's records, oldest first. */
  byPlayer: Map<number, RankRow[]>;
}

// The 80s/90s/00s/10s/20s ATP files and the 90s/00s/10s/20s WTA files are absent from the pack
// (4 MiB+ upstream): the tables hold ATP 1973-1979 and 2024, WTA 1984-1989 and 2024 only.
const FILES: Record<OfficialSystem, string[]> = {
  atp: ['atp_rankings_70s.csv.gz', 'atp_rankings_current.csv.gz'],
  wta: ['wta_rankings_80s.csv.gz', 'wta_rankings_current.csv.gz'],
};

/** Decades missing from the pack, so a client can tell a gap from a quiet week. */
export const MISSING_SPANS: Record<OfficialSystem, { from: string; to: string }[]> = {
  atp: [{ from: '1980-01-01', to: '2023-12-31' }],
  wta: [{ from: '1990-01-01', to: '2023-12-31' }],
};

const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

function load(system: OfficialSystem): OfficialTable {
  const byWeek = new Map<string, RankRow[]>();
  const byPlayer = new Map<number, RankRow[]>();
  for (const file of FILES[system]) {
    // The ranking files carry no quotes and start ranking_date,rank,player,points: a plain split is exact.
    const [, ...lines] = gunzipSync(readFileSync(dataPath('rankings', file)))
      .toString('utf8')
      .split('\n');
    for (const line of lines) {
      const [date, rankText, player, points] = line.replace(/\r$/, '').split(',');
      const rank = Number(rankText);
      const playerId = Number(player);
      if (!/^\d{8}$/.test(date) || !Number.isInteger(rank) || !Number.isInteger(playerId)) continue;
      const row: RankRow = { date: iso(date), rank, playerId, points: points ? Number(points) : null };
      const week = byWeek.get(row.date) ?? [];
      week.push(row);
      byWeek.set(row.date, week);
      const mine = byPlayer.get(playerId) ?? [];
      mine.push(row);
      byPlayer.set(playerId, mine);
    }
  }
  for (const rows of byWeek.values()) rows.sort((a, b) => a.rank - b.rank || a.playerId - b.playerId);
  for (const rows of byPlayer.values()) rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { system, weeks: [...byWeek.keys()].sort(), byWeek, byPlayer };
}

const tables = new Map<OfficialSystem, OfficialTable>();

/** The cached table of a system, read on first use. */
export function officialTable(system: OfficialSystem): OfficialTable {
  let t = tables.get(system);
  if (!t) {
    t = load(system);
    tables.set(system, t);
  }
  return t;
}

/** The newest published week at or before `asOf` (the newest held when omitted), or undefined. */
export function weekAtOrBefore(t: OfficialTable, asOf: string | undefined): string | undefined {
  if (!asOf) return t.weeks.at(-1);
  let found: string | undefined;
  for (const w of t.weeks) {
    if (w > asOf) break;
    found = w;
  }
  return found;
}

/** A player's newest record at or before `asOf`, or undefined. */
export function playerRecordAt(
  t: OfficialTable,
  playerId: number,
  asOf: string | undefined,
): RankRow | undefined {
  const rows = t.byPlayer.get(playerId) ?? [];
  let found: RankRow | undefined;
  for (const r of rows) {
    if (asOf && r.date > asOf) break;
    found = r;
  }
  return found;
}

const MAX_WEEK_GAP_DAYS = 14;
const rankMaps = new WeakMap<RankRow[], Map<number, number>>();

/**
 * The player's rank in the held week just before `date`, or null. Weekly tables skip a week at
 * most around the slams and the off-season, so a prior week more than 14 days back is a gap in the
 * pack (a missing decade), not "the preceding week", and reads null.
 */
export function previousRank(t: OfficialTable, date: string, playerId: number): number | null {
  const i = t.weeks.indexOf(date);
  const prev = i > 0 ? t.weeks[i - 1] : undefined;
  if (!prev || Date.parse(date) - Date.parse(prev) > MAX_WEEK_GAP_DAYS * 86_400_000) return null;
  const rows = t.byWeek.get(prev) ?? [];
  let ranks = rankMaps.get(rows);
  if (!ranks) {
    ranks = new Map(rows.map((r) => [r.playerId, r.rank]));
    rankMaps.set(rows, ranks);
  }
  return ranks.get(playerId) ?? null;
}
