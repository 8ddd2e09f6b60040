/** A section as the column layout sees it: its key and how many rows it holds. */
export interface SectionSize {
  key: string;
  rows: number;
}

/** One section's rows `from`–`to` (end excluded) in a column; `continued` when rows above are in another. */
export interface ColumnPart {
  key: string;
  /** The section's place in the slate's order. */
  section: number;
  from: number;
  to: number;
  continued: boolean;
}

// Heights in rough units: a row ~56 px, a section's heading bar and its gap ~32 px. Only the
// proportion matters; the columns come out within a row or two of each other.
const ROW = 5;
const HEADING = 3;
/** A section this short is never split, like a short article in a newspaper column. */
export const KEEP_WHOLE = 8;
/** Neither part of a split section is shorter than this. */
const MIN_PART = 3;

/** The sections poured in order into columns of `capacity` units; the last column takes what is left. */
function pour(sections: readonly SectionSize[], columns: number, capacity: number) {
  const out: ColumnPart[][] = [[]];
  let used = 0;
  sections.forEach((s, section) => {
    let from = 0;
    while (from < s.rows) {
      const column = out[out.length - 1] as ColumnPart[];
      const last = out.length === columns;
      const left = s.rows - from;
      const room = Math.floor((capacity - used - HEADING) / ROW);
      const place = (to: number) => {
        column.push({ key: s.key, section, from, to, continued: from > 0 });
        used += HEADING + (to - from) * ROW;
        from = to;
      };
      if (left <= room || last || (column.length === 0 && s.rows <= KEEP_WHOLE)) {
        place(s.rows);
        continue;
      }
      const take = s.rows > KEEP_WHOLE ? Math.min(room, left - MIN_PART) : 0;
      if (take >= MIN_PART) place(from + take);
      else if (column.length === 0) {
        // Too narrow a capacity for a part here: the rest in one, which the bisection then widens.
        place(s.rows);
        continue;
      }
      out.push([]);
      used = 0;
    }
  });
  return { out, lastUsed: used };
}

/**
 * The slate's sections laid out in `columns` columns read top to bottom, then left to right, like
 * newspaper columns: the order kept, short sections whole, a long one split between columns (its
 * continuation under its own heading), and the columns as even as that allows. Computed once per
 * change of the slate's membership, so a row drawn or redrawn re-lays out its own column alone,
 * where CSS columns balanced every row of the slate again.
 */
export function slateColumns(sections: readonly SectionSize[], columns: number): ColumnPart[][] {
  if (columns <= 1 || sections.length === 0)
    return [sections.map((s, section) => ({ key: s.key, section, from: 0, to: s.rows, continued: false }))];
  const total = sections.reduce((sum, s) => sum + HEADING + s.rows * ROW, 0);
  // The smallest capacity whose pour fits the last column, by bisection (a few dozen pours at most).
  let low = Math.ceil(total / columns);
  let high = total;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (pour(sections, columns, mid).lastUsed <= mid) high = mid;
    else low = mid + 1;
  }
  const { out } = pour(sections, columns, low);
  while (out.length < columns) out.push([]);
  return out;
}
