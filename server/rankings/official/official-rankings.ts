import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../../data/data-dir';
import { offThread } from '../../data/off-thread';
import { NO_POINTS, parseRankingRows, RowColumns } from './parse-ranking-rows';
import { FROZEN_SPANS, type OfficialSystem, RANKING_FILES } from './ranking-files';
import { findGaps, type Span } from './ranking-gaps';

export type { OfficialSystem } from './ranking-files';

export interface RankRow {
  /** YYYY-MM-DD: the ranking week as published. */
  date: string;
  /** Index of that week in `OfficialTable.weeks`. */
  week: number;
  rank: number;
  playerId: number;
  points: number | null;
}

/**
 * One system's published weeks from every file of the pack, held column by column: about 3.1
 * million ATP and 2.0 million WTA rows would cost over a gigabyte as objects. Rows are grouped by
 * week (`weekStart[w]` .. `weekStart[w + 1]`), each week in rank order (ties keep the file's
 * order), one row per player a week.
 */
export interface OfficialTable {
  system: OfficialSystem;
  /** Ascending, YYYY-MM-DD. */
  weeks: string[];
  /** Day numbers (days since 1970-01-01) of `weeks`. */
  weekDays: Int32Array;
  /** Row offsets, `weeks.length + 1` long. */
  weekStart: Uint32Array;
  rank: Uint16Array;
  /**
   * Row → the player's number in `players` (a system ranks some 15-20k people, so two bytes a row
   * where the id took four: 10 MB of the two tables).
   */
  player: Uint16Array | Uint32Array;
  /** Number → player id. */
  players: Int32Array;
  /** NO_POINTS where the week published none. */
  points: Uint16Array;
  /** Rows of each player in week order: `playerRows[playerStart[id]]` .. `playerRows[playerStart[id + 1]]`. */
  playerStart: Uint32Array;
  playerRows: Uint32Array;
  /** Spans of the calendar with no list held (more than four Mondays missed), frozen spans excepted. */
  gaps: Span[];
}

const iso = (d: number) =>
  `${Math.floor(d / 10000)}-${String(Math.floor(d / 100) % 100).padStart(2, '0')}-${String(d % 100).padStart(2, '0')}`;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

// Sort keys pack (week, rank, row) into one float64: 12 + 12 + 23 bits stay exact below 2^53.
const ROW_BITS = 2 ** 23;
const RANK_BITS = 2 ** 12;

function load(system: OfficialSystem): OfficialTable {
  const files = RANKING_FILES[system];
  const raw = new RowColumns();
  files.forEach((spec, i) => {
    parseRankingRows(gunzipSync(readFileSync(dataPath('rankings', spec.file))), i, spec.points, raw);
  });
  // A week published by two files (only WTA 2018-12-31 in the pack) is read from the newer file
  // version alone, so the two copies never mix; equal versions keep the later file of the list.
  const owner = new Map<number, number>();
  for (let i = 0; i < raw.length; i++) {
    const d = raw.date[i];
    const held = owner.get(d);
    const f = raw.file[i];
    if (held === undefined || (held !== f && files[f].version >= files[held].version)) owner.set(d, f);
  }
  const dates = [...owner.keys()].sort((a, b) => a - b);
  const weekOf = new Map(dates.map((d, w) => [d, w]));
  const keys = new Float64Array(raw.length);
  let kept = 0;
  for (let i = 0; i < raw.length; i++) {
    const d = raw.date[i];
    if (owner.get(d) !== raw.file[i]) continue;
    keys[kept++] = ((weekOf.get(d) ?? 0) * RANK_BITS + Math.min(raw.rank[i], RANK_BITS - 1)) * ROW_BITS + i;
  }
  const sorted = keys.subarray(0, kept).sort();
  // One row per (week, player): upstream repeats lines and sometimes lists a player at two ranks
  // in one week; the better rank (first in rank order) is kept.
  const maxPlayer = raw.player.reduce((m, p) => Math.max(p, m), 0);
  const seenWeek = new Int32Array(maxPlayer + 1).fill(-1);
  const rank = new Uint16Array(kept);
  const player = new Int32Array(kept);
  const points = new Uint16Array(kept);
  const weekStart = new Uint32Array(dates.length + 1);
  const perPlayer = new Uint32Array(maxPlayer + 2);
  let n = 0;
  let week = -1;
  for (const key of sorted) {
    const i = key % ROW_BITS;
    const w = Math.floor(key / ROW_BITS / RANK_BITS);
    while (week < w) weekStart[++week] = n;
    const p = raw.player[i];
    if (seenWeek[p] === w) continue;
    seenWeek[p] = w;
    rank[n] = raw.rank[i];
    player[n] = p;
    points[n] = raw.points[i];
    perPlayer[p + 1]++;
    n++;
  }
  while (week < dates.length) weekStart[++week] = n;
  // Rows are already in week order, so filling each player's slots in row order keeps them dated.
  for (let p = 1; p < perPlayer.length; p++) perPlayer[p] += perPlayer[p - 1];
  const playerStart = perPlayer.slice();
  const cursor = perPlayer.slice(0, -1);
  const playerRows = new Uint32Array(n);
  for (let r = 0; r < n; r++) playerRows[cursor[player[r]]++] = r;
  const numbered = numberPlayers(player.subarray(0, n), maxPlayer);
  const weeks = dates.map(iso);
  const weekDays = Int32Array.from(weeks, dayNumber);
  return {
    system,
    weeks,
    weekDays,
    weekStart,
    rank: rank.slice(0, n),
    ...numbered,
    points: points.slice(0, n),
    playerStart,
    playerRows,
    gaps: findGaps(weeks, FROZEN_SPANS[system]),
  };
}

/** Each row's player as a number in order of first appearance, and the ids of those numbers. */
function numberPlayers(ids: Int32Array, maxPlayer: number): Pick<OfficialTable, 'player' | 'players'> {
  const numberOf = new Int32Array(maxPlayer + 1).fill(-1);
  const players: number[] = [];
  for (const id of ids) if (numberOf[id] < 0) numberOf[id] = players.push(id) - 1;
  const player = players.length <= 0x10000 ? new Uint16Array(ids.length) : new Uint32Array(ids.length);
  for (let r = 0; r < ids.length; r++) player[r] = numberOf[ids[r]];
  return { player, players: Int32Array.from(players) };
}

const tables = new Map<OfficialSystem, OfficialTable>();
const loading = new Map<OfficialSystem, Promise<OfficialTable>>();

/**
 * Builds a system's table; run in a worker by `officialTableReady` (its typed arrays move back whole),
 * which names it by string.
 * @public
 */
export const buildOfficialTable = (system: OfficialSystem): OfficialTable => load(system);

/**
 * The table of a system, built off the request thread on first use: about a second of parsing
 * per system that would otherwise stall every other request.
 */
export function officialTableReady(system: OfficialSystem): Promise<OfficialTable> {
  const held = tables.get(system);
  if (held) return Promise.resolve(held);
  let p = loading.get(system);
  if (!p) {
    p = offThread<OfficialTable>(import.meta.url, 'buildOfficialTable', [system], undefined, {
      record: 'rankings',
    }).then((t) => {
      tables.set(system, tables.get(system) ?? t);
      return tables.get(system) as OfficialTable;
    });
    p.catch(() => loading.delete(system));
    loading.set(system, p);
  }
  return p;
}

/** The cached table of a system, read on first use (about a second per system). */
export function officialTable(system: OfficialSystem): OfficialTable {
  let t = tables.get(system);
  if (!t) {
    t = load(system);
    tables.set(system, t);
  }
  return t;
}

/** Index of the week holding row `r`. */
function weekOfRow(t: OfficialTable, r: number): number {
  let lo = 0;
  let hi = t.weeks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.weekStart[mid] <= r) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function rowAt(t: OfficialTable, r: number, week = weekOfRow(t, r)): RankRow {
  const points = t.points[r];
  return {
    date: t.weeks[week],
    week,
    rank: t.rank[r],
    playerId: t.players[t.player[r]],
    points: points === NO_POINTS ? null : points,
  };
}

/** Index of the newest published week at or before `asOf` (the newest held when omitted), or -1. */
export function weekIndexAtOrBefore(t: OfficialTable, asOf: string | undefined): number {
  if (!asOf) return t.weeks.length - 1;
  let lo = 0;
  let hi = t.weeks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t.weeks[mid] <= asOf) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** How many rows a week holds. */
export function weekSize(t: OfficialTable, week: number): number {
  return week < 0 ? 0 : t.weekStart[week + 1] - t.weekStart[week];
}

/** Rows `offset` .. `offset + limit` of a week, in rank order. */
export function weekRows(
  t: OfficialTable,
  week: number,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): RankRow[] {
  if (week < 0) return [];
  const start = t.weekStart[week] + offset;
  const end = Math.min(t.weekStart[week + 1], start + limit);
  const out: RankRow[] = [];
  for (let r = start; r < end; r++) out.push(rowAt(t, r, week));
  return out;
}

/** Position in `playerRows` of the player's newest row in a week at or before `week`, or -1. */
function playerSlotAtOrBefore(t: OfficialTable, playerId: number, week: number): number {
  if (playerId < 0 || playerId + 1 >= t.playerStart.length || week < 0) return -1;
  const limit = t.weekStart[week + 1];
  let lo = t.playerStart[playerId];
  let hi = t.playerStart[playerId + 1] - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t.playerRows[mid] < limit) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A player's newest record at or before `asOf`, or undefined. */
export function playerRecordAt(
  t: OfficialTable,
  playerId: number,
  asOf: string | undefined,
): RankRow | undefined {
  const slot = playerSlotAtOrBefore(t, playerId, weekIndexAtOrBefore(t, asOf));
  return slot < 0 ? undefined : rowAt(t, t.playerRows[slot]);
}

const MAX_WEEK_GAP_DAYS = 14;

/**
 * The player's rank in the held week just before `week`, or null. Weekly tables skip a week at
 * most around the slams and the off-season, so a prior week more than 14 days back is a gap in the
 * pack, not "the preceding week", and reads null.
 */
export function previousRank(t: OfficialTable, week: number, playerId: number): number | null {
  const prev = week - 1;
  if (prev < 0 || t.weekDays[week] - t.weekDays[prev] > MAX_WEEK_GAP_DAYS) return null;
  const slot = playerSlotAtOrBefore(t, playerId, prev);
  if (slot < 0) return null;
  const r = t.playerRows[slot];
  return r >= t.weekStart[prev] ? t.rank[r] : null;
}
