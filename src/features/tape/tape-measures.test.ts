import { describe, expect, it } from 'vitest';
import { fiveSetter, playTape } from '../../lib/test-tape-fixtures';
import { formatOfTape, scoreOnlyLine, tapeMeasures } from './tape-measures';

describe('formatOfTape', () => {
  it('reads best of five from the sets played and the decider from its final games', () => {
    expect(formatOfTape(fiveSetter())).toMatchObject({ bestOf: 5, finalSet: 'tiebreak7' });
    expect(formatOfTape(playTape(Array(48).fill(1)))).toMatchObject({ bestOf: 3 });
    const rows = playTape([1]);
    const last = {
      ...rows[0],
      sets: [2, 2],
      games: [
        [6, 4, 6, 4, 9],
        [4, 6, 4, 6, 7],
      ],
    };
    expect(formatOfTape([last], 5).finalSet).toBe('advantage');
    const at12 = {
      ...last,
      games: [
        [6, 4, 6, 4, 13],
        [4, 6, 4, 6, 12],
      ],
    };
    expect(formatOfTape([at12], 5).finalSet).toBe('tiebreak7at12');
  });
});

describe('scoreOnlyLine', () => {
  it('starts level between equal servers, ends at the winner and moves with every point', () => {
    // Side 1 wins every point: 48 points take two 6-0 sets.
    const rows = playTape(Array(48).fill(1));
    const line = scoreOnlyLine(rows, formatOfTape(rows));
    expect(line[0]).toBeCloseTo(0.5, 12);
    expect(line.at(-1)).toBe(1);
    for (let i = 1; i < line.length; i++) expect(line[i] as number).toBeGreaterThan(line[i - 1] as number);
  });
});

describe('tapeMeasures', () => {
  it('sums and averages the point-to-point moves and finds the winner’s lowest chance', () => {
    const rows = playTape(Array(48).fill(1));
    // Moves of +10, −20, +60 points (a withheld row between them is skipped, never a jump).
    const m = tapeMeasures(rows, [0.5, 0.6, null, 0.4, 1]);
    expect(m.steps).toBe(3);
    expect(m.excitement).toBeCloseTo(90, 9);
    expect(m.volatility).toBeCloseTo(Math.sqrt((100 + 400 + 3600) / 3), 9);
    expect(m.comeback).toEqual({ side: 1, lowest: expect.closeTo(0.4, 9), row: 3, atStart: false });
  });

  it('takes the comeback from side 2’s chance when side 2 won', () => {
    const rows = playTape(Array(48).fill(2));
    const m = tapeMeasures(rows, scoreOnlyLine(rows, formatOfTape(rows)));
    expect(m.comeback?.side).toBe(2);
    expect(m.comeback?.lowest).toBeCloseTo(0.5, 12);
    expect(m.comeback?.row).toBe(0);
    // Never below the even start: no comeback, said as such rather than "down to 50%".
    expect(m.comeback?.atStart).toBe(true);
  });
});
