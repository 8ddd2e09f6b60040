import { describe, expect, it } from 'vitest';
import { backoffDelay, jittered } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the base per attempt and stops at the cap', () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(500, a, 60_000))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffDelay(500, 30, 60_000)).toBe(60_000);
  });

  it('treats a negative attempt as the first', () => {
    expect(backoffDelay(5_000, -1, 900_000)).toBe(5_000);
  });
});

describe('jittered', () => {
  it('spreads a delay over its upper half', () => {
    expect(jittered(4_000, () => 0)).toBe(2_000);
    expect(jittered(4_000, () => 1)).toBe(4_000);
    expect(jittered(4_000, () => 0.5)).toBe(3_000);
  });
});
