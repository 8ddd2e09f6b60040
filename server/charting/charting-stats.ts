import { readdirSync } from 'node:fs';
import { dataPath } from '../data/data-dir';
import { chartedByMcp } from './charted-matches';
import { type FamilyTable, hasRows, isPercentFamily, readFamilyTable, rowValues } from './family-table';

export { hasRows, isPercentFamily };

/** A row of one family seen from one side: its label and that side's numbers. */
export interface SideRow {
  label: string;
  values: Record<string, number | null>;
}

// Summing the rows named here gives a player's whole-match figures for that family
// (SnV and SvBreak* split serve points in two halves with no total row; ShotDirOutcomes has none).
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
  Rally: ['Total'],
  ReturnDepth: ['Total'],
  ReturnOutcomes: ['Total'],
  ShotTypes: ['Total'],
  SvBreakSplit: ['d', 'a'],
  SvBreakTotal: ['d', 'a'],
};

const RALLY_SIDE_COLS = ['won', 'winners', 'forced', 'unforced'] as const;

/**
 * Rally rows carry both sides (`pl1_won`, `pl2_won`) and name the server in the label (`1-3-1`:
 * rallies of 1-3 shots with Player 1 serving); seen from a side they become `1-3 serving` /
 * `1-3 returning` with that side's own columns, so a player's rows sum across matches.
 */
function rallyRow(t: FamilyTable, row: number, side: 1 | 2): SideRow {
  const raw = rowValues(t, row);
  const values: Record<string, number | null> = { pts: raw.pts ?? null };
  for (const c of RALLY_SIDE_COLS) values[c] = raw[`pl${side}_${c}`] ?? null;
  return { label: rallyLabel(t.labels[t.label[row]], side), values };
}

function rallyLabel(l: string, side: 1 | 2): string {
  const m = /^(.+)-([12])$/.exec(l);
  const base = (s: string) => (s === '10' ? '10+' : s);
  return m ? `${base(m[1])} ${Number(m[2]) === side ? 'serving' : 'returning'}` : base(l);
}

/** What a side's row reads: its label and, in the order its values record lists them, each value's column. */
export interface SidePlan {
  /** The value names with their column in `t.cols` (-1: not in the table, read as null). */
  cols: { name: string; c: number }[];
  /** The row's label seen from the side, by label index. */
  label: (li: number) => string;
}

const plans = new WeakMap<FamilyTable, SidePlan[]>();

/**
 * How `sideRows` reads a table from each side, worked out once per table: the same names in the
 * same order as its values records (a record's key order, so sums made from it list their keys
 * alike), without a record and a label made per row.
 */
function sidePlans(t: FamilyTable): SidePlan[] {
  const known = plans.get(t);
  if (known) return known;
  const at = (name: string) => t.cols.lastIndexOf(name);
  const plain: SidePlan = {
    // A record's keys: one per distinct column name, the last column of a repeated name its value.
    cols: Object.keys(Object.fromEntries(t.cols.map((c) => [c, 0]))).map((name) => ({ name, c: at(name) })),
    label: (li) => t.labels[li],
  };
  const rally = ([1, 2] as const).map((side): SidePlan => {
    const labels = new Map<number, string>();
    return {
      cols: ['pts', ...RALLY_SIDE_COLS].map((name) => ({
        name,
        c: at(name === 'pts' ? name : `pl${side}_${name}`),
      })),
      label: (li) => {
        let l = labels.get(li);
        if (l === undefined) {
          l = rallyLabel(t.labels[li], side);
          labels.set(li, l);
        }
        return l;
      },
    };
  });
  const out = [plain, ...rally];
  plans.set(t, out);
  return out;
}

/** The plan of row `r` seen from `side`, or null when the row is the other side's. */
export function planOf(t: FamilyTable, r: number, side: 1 | 2): SidePlan | null {
  const s = t.side[r];
  if (s === 0) return sidePlans(t)[side];
  return s === side ? sidePlans(t)[0] : null;
}

/** A value of a row as `rowValues` reads it: null for an empty cell or a column the table lacks. */
export function cellAt(t: FamilyTable, r: number, c: number): number | null {
  if (c < 0) return null;
  const v = t.values[r * t.cols.length + c];
  return Number.isNaN(v) ? null : Math.round(v * 10) / 10;
}

let tables: Record<'M' | 'W', FamilyTable[]> | null = null;

/** The stats files of the pack, in the order their tables are listed. */
export const familyFiles = (): string[] =>
  readdirSync(dataPath('charting'))
    .filter((f) => /^charting-[mw]-stats-\w+\.csv\.gz$/.test(f))
    .sort();

/** Holds tables read elsewhere (charting-ready.ts), in `familyFiles` order, unless this thread read them. */
export function holdFamilyTables(list: readonly FamilyTable[]): void {
  if (tables) return;
  const all: Record<'M' | 'W', FamilyTable[]> = { M: [], W: [] };
  for (const t of list) all[t.gender].push(t);
  tables = all;
}

/** Every stats family of the pack, per tour, read once into compact tables. */
export function familyTables(gender: 'M' | 'W'): FamilyTable[] {
  if (!tables) {
    const all: Record<'M' | 'W', FamilyTable[]> = { M: [], W: [] };
    for (const file of familyFiles()) {
      const t = readFamilyTable(file);
      all[t.gender].push(t);
    }
    tables = all;
  }
  return tables[gender];
}

/** The stats families the pack holds for a tour. */
export const familiesPresent = (gender: 'M' | 'W'): string[] => familyTables(gender).map((t) => t.family);

/** One side's rows of one family in the charted match `id`, in file order. */
export function sideRows(t: FamilyTable, id: number, side: 1 | 2): SideRow[] {
  const out: SideRow[] = [];
  for (let r = t.first[id], end = t.end[id]; r < end; r++) {
    if (t.side[r] === 0) out.push(rallyRow(t, r, side));
    else if (t.side[r] === side) out.push({ label: t.labels[t.label[r]], values: rowValues(t, r) });
  }
  return out;
}

/** Charted point count of a match: both players' serve points (ServeInfluence rows 1 and 2), or null. */
export function chartedPoints(mcpId: string, gender: 'M' | 'W'): number | null {
  const t = familyTables(gender).find((f) => f.family === 'ServeInfluence');
  const id = chartedByMcp(mcpId)?.id;
  if (!t || id === undefined || !hasRows(t, id)) return null;
  let n = 0;
  for (const side of [1, 2] as const)
    for (const r of sideRows(t, id, side)) if (r.label === '1' || r.label === '2') n += r.values.pts ?? 0;
  return n;
}
