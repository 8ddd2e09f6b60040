import { describe, expect, it } from 'vitest';
import type { LivePoint } from '../../contract/points';
import { samplePoint } from '../../contract/test-samples';
import { mergeTiebreaks, tiebreaksFromPoints } from './tiebreaks-from-points';

const row = (seq: number, over: Partial<LivePoint>): LivePoint => ({
  ...(samplePoint() as LivePoint),
  seq,
  serve: null,
  outcome: null,
  ...over,
});
const tb = (seq: number, p1: string, p2: string) =>
  row(seq, { score: { p1, p2 }, sets: [0, 0], games: [[6], [6]], set: 1, winner: 1 });

describe('tiebreaksFromPoints', () => {
  it('reads a finished tiebreak from its last two rows: 7–6 with 7–4', () => {
    const points = [
      tb(10, '5', '4'),
      tb(11, '6', '4'),
      row(12, {
        score: { p1: '0', p2: '0' },
        sets: [1, 0],
        games: [
          [7, 0],
          [6, 0],
        ],
        set: 2,
        winner: 1,
      }),
    ];
    expect(tiebreaksFromPoints(points)).toEqual([{ p1: 7, p2: 4 }]);
  });

  it('puts a second set’s tiebreak in its place and leaves unknown sets null', () => {
    const second = (seq: number, p1: string, p2: string) =>
      row(seq, {
        score: { p1, p2 },
        sets: [1, 0],
        games: [
          [6, 6],
          [3, 6],
        ],
        set: 2,
        winner: 2,
      });
    const points = [
      second(40, '8', '8'),
      row(41, {
        score: { p1: '0', p2: '0' },
        sets: [1, 1],
        games: [
          [6, 6, 0],
          [3, 7, 0],
        ],
        set: 3,
        winner: 2,
      }),
    ];
    expect(tiebreaksFromPoints(points)).toEqual([null, { p1: 8, p2: 9 }]);
  });

  it('invents nothing across a gap in the rows or without the last point’s winner', () => {
    const end = {
      score: { p1: '0', p2: '0' },
      sets: [1, 0],
      games: [
        [7, 0],
        [6, 0],
      ],
      set: 2,
    };
    expect(tiebreaksFromPoints([tb(10, '6', '4'), row(12, { ...end, winner: 1 })])).toBeNull();
    expect(tiebreaksFromPoints([tb(10, '6', '4'), row(11, { ...end, winner: null })])).toBeNull();
    // A set won without a tiebreak (6–4) has none.
    const regular = row(20, { score: { p1: '40', p2: '15' }, sets: [0, 0], games: [[5], [4]], set: 1 });
    expect(tiebreaksFromPoints([regular, row(21, { ...end, winner: 1 })])).toBeNull();
  });
});

describe('mergeTiebreaks', () => {
  it('keeps the listing’s own figures and fills its gaps from the points', () => {
    expect(
      mergeTiebreaks(
        [{ p1: 7, p2: 5 }, null],
        [
          { p1: 1, p2: 1 },
          { p1: 3, p2: 7 },
        ],
      ),
    ).toEqual([
      { p1: 7, p2: 5 },
      { p1: 3, p2: 7 },
    ]);
    expect(mergeTiebreaks(undefined, null)).toBeUndefined();
  });
});
