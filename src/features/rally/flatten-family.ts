// Charting families are "not shown" in the spec: open records of raw sums. They are read generically,
// so a family or column added later still shows, and nothing is assumed beyond what is sent.

export type Cell = number | string | boolean | null;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaf values of a family as `[path, value]`, nested keys joined with " · ". */
export function flattenFamily(value: unknown, prefix = ''): [string, Cell][] {
  if (!isRecord(value)) return [[prefix || 'value', toCell(value)]];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix} · ${k}` : k;
    return isRecord(v) ? flattenFamily(v, path) : [[path, toCell(v)] as [string, Cell]];
  });
}

function toCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** A per-player, per-split family: `{split?, p1: {key: {col: n}}, p2: {...}}`. */
export interface SplitFamily {
  split: string | null;
  /** Split keys in the order sent (set 1, set 2, total…). */
  keys: string[];
  columns: string[];
  rows: { side: 'p1' | 'p2'; key: string; cells: Record<string, Cell> }[];
}

/** Reads a charting-match family as a per-split table, or null when it has another shape. */
export function readSplitFamily(value: unknown): SplitFamily | null {
  if (!isRecord(value) || !isRecord(value.p1) || !isRecord(value.p2)) return null;
  const keys: string[] = [];
  const columns: string[] = [];
  const rows: SplitFamily['rows'] = [];
  for (const side of ['p1', 'p2'] as const) {
    for (const [key, cols] of Object.entries(value[side] as Record<string, unknown>)) {
      if (!keys.includes(key)) keys.push(key);
      const cells: Record<string, Cell> = {};
      for (const [col, v] of flattenFamily(cols)) {
        if (!columns.includes(col)) columns.push(col);
        cells[col] = v;
      }
      rows.push({ side, key, cells });
    }
  }
  return { split: typeof value.split === 'string' ? value.split : null, keys, columns, rows };
}
