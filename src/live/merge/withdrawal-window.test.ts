import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_WINDOW_CAP_MS, WITHDRAWAL_WINDOW_FLOOR_MS, widenedWindow } from './withdrawal-window';

describe('widenedWindow', () => {
  it('grows to the slowest withdrawal seen plus a margin, never shrinks', () => {
    expect(widenedWindow(WITHDRAWAL_WINDOW_FLOOR_MS, 400)).toBe(500);
    expect(widenedWindow(500, 10)).toBe(500);
    expect(widenedWindow(500, null)).toBe(500);
  });

  it('stops at the cap, and a withdrawal slower than the cap teaches nothing', () => {
    expect(widenedWindow(250, WITHDRAWAL_WINDOW_CAP_MS - 50)).toBe(WITHDRAWAL_WINDOW_CAP_MS);
    expect(widenedWindow(250, WITHDRAWAL_WINDOW_CAP_MS + 1)).toBe(250);
    expect(widenedWindow(250, 60_000)).toBe(250);
  });
});
