import { describe, expect, it } from 'vitest';
import { type ResultColumns, type ResultSide, resultColumns, rowColumns } from './result-columns';
import { loadResults, loadResultsByTour } from './results';

/** Every field of every row, as one line of text per row (nulls, floats and non-ASCII names kept). */
function dump(parts: readonly ResultColumns[]): string[] {
  const out: string[] = [];
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
      out.push(
        JSON.stringify([
          c.tour(i),
          c.level(i),
          c.tourneyName(i),
          c.surface(i),
          c.season(i),
          c.date(i),
          ...side(c, i, 0),
          ...side(c, i, 1),
        ]),
      );
  return out;
}

describe('the results files scanned for the start', () => {
  it('reads every start field of every row exactly as the full parser does, in the same order', () => {
    const parsed = dump([rowColumns(loadResults())]);
    const scanned = dump(resultColumns());
    expect(scanned.length).toBe(parsed.length);
    const differing = scanned.filter((line, i) => line !== parsed[i]);
    expect(differing.slice(0, 3)).toStrictEqual([]);
    // One tour's files, as the serve-rate index reads them.
    expect(dump(resultColumns('wta'))).toStrictEqual(dump([rowColumns(loadResultsByTour('wta'))]));
  }, 300_000);
});
