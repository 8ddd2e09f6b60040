import { describe, expect, it } from 'vitest';
import { ReplayPoints } from './replay-points';
import type { ReplayPoint } from './slam-pbp';

const POINTS: ReplayPoint[] = [
  { elapsed: 0, winner: 1, server: 1, serve: 1, outcome: 'ace', speedKmh: 201.5 },
  { elapsed: 31.25, winner: 2, server: 1, serve: 2, outcome: 'double_fault', speedKmh: null },
  { elapsed: 166_000, winner: 2, server: 2, serve: null, outcome: null, speedKmh: null },
];

describe('a recording packed point by point', () => {
  it('reads back every point as it was, nulls included, and counts from the end with a negative index', () => {
    const packed = ReplayPoints.from(POINTS);
    expect(packed.length).toBe(3);
    expect([...packed]).toStrictEqual(POINTS);
    expect(packed.at(-1)).toStrictEqual(POINTS[2]);
    expect(packed.at(3)).toBeUndefined();
    expect(packed.at(-4)).toBeUndefined();
    expect(packed.winner(1)).toBe(2);
    expect(packed.elapsed(1)).toBe(31.25);
    expect(packed.filter((p) => p.server === 1)).toStrictEqual(POINTS.slice(0, 2));
  });

  it('is the same points again from its packed numbers', () => {
    const again = new ReplayPoints(Float64Array.from(ReplayPoints.from(POINTS).packed));
    expect([...again]).toStrictEqual(POINTS);
  });
});
