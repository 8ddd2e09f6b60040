import { describe, expect, it } from 'vitest';
import { KEEP_WHOLE, type SectionSize, slateColumns } from './slate-columns';

const sizes = (...rows: number[]): SectionSize[] => rows.map((n, i) => ({ key: `s${i}`, rows: n }));
/** Each column as "section:from-to" parts, to read the layout at a glance. */
const read = (columns: ReturnType<typeof slateColumns>) =>
  columns.map((c) => c.map((p) => `${p.section}:${p.from}-${p.to}${p.continued ? '+' : ''}`));
/** Every row of every section, in the order the columns are read. */
const rowsInOrder = (columns: ReturnType<typeof slateColumns>) =>
  columns
    .flat()
    .flatMap((p) => Array.from({ length: p.to - p.from }, (_, i) => `${p.section}:${p.from + i}`));

describe('the slate in columns', () => {
  it('is one column of whole sections on a phone', () => {
    expect(read(slateColumns(sizes(3, 40, 2), 1))).toEqual([['0:0-3', '1:0-40', '2:0-2']]);
  });

  it('packs short sections whole and keeps their order, column by column', () => {
    const columns = slateColumns(sizes(3, 2, 4, 1, 2, 3), 2);
    expect(read(columns)).toEqual([
      ['0:0-3', '1:0-2', '2:0-4'],
      ['3:0-1', '4:0-2', '5:0-3'],
    ]);
  });

  it('splits one long section evenly between the columns, each part under its heading', () => {
    const columns = slateColumns(sizes(440), 3);
    expect(read(columns)).toEqual([['0:0-147'], ['0:147-294+'], ['0:294-440+']]);
  });

  it('never leaves a part of a few rows, and never splits a short section', () => {
    for (const count of [2, 3]) {
      for (const rows of [
        [KEEP_WHOLE],
        [KEEP_WHOLE + 1],
        [9, 4, 1],
        [1, 30, 2],
        [20, 20, 20, 1],
        [5, 5, 5],
      ]) {
        const columns = slateColumns(sizes(...rows), count);
        expect(columns).toHaveLength(count);
        const expected = rows.flatMap((n, s) => Array.from({ length: n }, (_, i) => `${s}:${i}`));
        expect(rowsInOrder(columns)).toEqual(expected);
        for (const part of columns.flat()) {
          if ((rows[part.section] as number) <= KEEP_WHOLE)
            expect(part.to - part.from).toBe(rows[part.section]);
          else expect(part.to - part.from).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('keeps the columns within a few rows of each other', () => {
    const columns = slateColumns(sizes(12, 30, 4, 8, 25, 3, 3, 40), 3);
    const heights = columns.map((c) => c.reduce((sum, p) => sum + 0.6 + (p.to - p.from), 0));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(6);
  });
});
