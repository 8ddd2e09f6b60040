import { readCsvGz } from './csv';
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

/** The cached form of the player files (server/world/start-forms.ts checks for it). */
export const PLAYERS_FORM = { name: 'players', sources: ['players'] } as const;

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

function parsePlayers(): PlayerRow[] {
  const rows: PlayerRow[] = [];
  for (const tour of ['atp', 'wta'] as const) {
    for (const r of readCsvGz(dataPath('players', `${tour}_players.csv.gz`))) {
      const id = Number(r.player_id);
      if (!Number.isInteger(id)) continue;
      const name = `${r.name_first} ${r.name_last}`.trim();
      if (name === '' || name === 'X X') continue;
      const ioc = r.ioc?.trim();
      rows.push({
        id,
        tour,
        name,
        hand: r.hand === 'R' || r.hand === 'L' ? r.hand : null,
        birthday: isoDate(r.dob ?? ''),
        country: ioc && ioc !== 'UNK' && /^[A-Z]{3}$/.test(ioc) ? ioc.toLowerCase() : null,
        heightCm: r.height ? Number(r.height) || null : null,
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
  for (const tour of ['atp', 'wta'] as const) {
    const rows = readCsvGz(dataPath('rankings', `${tour}_rankings_current.csv.gz`));
    const dates = [...new Set(rows.map((r) => r.ranking_date))].sort();
    const last = dates.at(-1);
    const prev = dates.at(-2);
    for (const r of rows) {
      if (r.ranking_date === last) {
        current.push({
          tour,
          date: isoDate(r.ranking_date) ?? r.ranking_date,
          rank: Number(r.rank),
          playerId: Number(r.player),
          points: r.points ? Number(r.points) : null,
        });
      } else if (r.ranking_date === prev) previous.set(`${tour}:${r.player}`, Number(r.rank));
    }
  }
  return { current, previous };
}
