import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from '../data/csv';
import { dataPath } from '../data/data-dir';
import { normName } from '../data/names';

/** One Match Charting Project match as listed in the matches files. */
export interface ChartedMatch {
  /** Own id space, shared by the rally and charting reads: the ordinal of `mcpId` in sorted order. */
  id: number;
  mcpId: string;
  gender: 'M' | 'W';
  /** YYYY-MM-DD, or null when neither the row nor the MCP id carries a valid date. */
  date: string | null;
  tournament: string | null;
  round: string | null;
  surface: string | null;
  bestOf: number | null;
  players: [ChartedPlayer, ChartedPlayer];
  court: string | null;
  umpire: string | null;
  chartedBy: string | null;
  /** The row had fewer than 15 fields (data/README.md: shifted values); fields that cannot be placed read null. */
  ragged: boolean;
}

interface ChartedPlayer {
  name: string;
  hand: 'R' | 'L' | null;
}

const SURFACES = new Set(['hard', 'clay', 'grass', 'carpet']);
const blank = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : s.trim());
const hand = (s: string | undefined) => {
  const h = s?.trim();
  return h === 'R' || h === 'L' ? h : null;
};

function isoOf(yyyymmdd: string | undefined): string | null {
  if (!yyyymmdd || !/^\d{8}$/.test(yyyymmdd)) return null;
  const d = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  return Number.isNaN(Date.parse(d)) ? null : d;
}

// The MCP id is YYYYMMDD-G-Tournament-Round-Player_1-Player_2; it stays reliable when a row is ragged.
function fromMcpId(mcpId: string) {
  const [date, , tournament, round] = mcpId.split('-');
  return { date: isoOf(date), tournament: tournament?.replace(/_/g, ' ') || null, round: round || null };
}

function parseRow(f: string[], gender: 'M' | 'W'): Omit<ChartedMatch, 'id'> {
  const mcpId = f[0];
  const players: [ChartedPlayer, ChartedPlayer] = [
    { name: f[1].trim(), hand: null },
    { name: f[2].trim(), hand: null },
  ];
  if (f.length >= 15) {
    players[0].hand = hand(f[3]);
    players[1].hand = hand(f[4]);
    const id = fromMcpId(mcpId);
    const surface = blank(f[10]);
    return {
      mcpId,
      gender,
      date: isoOf(f[5]) ?? id.date,
      tournament: blank(f[6]) ?? id.tournament,
      round: blank(f[7]) ?? id.round,
      surface: surface && SURFACES.has(surface.toLowerCase()) ? surface : null,
      bestOf: /^\d$/.test(f[12]?.trim() ?? '') ? Number(f[12]) : null,
      players,
      court: blank(f[9]),
      umpire: blank(f[11]),
      chartedBy: blank(f[14]),
      ragged: false,
    };
  }
  const id = fromMcpId(mcpId);
  const surface = f.slice(3).find((v) => SURFACES.has(v.trim().toLowerCase()));
  return {
    mcpId,
    gender,
    ...id,
    surface: surface?.trim() ?? null,
    bestOf: null,
    players,
    court: null,
    umpire: null,
    chartedBy: null,
    ragged: true,
  };
}

interface Held {
  list: ChartedMatch[];
  byId: Map<number, ChartedMatch>;
  byMcp: Map<string, ChartedMatch>;
}

let cache: Held | null = null;

/**
 * Matches read elsewhere (charting-ready.ts), indexed a worker's slice at a time as each arrives
 * (the ~17k in one go, with their two maps, held the request thread 56-135 ms at load), then held
 * unless this thread read them.
 */
export function chartedMatchesTaker(): { add: (slice: ChartedMatch[]) => void; hold: () => void } {
  const taken: Held = { list: [], byId: new Map(), byMcp: new Map() };
  return {
    add(slice) {
      for (const m of slice) {
        taken.list.push(m);
        taken.byId.set(m.id, m);
        taken.byMcp.set(m.mcpId, m);
      }
    },
    hold() {
      cache ??= taken;
    },
  };
}

function load() {
  if (cache) return cache;
  const rows: Omit<ChartedMatch, 'id'>[] = [];
  for (const gender of ['M', 'W'] as const) {
    const file = `charting-${gender.toLowerCase()}-matches.csv.gz`;
    const [, ...body] = parseCsv(gunzipSync(readFileSync(dataPath('charting', file))).toString('utf8'));
    for (const f of body) if (f.length >= 3 && f[0] !== '') rows.push(parseRow(f, gender));
  }
  rows.sort((a, b) => (a.mcpId < b.mcpId ? -1 : a.mcpId > b.mcpId ? 1 : 0));
  const list = rows.map((r, i) => ({ id: i + 1, ...r }));
  cache = {
    list,
    byId: new Map(list.map((m) => [m.id, m])),
    byMcp: new Map(list.map((m) => [m.mcpId, m])),
  };
  return cache;
}

/** Every charted match (both tours), in id order; read once. */
export const chartedMatches = (): ChartedMatch[] => load().list;
export const chartedById = (id: number): ChartedMatch | undefined => load().byId.get(id);
export const chartedByMcp = (mcpId: string): ChartedMatch | undefined => load().byMcp.get(mcpId);

let newest: { of: ChartedMatch[]; rows: ChartedMatch[] } | null = null;

/**
 * The matches newest first, in the order a worker sorted them (`order[k]` = index into the id-ordered
 * list), so no request sorts ~17k matches on the request thread.
 */
export function holdNewestOrder(order: Int32Array): void {
  const all = chartedMatches();
  if (order.length === all.length) newest ??= { of: all, rows: Array.from(order, (i) => all[i]) };
}

/** The positions of the id-ordered matches, newest first (what `holdNewestOrder` takes). */
export function newestOrder(list: readonly ChartedMatch[]): Int32Array {
  return Int32Array.from(Array.from(list.keys()).sort((i, j) => newestFirst(list[i], list[j])));
}

/**
 * Every charted match newest first: the worker's order, else sorted here once (a thread that read
 * the matches itself). `newestFirst` is a total order, so filtering this list gives what sorting each
 * filtered list would.
 */
export function chartedNewestFirst(): ChartedMatch[] {
  const all = chartedMatches();
  if (newest?.of !== all) newest = { of: all, rows: [...all].sort(newestFirst) };
  return newest.rows;
}

/** Newest first (undated last), then by id for a stable order. */
export function newestFirst(a: ChartedMatch, b: ChartedMatch): number {
  const da = a.date ?? '';
  const db = b.date ?? '';
  return da < db ? 1 : da > db ? -1 : a.id - b.id;
}

const playerNorms = new WeakMap<ChartedMatch, string[]>();

/**
 * Case- and accent-insensitive "either player's name contains the fragment", as a predicate: the
 * fragment is normalised once per request and each match's names once per process, so a filter
 * costs one `includes` per name whatever the fragment's length.
 */
export function playerFilter(fragment: string): (m: ChartedMatch) => boolean {
  const q = normName(fragment);
  return (m) => {
    let names = playerNorms.get(m);
    if (!names) {
      names = m.players.map((p) => normName(p.name));
      playerNorms.set(m, names);
    }
    return names.some((n) => n.includes(q));
  };
}
