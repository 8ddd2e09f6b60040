import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { normName } from '../data/names';
import { dataPath } from '../data/data-dir';
import { chartedByMcp, chartedMatches } from './charted-matches';

/**
 * One MCP stats family of one tour, held compactly: ~1.1 M rows over the 32 files would cost
 * hundreds of MB as one object per row, so values sit in one typed array (row-major, `NaN` for an
 * empty cell) and labels are interned. Only rows whose `match_id` is in the matches files are kept:
 * older versions carry renamed ids (data/README.md, charting/) that link to nothing served.
 */
export interface FamilyTable {
  family: string;
  gender: 'M' | 'W';
  /** Numeric columns as in the upstream header (Rally keeps `pl1_`/`pl2_`). */
  cols: string[];
  /**
   * A match's rows, by charted match id: rows `first[id]` to `end[id]` (end excluded; equal when the
   * family holds none) — a match's rows are contiguous in every file. Two typed arrays rather than a
   * map keyed by MCP id: over the 32 tables the map's keys and pairs held ~50 MB of heap.
   */
  first: Int32Array;
  end: Int32Array;
  /** 1 = Player 1 of the matches row, 2 = Player 2, 0 = both (Rally has per-side columns). */
  side: Uint8Array;
  label: Uint16Array;
  labels: string[];
  values: Float32Array;
}

/** Percentage cells (`61.40%`, ServeInfluence) are read as percent numbers and never summed. */
export const isPercentFamily = (family: string): boolean => family === 'ServeInfluence';

const cell = (s: string | undefined): number => {
  const t = (s ?? '').trim();
  if (t === '') return Number.NaN;
  const n = Number(t.endsWith('%') ? t.slice(0, -1) : t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * Which side a stats row belongs to. Three layouts exist (data/README.md, charting/ quirks):
 * `player` as a full name, `player` as `1`/`2`, and no `player` at all (m-KeyPointsServe carries the
 * side as the row label's last digit; Rally carries both sides in its columns).
 */
function sideReader(mcpId: string): (player: string) => number {
  const m = chartedByMcp(mcpId);
  const p1 = m ? normName(m.players[0].name) : '';
  const p2 = m ? normName(m.players[1].name) : '';
  const seen: string[] = [];
  return (player) => {
    if (player === '1' || player === '2') return Number(player);
    const n = normName(player);
    if (n === p1) return 1;
    if (n === p2) return 2;
    // A name spelled differently from the matches row: the first such name of the match is taken
    // as the side no exact name claimed; a third spelling is dropped rather than guessed.
    if (!seen.includes(n)) seen.push(n);
    return seen.length <= 2 ? seen.indexOf(n) + 1 : 0;
  };
}

/** Reads `charting-{g}-stats-{family}.csv.gz` into a compact table. */
export function readFamilyTable(file: string): FamilyTable {
  const [, g, family] = /^charting-([mw])-stats-(\w+)\.csv\.gz$/.exec(file) ?? [];
  // latin1, not utf8: m-ReturnDepth holds Latin-1 bytes in two ids (data/README.md); as bytes they
  // stay one char each, and those ids match no matches row anyway.
  const lines = gunzipSync(readFileSync(dataPath('charting', file)))
    .toString('latin1')
    .split('\n');
  const head = lines[0].replace(/\r$/, '').split(',');
  const hasPlayer = head[1] === 'player';
  const firstCol = hasPlayer ? 3 : 2;
  const cols = head.slice(firstCol);
  const labelOfSuffix = family === 'KeyPointsServe' && !hasPlayer;
  const n = lines.length - 1;
  const side = new Uint8Array(n);
  const label = new Uint16Array(n);
  const values = new Float32Array(n * cols.length);
  const labels: string[] = [];
  const labelIndex = new Map<string, number>();
  // Ids run from 1 to the number of charted matches (charted-matches.ts).
  const first = new Int32Array(chartedMatches().length + 1);
  const end = new Int32Array(first.length);
  let rows = 0;
  let current = '';
  let sideOf: ((p: string) => number) | null = null;
  let id = 0;
  for (let i = 1; i < lines.length; i++) {
    const f = lines[i].replace(/\r$/, '').split(',');
    const mcpId = f[0];
    if (f.length < firstCol || !mcpId) continue;
    if (mcpId !== current) {
      current = mcpId;
      // A second block of an id already read (two 2018 men's matches in 7 files) repeats the first.
      id = chartedByMcp(mcpId)?.id ?? 0;
      sideOf = id > 0 && end[id] === 0 ? sideReader(mcpId) : null;
    }
    if (!sideOf) continue;
    let rowLabel = (hasPlayer ? f[2] : f[1]).trim();
    let s = 0;
    if (hasPlayer) s = sideOf(f[1].trim());
    else if (labelOfSuffix) {
      s = Number(rowLabel.slice(-1));
      rowLabel = rowLabel.slice(0, -1);
    }
    if (hasPlayer && s === 0) continue;
    let li = labelIndex.get(rowLabel);
    if (li === undefined) {
      li = labels.length;
      labels.push(rowLabel);
      labelIndex.set(rowLabel, li);
    }
    side[rows] = s;
    label[rows] = li;
    for (let c = 0; c < cols.length; c++) values[rows * cols.length + c] = cell(f[firstCol + c]);
    if (end[id] === 0) first[id] = rows;
    end[id] = rows + 1;
    rows++;
  }
  return {
    family,
    gender: g === 'm' ? 'M' : 'W',
    cols,
    first,
    end,
    side: side.slice(0, rows),
    label: label.slice(0, rows),
    labels,
    values: values.slice(0, rows * cols.length),
  };
}

/** Whether the table holds rows of the charted match `id`. */
export const hasRows = (t: FamilyTable, id: number): boolean => t.end[id] > t.first[id];

/** One row of a table as a record; `NaN` cells read `null` (never 0), percents rounded to 0.1. */
export function rowValues(t: FamilyTable, row: number): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  const w = t.cols.length;
  for (let c = 0; c < w; c++) {
    const v = t.values[row * w + c];
    out[t.cols[c]] = Number.isNaN(v) ? null : Math.round(v * 10) / 10;
  }
  return out;
}
