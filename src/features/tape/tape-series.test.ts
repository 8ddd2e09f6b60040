import { describe, expect, it } from 'vitest';
import { playTape } from '../../lib/test-tape-fixtures';
import { capSeries, setEnds, tapeSeries, tiebreakBars } from './tape-series';

describe('tapeSeries', () => {
  it('runs the points-won difference and counts model rows', () => {
    const rows = playTape([1, 1, 2, 1], { model: true });
    const s = tapeSeries(rows);
    expect(s.points.map((p) => p.momentum)).toEqual([0, 1, 2, 1, 2]);
    expect(s.modelRows).toBe(5);
    expect(s.attributed).toBe(4);
    expect(tapeSeries(playTape([2], { model: false })).modelRows).toBe(0);
  });
});

describe('tiebreakBars', () => {
  it('draws observed tiebreaks and names a 7-6 set whose closing point was never seen', () => {
    const out = tiebreakBars(
      [{ p1: 7, p2: 5 }, null, null],
      [
        [7, 6, 7],
        [6, 4, 6],
      ],
    );
    expect(out.bars).toEqual([{ label: 'Set 1', p1: 7, p2: 5 }]);
    expect(out.unobserved).toEqual(['Set 3']);
    expect(tiebreakBars(null, null)).toEqual({ bars: [], unobserved: [] });
  });
});

describe('capSeries', () => {
  it('keeps short series whole and strides long ones keeping both ends', () => {
    expect(capSeries([1, 2, 3], 5)).toEqual([1, 2, 3]);
    const long = Array.from({ length: 501 }, (_, i) => i);
    const capped = capSeries(long, 201);
    expect(capped).toHaveLength(201);
    expect(capped[0]).toBe(0);
    expect(capped.at(-1)).toBe(500);
    expect(capped[100]).toBe(250);
  });
});

describe('setEnds', () => {
  it('marks the row that closed each set', () => {
    // Two 6-0 sets of 24 points each: rows 24 and 48 close them (row 0 is the opening state).
    const ends = setEnds(playTape(Array(48).fill(1)));
    expect(ends).toEqual([
      { x: 24, label: 'Set 1' },
      { x: 48, label: 'Set 2' },
    ]);
  });
});
