import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './budget-state';
import { type PlanInput, planRefresh, refreshInterval } from './refresh-planner';

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
