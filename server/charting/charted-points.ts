import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../data/data-dir';

/** One row of the points file, as charted (data/README.md, charting-m-points-2012-subset). */
export interface ChartedPointRow {
  pt: number;
  sets: [number, number];
  games: [number, number];
  score: string;
  /** `Gm#`: `X (Y)` or `X`, X the game number of the match. */
  game: number | null;
  tiebreakSet: boolean;
  server: 1 | 2 | null;
  first: string;
  second: string;
  notes: string;
  winner: 1 | 2 | null;
}

const FILE = 'charting-m-points-2012-subset.csv.gz';
let lines: Map<string, string[]> | null = null;

/** Holds point lines read elsewhere (charting-ready.ts) unless this thread read them. */
export function holdPointLines(read: Map<string, string[]>): void {
  lines ??= read;
}

/** The raw point lines per match, read once (exported for charting-worker.ts). */
export const pointLines = (): Map<string, string[]> => byMatch();

// The file is kept as raw lines per match (2.3 MB of text); a match's points are split into
// fields only when that match is read, so the 22,705 rows never sit in memory as objects.
function byMatch(): Map<string, string[]> {
  if (lines) return lines;
  const map = new Map<string, string[]>();
  const text = gunzipSync(readFileSync(dataPath('charting', FILE))).toString('utf8');
  const all = text.split('\n');
  for (let i = 1; i < all.length; i++) {
    const line = all[i].replace(/\r$/, '');
    const id = line.slice(0, line.indexOf(','));
    if (!id) continue;
    const list = map.get(id) ?? [];
    list.push(line);
    map.set(id, list);
  }
  lines = map;
  return map;
}

/** Does the pack hold this match shot by shot? */
export const hasPoints = (mcpId: string): boolean => byMatch().has(mcpId);

/** Every match the points file holds. */
export const matchesWithPoints = (): string[] => [...byMatch().keys()];

const side = (s: string | undefined): 1 | 2 | null => (s === '1' ? 1 : s === '2' ? 2 : null);
const int = (s: string | undefined): number => Number.parseInt(s ?? '', 10);

/** A match's points in play order: the file holds 37 matches out of `Pt` order, so they are sorted. */
export function chartedPointRows(mcpId: string): ChartedPointRow[] {
  const raw = byMatch().get(mcpId) ?? [];
  return raw
    .map((line) => {
      // 14 columns and no quoting anywhere in the file: a plain split is exact.
      const f = line.split(',');
      return {
        pt: int(f[1]),
        sets: [int(f[2]), int(f[3])] as [number, number],
        games: [int(f[4]), int(f[5])] as [number, number],
        score: f[6] ?? '',
        game: Number.isNaN(int(f[7])) ? null : int(f[7]),
        tiebreakSet: f[8] === 'True' || f[8] === '1',
        server: side(f[9]),
        first: (f[10] ?? '').trim(),
        second: (f[11] ?? '').trim(),
        notes: (f[12] ?? '').trim(),
        winner: side(f[13]),
      };
    })
    .sort((a, b) => a.pt - b.pt);
}
