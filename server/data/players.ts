import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type CsvCells, readCells } from './csv-cells';
import { dataPath } from './data-dir';
import { diskCached } from './disk-cache';

export interface PlayerRow {
  id: number;
  tour: 'atp' | 'wta';
  name: string;
  hand: 'R' | 'L' | null;
  /** YYYY-MM-DD, or null when the file has none or only a partial date. */
  birthday: string | null;
  country: string | null;
  heightCm: number | null;
}

export interface RankingRow {
  tour: 'atp' | 'wta';
  date: string;
  rank: number;
  playerId: number;
  points: number | null;
}

const isoDate = (yyyymmdd: string): string | null =>
  /^\d{8}$/.test(yyyymmdd) && !yyyymmdd.endsWith('00') && yyyymmdd.slice(4, 6) !== '00'
    ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
    : null;

let playersCache: PlayerRow[] | null = null;

/** Column order of the cached form: 136k rows as arrays, not objects repeating every key. */
const PLAYER_KEYS = ['id', 'tour', 'name', 'hand', 'birthday', 'country', 'heightCm'] as const;

/** The cached form of the player files. */
const PLAYERS_FORM = { name: 'players', sources: ['players'] } as const;

/** Every ATP and WTA player of the real player files (136k rows), read once (from the cache when it matches). */
export function loadPlayers(): PlayerRow[] {
  playersCache ??= diskCached({
    ...PLAYERS_FORM,
    build: parsePlayers,
    encode: (rows) => rows.map((r) => PLAYER_KEYS.map((k) => r[k])),
    // One object literal shape for every row (a shared hidden class), as the parser builds them.
    decode: (rows: PlayerRow[keyof PlayerRow][][]) =>
      rows.map(
        ([id, tour, name, hand, birthday, country, heightCm]) =>
          ({ id, tour, name, hand, birthday, country, heightCm }) as PlayerRow,
      ),
  });
  return playersCache;
}

/**
 * The named columns of a gzipped CSV, as cell ranges (csv-cells.ts): 136k player rows and 166k ranking
 * rows read as records of every column were a fresh start's largest cost after the recordings.
 */
function readColumns<const K extends string>(
  path: string,
  names: readonly K[],
): { cells: CsvCells; col: Record<K, number> } {
  const cells = readCells(gunzipSync(readFileSync(path)).toString('utf8'), names);
  return { cells, col: Object.fromEntries(names.map((n, i) => [n, i])) as Record<K, number> };
}

function parsePlayers(): PlayerRow[] {
  const rows: PlayerRow[] = [];
  const names = ['player_id', 'name_first', 'name_last', 'hand', 'dob', 'ioc', 'height'] as const;
  for (const tour of ['atp', 'wta'] as const) {
    const { cells, col } = readColumns(dataPath('players', `${tour}_players.csv.gz`), names);
    for (let r = 0; r < cells.rows; r++) {
      const id = cells.number(r, col.player_id);
      if (!Number.isInteger(id)) continue;
      const name = `${cells.str(r, col.name_first)} ${cells.str(r, col.name_last)}`.trim();
      if (name === '' || name === 'X X') continue;
      const ioc = cells.str(r, col.ioc).trim();
      const hand = cells.str(r, col.hand);
      rows.push({
        id,
        tour,
        name,
        hand: hand === 'R' || hand === 'L' ? hand : null,
        birthday: isoDate(cells.str(r, col.dob)),
        country: ioc && ioc !== 'UNK' && /^[A-Z]{3}$/.test(ioc) ? ioc.toLowerCase() : null,
        heightCm: cells.empty(r, col.height) ? null : cells.number(r, col.height) || null,
      });
    }
  }
  return rows;
}

let currentCache: { current: RankingRow[]; previous: Map<string, number> } | null = null;

/** The two newest weeks of the current official rankings, per tour: the "current record". */
export function loadCurrentRankings(): { current: RankingRow[]; previous: Map<string, number> } {
  currentCache ??= diskCached({
    name: 'current-rankings',
    sources: ['rankings/atp_rankings_current.csv.gz', 'rankings/wta_rankings_current.csv.gz'],
    build: parseCurrentRankings,
    encode: (v) => ({ current: v.current, previous: [...v.previous] }),
    decode: (j: { current: RankingRow[]; previous: [string, number][] }) => ({
      current: j.current,
      previous: new Map(j.previous),
    }),
  });
  return currentCache;
}

function parseCurrentRankings(): { current: RankingRow[]; previous: Map<string, number> } {
  const current: RankingRow[] = [];
  // Keyed `tour:id`: ATP and WTA player ids overlap (200000-213704).
  const previous = new Map<string, number>();
  const names = ['ranking_date', 'rank', 'player', 'points'] as const;
  for (const tour of ['atp', 'wta'] as const) {
    const { cells, col } = readColumns(dataPath('rankings', `${tour}_rankings_current.csv.gz`), names);
    const dates = new Set<string>();
    for (let r = 0; r < cells.rows; r++)
      if (r === 0 || !cells.same(r, col.ranking_date, r - 1)) dates.add(cells.str(r, col.ranking_date));
    const sorted = [...dates].sort();
    const last = sorted.at(-1) ?? '';
    const prev = sorted.at(-2) ?? '';
    for (let r = 0; r < cells.rows; r++) {
      if (dates.size > 0 && cells.equals(r, col.ranking_date, last)) {
        current.push({
          tour,
          date: isoDate(last) ?? last,
          rank: cells.number(r, col.rank),
          playerId: cells.number(r, col.player),
          points: cells.empty(r, col.points) ? null : cells.number(r, col.points),
        });
      } else if (dates.size > 1 && cells.equals(r, col.ranking_date, prev))
        previous.set(`${tour}:${cells.str(r, col.player)}`, cells.number(r, col.rank));
    }
  }
  return { current, previous };
}
