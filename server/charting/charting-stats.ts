import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../data/data-dir';

/** One row of a per-match stats family: a player, a row label (a set or a split) and its numbers. */
export interface StatRow {
  player: string;
  /** `set` in Overview (`Total`, `1`, `2`, ...), `row` elsewhere (`Total`, `STotal`, `SnV`, ...). */
  label: string;
  values: Record<string, number | null>;
}

/** Families present in the pack, per gender (men: ServeInfluence only; the rest is 4 MiB+ upstream). */
export type FamilyIndex = Map<string, Map<string, StatRow[]>>;

/** Percentage columns (`73.7%`) are served as percent numbers and never summed across matches. */
export const isPercentColumn = (family: string, col: string): boolean =>
  family === 'ServeInfluence' && col.startsWith('won_');

// Summing the rows named here gives a player's whole-match figures for that family.
export const TOTAL_ROWS: Record<string, string[]> = {
  Overview: ['Total'],
  KeyPointsServe: ['STotal'],
  KeyPointsReturn: ['RTotal'],
  NetPoints: ['NetPoints'],
  ServeBasics: ['Total'],
  ServeDirection: ['Total'],
  ShotDirection: ['Total'],
  SnV: ['SnV', 'nonSnV'],
  ServeInfluence: ['1', '2'],
};

const cell = (s: string | undefined): number | null => {
  const t = (s ?? '').trim().replace(/%$/, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

let cache: FamilyIndex | null = null;
const present: { M: string[]; W: string[] } = { M: [], W: [] };

/** mcpId → family → rows, for every stats file in the pack; read once. */
export function statsIndex(): FamilyIndex {
  if (cache) return cache;
  const index: FamilyIndex = new Map();
  const files = readdirSync(dataPath('charting')).filter((f) => /^charting-[mw]-stats-\w+\.csv\.gz$/.test(f));
  for (const file of files.sort()) {
    const [, g, family] = /^charting-([mw])-stats-(\w+)\.csv\.gz$/.exec(file) ?? [];
    present[g === 'm' ? 'M' : 'W'].push(family);
    // The stats files carry no quotes (data/README.md), so a plain split is exact and much faster.
    const [head, ...lines] = gunzipSync(readFileSync(dataPath('charting', file)))
      .toString('utf8')
      .split('\n');
    const cols = head.replace(/\r$/, '').split(',').slice(3);
    for (const line of lines) {
      const f = line.replace(/\r$/, '').split(',');
      if (f.length < 3 || f[0] === '') continue;
      const values: Record<string, number | null> = {};
      cols.forEach((c, i) => {
        values[c] = cell(f[i + 3]);
      });
      const byFamily = index.get(f[0]) ?? new Map<string, StatRow[]>();
      const rows = byFamily.get(family) ?? [];
      rows.push({ player: f[1].trim(), label: f[2].trim(), values });
      byFamily.set(family, rows);
      index.set(f[0], byFamily);
    }
  }
  cache = index;
  return index;
}

/** The stats families the pack holds for a gender. */
export function familiesPresent(gender: 'M' | 'W'): string[] {
  statsIndex();
  return present[gender];
}

/** Charted point count of a match: both players' serve points (ServeInfluence rows 1 and 2), or null. */
export function chartedPoints(mcpId: string): number | null {
  const rows = statsIndex().get(mcpId)?.get('ServeInfluence');
  if (!rows) return null;
  let n = 0;
  for (const r of rows) if (r.label === '1' || r.label === '2') n += r.values.pts ?? 0;
  return n;
}
