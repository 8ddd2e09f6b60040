import { describe, expect, it } from 'vitest';
import { CompactResults, compactParts } from './compact-results';
import { loadResults, NO_STATS } from './results';

describe('CompactResults', () => {
  // One compaction of the 412k rows for both claims (each made its own: seconds of CPU apiece).
  let parts: ReturnType<typeof compactParts> | undefined;
  const compacted = () => {
    parts ??= compactParts(loadResults());
    return parts;
  };

  it('gives back every parsed result row field for field', () => {
    const rows = loadResults();
    const compact = new CompactResults(compacted());
    expect(compact.size).toBe(rows.length);
    let mismatched = 0;
    for (let i = 0; i < rows.length; i++) {
      const back = compact.row(i);
      // Not toStrictEqual per row (400k assertions are slow): one JSON comparison, nulls kept.
      if (JSON.stringify(back) !== JSON.stringify(rows[i]) || back.season !== compact.season(i)) mismatched++;
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
