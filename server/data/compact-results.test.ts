import { describe, expect, it } from 'vitest';
import { compactedResults } from '../test/compacted-results';
import { CompactResults } from './compact-results';
import { loadResults, NO_STATS } from './results';

/**
 * Equal field for field, keys in the same order, values by Object.is: what one JSON comparison per
 * row checked (and stricter: an undefined field or -0 counts), without writing 800k strings.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let k = 0; k < ka.length; k++)
    if (
      ka[k] !== kb[k] ||
      !same((a as Record<string, unknown>)[ka[k]], (b as Record<string, unknown>)[kb[k]])
    )
      return false;
  return true;
}

describe('CompactResults', () => {
  // One compaction of the 412k rows for both claims, and for the other files that check it.
  const compacted = compactedResults;

  it('gives back every parsed result row field for field', () => {
    const rows = loadResults();
    const compact = new CompactResults(compacted());
    expect(compact.size).toBe(rows.length);
    let mismatched = 0;
    for (let i = 0; i < rows.length; i++) {
      const back = compact.row(i);
      // Not toStrictEqual per row (400k assertions are slow): one comparison, nulls kept.
      if (!same(back, rows[i]) || back.season !== compact.season(i)) mismatched++;
      if ((rows[i].winnerStats === NO_STATS) !== (back.winnerStats === NO_STATS)) mismatched++;
    }
    expect(mismatched).toBe(0);
    // Floats (ages), nulls and non-ASCII names survive exactly.
    const aged = rows.findIndex((r) => r.winner.age !== null && !Number.isInteger(r.winner.age));
    expect(compact.row(aged).winner.age).toBe(rows[aged].winner.age);
    expect(compact.row(0)).toStrictEqual(rows[0]);
  }, 300_000);

  it('holds the results in a fraction of the parsed rows’ size', () => {
    const parts = compacted();
    const bytes =
      parts.bytes.byteLength +
      parts.offsets.byteLength +
      [...parts.str, ...parts.num].reduce((n, c) => n + c.byteLength, 0);
    // 62 MB measured (412k rows), against ~330 MB of heap as parsed rows.
    expect(bytes / 2 ** 20).toBeLessThan(70);
  }, 300_000);
});
