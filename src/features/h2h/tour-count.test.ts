import { describe, expect, it } from 'vitest';
import type { Meeting } from './h2h-outcomes';
import { tourCount, tourLine } from './tour-count';

const meeting = (outcome: string | null, winner: 1 | 2 | null) => ({ outcome, winner }) as Meeting;

describe('head-to-head as the tours count it', () => {
  it('counts retirements and defaults, lists walkovers apart, leaves no-winner meetings undecided', () => {
    const c = tourCount([
      meeting('completed', 1),
      meeting('retired', 2),
      meeting('default', 2),
      meeting('walkover', 1),
      meeting('abandoned', null),
      meeting('a_new_outcome', 1),
    ]);
    expect(c).toEqual({ p1: 2, p2: 2, walkovers: 1, undecided: 1 });
    expect(tourLine(c)).toBe('2–2 (+1 walkover)');
  });

  it('says nothing of walkovers when there were none, and counts them in the plural', () => {
    expect(tourLine({ p1: 16, p2: 24, walkovers: 0, undecided: 0 })).toBe('16–24');
    expect(tourLine({ p1: 1, p2: 0, walkovers: 2, undecided: 0 })).toBe('1–0 (+2 walkovers)');
  });
});
