import { describe, expect, it } from 'vitest';
import { breakPointIndexes, isBreakPoint, nextBreakPoint, previousBreakPoint } from './break-points';
import { playTape } from './test-tape-fixtures';

const state = (points: [string | null, string | null] | null, server: 1 | 2 | null, is_tiebreak = false) => ({
  points,
  server,
  is_tiebreak,
});

describe('isBreakPoint', () => {
  it('is the receiver one point from the game: at 40 against 0/15/30, or at AD', () => {
    expect(isBreakPoint(state(['30', '40'], 1))).toBe(true);
    expect(isBreakPoint(state(['0', '40'], 1))).toBe(true);
    expect(isBreakPoint(state(['40', 'AD'], 1))).toBe(true);
    expect(isBreakPoint(state(['40', '15'], 2))).toBe(true);
    expect(isBreakPoint(state(['AD', '40'], 2))).toBe(true);
  });

  it('is not deuce, a game point for the server, a tiebreak, or a row with no server', () => {
    expect(isBreakPoint(state(['40', '40'], 1))).toBe(false);
    expect(isBreakPoint(state(['40', '30'], 1))).toBe(false);
    expect(isBreakPoint(state(['AD', '40'], 1))).toBe(false);
    expect(isBreakPoint(state(['5', '6'], 1, true))).toBe(false);
    expect(isBreakPoint(state(['30', '40'], null))).toBe(false);
    expect(isBreakPoint(state(null, 1))).toBe(false);
  });
});

describe('break-point navigation', () => {
  // p1 serves: 0-15, 0-30, 0-40 (BP), 15-40 (BP), 30-40 (BP), 40-40, AD-40, game p1;
  // then p2 serves and holds to love: never a break point.
  const rows = playTape([2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
  const bps = breakPointIndexes(rows);

  it('finds the break-point rows from the score rows', () => {
    expect(bps).toEqual([3, 4, 5]);
  });

  it('jumps to the next and previous break point strictly around a row', () => {
    expect(nextBreakPoint(bps, 0)).toBe(3);
    expect(nextBreakPoint(bps, 3)).toBe(4);
    expect(nextBreakPoint(bps, 5)).toBeNull();
    expect(previousBreakPoint(bps, 5)).toBe(4);
    expect(previousBreakPoint(bps, 3)).toBeNull();
    expect(previousBreakPoint(bps, 12)).toBe(5);
  });
});
