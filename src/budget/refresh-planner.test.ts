import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './budget-state';
import { heldReserve, type PlanInput, planRefresh, refreshInterval } from './refresh-planner';

const H = 3_600_000;
const base: PlanInput = {
  now: Date.UTC(2026, 10, 21, 8, 0, 0),
  visible: true,
  liveViewOpen: true,
  lastRefreshAt: null,
  requestsLeft: 100,
  visibleSpentMs: 0,
  expectedVisibleMs: 12 * H,
  perMinute: 30,
  blockedUntil: 0,
};

describe('refresh planner', () => {
  it('spreads a FREE day over the expected visible time: 12 h / 100 requests', () => {
    expect(refreshInterval(base)).toBeCloseTo((12 * H) / 100, 0);
  });
  it('adapts: fewer requests left or less time left changes the spacing', () => {
    expect(refreshInterval({ ...base, requestsLeft: 50 })).toBeCloseTo((12 * H) / 50, 0);
    expect(refreshInterval({ ...base, visibleSpentMs: 6 * H, requestsLeft: 50 })).toBeCloseTo(
      (6 * H) / 50,
      0,
    );
  });
  it('never goes below the per-minute floor', () => {
    expect(refreshInterval({ ...base, perMinute: 600, requestsLeft: 500_000 })).toBeGreaterThanOrEqual(5_000);
    expect(refreshInterval({ ...base, perMinute: 6, requestsLeft: 500_000 })).toBe(MINUTE_MS / 6);
  });
  it('refreshes at once on first show, then one interval after the last refresh', () => {
    expect(planRefresh(base)).toMatchObject({ refreshAt: base.now, reason: 'scheduled' });
    const last = base.now - 60_000;
    const p = planRefresh({ ...base, lastRefreshAt: last });
    expect(p.refreshAt).toBe(last + p.intervalMs);
  });
  it('does not refresh while hidden, without a live view, or with no requests left', () => {
    expect(planRefresh({ ...base, visible: false })).toMatchObject({ refreshAt: null, reason: 'hidden' });
    expect(planRefresh({ ...base, liveViewOpen: false })).toMatchObject({
      refreshAt: null,
      reason: 'no_live_view',
    });
    expect(planRefresh({ ...base, requestsLeft: 0 })).toMatchObject({ refreshAt: null, reason: 'day_spent' });
  });
  it('waits out a block (Retry-After, 429, abuse stop)', () => {
    const until = base.now + 10 * MINUTE_MS;
    expect(planRefresh({ ...base, blockedUntil: until })).toMatchObject({
      refreshAt: until,
      reason: 'blocked',
    });
  });
});

describe('held reserve', () => {
  const day = { reserve: 5, expectedVisibleMs: 12 * H };
  it('holds the whole reserve at the start and releases it as the expected visible day passes', () => {
    expect(heldReserve({ ...day, byHand: 0, visibleSpentMs: 0 })).toBe(5);
    expect(heldReserve({ ...day, byHand: 0, visibleSpentMs: 6 * H })).toBe(2.5);
    expect(heldReserve({ ...day, byHand: 0, visibleSpentMs: 12 * H })).toBe(0);
    expect(heldReserve({ ...day, byHand: 0, visibleSpentMs: 20 * H })).toBe(0);
  });

  it('takes pages opened by hand out of the reserve, never below nothing', () => {
    expect(heldReserve({ ...day, byHand: 4, visibleSpentMs: H })).toBe(1);
    expect(heldReserve({ ...day, byHand: 9, visibleSpentMs: H })).toBe(0);
    // Pages opened at the expected rate: the held part is the reserve's share of the day to come.
    expect(heldReserve({ ...day, byHand: 2.5, visibleSpentMs: 6 * H })).toBe(2.5);
  });

  it('holds nothing without a reserve (paid tiers)', () => {
    expect(heldReserve({ ...day, reserve: 0, byHand: 0, visibleSpentMs: 0 })).toBe(0);
  });

  it('keeps the day’s intervals even when pages are opened at the expected rate', () => {
    // 100 a day, 5 of them by hand at the expected rate: the interval is the same early and late.
    const at = (p: number) => {
      const byHand = 5 * p;
      const polls = 95 * p;
      const left = 100 - polls - byHand - heldReserve({ ...day, byHand, visibleSpentMs: p * 12 * H });
      return refreshInterval({ ...base, requestsLeft: left, visibleSpentMs: p * 12 * H, now: base.now });
    };
    expect(at(0.8) / at(0.1)).toBeCloseTo(1, 5);
  });
});
