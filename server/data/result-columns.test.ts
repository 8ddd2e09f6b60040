import { describe, expect, it } from 'vitest';
import { type ResultColumns, type ResultSide, resultColumns, rowColumns } from './result-columns';
import { loadResults, loadResultsByTour } from './results';

/** Every field of every row, as one line of text per row (nulls, floats and non-ASCII names kept). */
function* lines(parts: readonly ResultColumns[]): Generator<string> {
  const side = (c: ResultColumns, i: number, s: ResultSide) => [
    c.id(i, s),
    c.name(i, s),
    c.rankPoints(i, s),
    c.svpt(i, s),
    c.firstWon(i, s),
    c.secondWon(i, s),
  ];
  for (const c of parts)
    for (let i = 0; i < c.size; i++)
      yield JSON.stringify([
        c.tour(i),
        c.level(i),
        c.tourneyName(i),
        c.surface(i),
        c.season(i),
        c.date(i),
        ...side(c, i, 0),
        ...side(c, i, 1),
      ]);
}

/**
 * Both forms read line for line side by side: how many lines each gave and the first lines that
 * differ. Neither form's 400k lines is kept (two arrays of them, and a deep equality over them,
 * were most of this file's time).
 */
function compare(scanned: readonly ResultColumns[], parsed: readonly ResultColumns[]) {
  const a = lines(scanned);
  const b = lines(parsed);
  const counts = { scanned: 0, parsed: 0 };
  const differing: { row: number; scanned?: string; parsed?: string }[] = [];
  for (;;) {
    const x = a.next();
    const y = b.next();
    if (!x.done) counts.scanned++;
    if (!y.done) counts.parsed++;
    if (x.done && y.done) break;
    if (x.value !== y.value && differing.length < 3)
      differing.push({ row: Math.max(counts.scanned, counts.parsed) - 1, scanned: x.value, parsed: y.value });
  }
  return { counts, differing };
}

describe('the results files scanned for the start', () => {
  it('reads every start field of every row exactly as the full parser does, in the same order', () => {
    const all = compare(resultColumns(), [rowColumns(loadResults())]);
    expect(all.counts.scanned).toBe(loadResults().length);
    expect(all.counts.scanned).toBe(all.counts.parsed);
    expect(all.differing).toStrictEqual([]);
    // One tour's files, as the serve-rate index reads them.
    const wta = compare(resultColumns('wta'), [rowColumns(loadResultsByTour('wta'))]);
    expect(wta.counts.scanned).toBeGreaterThan(0);
    expect(wta.counts.scanned).toBe(wta.counts.parsed);
    expect(wta.differing).toStrictEqual([]);
  }, 300_000);
});
