import { describe, expect, it } from 'vitest';
import { priceSource, pricesByRow } from './price-at-row';
import { playTape, priceRows } from './test-tape-fixtures';

describe('pricesByRow', () => {
  it('gives each timed row the newest price captured at or before it', () => {
    const rows = playTape([1, 2, 1, 1, 2]);
    const prices = priceRows(rows);
    const byRow = pricesByRow(rows, prices);
    // The opening row (0-0) stands before the first point: no price yet.
    expect(byRow[0]).toBeNull();
    expect(byRow[1]?.seq).toBe(1);
    expect(byRow[5]?.seq).toBe(5);
    // Raw rows need not be in time order: a late-committed early row still gets its own price.
    const shuffled = [rows[3], rows[1], rows[4]];
    expect(pricesByRow(shuffled, prices).map((p) => p?.seq)).toEqual([3, 1, 4]);
  });

  it('matches untimed (reconstructed) rows by score state and carries the last one forward', () => {
    const timed = playTape([1, 1, 2]);
    const prices = priceRows(timed);
    const untimed = playTape([1, 1, 2], { timed: false });
    const byRow = pricesByRow(untimed, prices);
    expect(byRow.map((p) => p?.seq ?? null)).toEqual([null, 1, 2, 3]);
  });

  it('is all null without prices, and reads the source label as the API gives it', () => {
    const rows = playTape([1]);
    expect(pricesByRow(rows, [])).toEqual([null, null]);
    expect(priceSource(priceRows(rows)[0])).toBe('simulated_market');
    expect(priceSource(null)).toBeNull();
  });
});
