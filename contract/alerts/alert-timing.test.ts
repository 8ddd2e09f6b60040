import { describe, expect, it } from 'vitest';
import { CLOSED_APP_CHECK_FLOOR_MS, closedAppCheckMs, msToDayReset } from './alert-timing';

describe('closedAppCheckMs', () => {
  it('spreads half the remaining requests over the time to the reset', () => {
    // A FREE desk at midnight: 50 of its 100 over 24 hours, one every 28.8 minutes.
    expect(closedAppCheckMs(100, 86_400_000)).toBe(1_728_000);
    // Late in the day with few left: 5 of 10 over 2 hours, one every 24 minutes.
    expect(closedAppCheckMs(10, 7_200_000)).toBe(1_440_000);
  });

  it('never reads closer than the floor, however many are left', () => {
    expect(closedAppCheckMs(500_000, 86_400_000)).toBe(CLOSED_APP_CHECK_FLOOR_MS);
  });

  it('waits for the reset when none can be spared', () => {
    expect(closedAppCheckMs(1, 3_600_000)).toBe(3_600_000);
    expect(closedAppCheckMs(0, 60_000)).toBe(CLOSED_APP_CHECK_FLOOR_MS);
  });
});

describe('msToDayReset', () => {
  it('counts to the next UTC midnight', () => {
    expect(msToDayReset(Date.parse('2026-11-26T23:00:00Z'))).toBe(3_600_000);
    expect(msToDayReset(Date.parse('2026-11-27T00:00:00Z'))).toBe(86_400_000);
  });
});
