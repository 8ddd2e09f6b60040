import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { DAY_MS, MINUTE_MS } from './budget-state';
import { LivePoller } from './live-poller';
import { RequestBudget } from './request-budget';
import { ManualTimers } from './timers';

const DAY = Date.UTC(2026, 10, 21);
const H = 3_600_000;
const info = { path: '/matches', exempt: false };

function setup(opts: { failWith?: () => ApiError } = {}) {
  const timers = new ManualTimers(DAY);
  const budget = new RequestBudget({ tier: 'free', now: timers.now });
  const fetches: number[] = [];
  const poller = new LivePoller({
    budget,
    timers,
    expectedVisibleMs: 12 * H,
    reserve: 5,
    track: (p) => timers.track(p),
    refresh: async () => {
      await budget.beforeRequest(info);
      fetches.push(timers.now());
      const err = opts.failWith?.();
      await budget.afterResponse(info, {
        status: err ? err.status : 200,
        headers: new Headers(),
        error: err ?? null,
      });
      if (err) throw err;
    },
  });
  poller.start();
  return { timers, budget, fetches, poller };
}

describe('live poller on a fake clock', () => {
  it('fetches nothing while hidden or with no live view open', async () => {
    const { timers, fetches, poller } = setup();
    poller.setVisible(true);
    await timers.advanceTo(DAY + 2 * H);
    expect(fetches).toEqual([]);
    poller.setVisible(false);
    const close = poller.openLiveView();
    await timers.advanceTo(DAY + 4 * H);
    expect(fetches).toEqual([]);
    close();
  });

  it('a whole day visible never exceeds the day or the minute, and spends the reserve only as the expected day passes', async () => {
    const { timers, fetches, poller } = setup();
    poller.setVisible(true);
    poller.openLiveView();
    // Half the expected visible day: the reserve's half for the rest of the day is still held back.
    await timers.advanceTo(DAY + 6 * H);
    expect(fetches.length).toBeLessThanOrEqual(50);
    expect(fetches.length).toBeGreaterThanOrEqual(45);
    await timers.advanceTo(DAY + DAY_MS - 1);
    expect(fetches.length).toBeLessThanOrEqual(100);
    expect(fetches.length).toBeGreaterThan(95);
    for (let i = 1; i < fetches.length; i++)
      expect(fetches[i] - fetches[i - 1]).toBeGreaterThanOrEqual(2_000);
    expect(poller.status().reason).toBe('day_spent');
  });

  it('resumes after a refresh is met with a 429, not before its Retry-After', async () => {
    let calls = 0;
    const { timers, fetches, poller } = setup({
      failWith: () =>
        ++calls === 1
          ? new ApiError('http', 429, 'rate_limited', null, {
              type: 'rate_limited_minute',
              retryAfterS: 600,
              upgradeUrl: null,
              nextTier: null,
              price: null,
            })
          : (undefined as unknown as ApiError),
    });
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + MINUTE_MS);
    expect(fetches).toEqual([DAY]);
    expect(poller.status()).toMatchObject({ reason: 'blocked', nextRefreshAt: DAY + 600_000 });
    await timers.advanceTo(DAY + 601_000);
    expect(fetches[1]).toBe(DAY + 600_000);
  });

  it('stops on abuse_throttled until its retry instant', async () => {
    const until = DAY + 20 * H;
    let calls = 0;
    const { timers, fetches, poller } = setup({
      failWith: () =>
        ++calls === 1
          ? new ApiError('http', 429, 'abuse_throttled', null, { type: 'abuse_throttled', retryAtMs: until })
          : (undefined as unknown as ApiError),
    });
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + 19 * H);
    expect(fetches).toEqual([DAY]);
    await timers.advanceTo(DAY + 20 * H + 1);
    expect(fetches.length).toBe(2);
  });

  it('spends planned refreshes on an overdue view read, never beside them, and the day still fits', async () => {
    const { timers, budget, fetches, poller } = setup();
    poller.setVisible(true);
    poller.openLiveView();
    const reads: number[] = [];
    poller.plannedRead('upcoming', 2 * H, async () => {
      await budget.beforeRequest(info);
      reads.push(timers.now());
      await budget.afterResponse(info, { status: 200, headers: new Headers(), error: null });
    });
    // The first read goes at once: the view has nothing to show yet.
    await timers.advanceTo(DAY);
    expect(reads).toEqual([DAY]);
    await timers.advanceTo(DAY + 12 * H);
    // Every two hours of the twelve, one planned refresh went to the view's read instead of the list.
    expect(reads.length).toBeGreaterThanOrEqual(5);
    expect(reads.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < reads.length; i++) expect(reads[i] - reads[i - 1]).toBeGreaterThanOrEqual(2 * H);
    // One schedule: no two requests of the plan closer than its interval's floor.
    const all = [...fetches, ...reads.slice(1)].sort((a, b) => a - b);
    for (let i = 1; i < all.length; i++) expect(all[i] - all[i - 1]).toBeGreaterThanOrEqual(60_000);
    expect(fetches.length + reads.length).toBeLessThanOrEqual(100);
  });

  it('a match page opened early comes out of the reserve: the day’s intervals stay even', async () => {
    const { timers, budget, fetches, poller } = setup();
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + H);
    // Four pages opened by hand in the first hour (requests the plan did not schedule).
    for (let i = 0; i < 4; i++) {
      await budget.beforeRequest(info);
      await budget.afterResponse(info, { status: 200, headers: new Headers(), error: null });
    }
    await timers.advanceTo(DAY + 12 * H);
    const gaps = (from: number, to: number) => {
      const inside = fetches.filter((t) => t >= DAY + from && t < DAY + to);
      return (inside[inside.length - 1] - inside[0]) / (inside.length - 1);
    };
    const early = gaps(H, 3 * H);
    const late = gaps(9 * H, 11 * H);
    // Before, the four came out of the polls left and every later interval stretched to pay for them.
    expect(late / early).toBeGreaterThan(0.9);
    expect(late / early).toBeLessThan(1.1);
    expect(fetches.length + 4).toBeLessThanOrEqual(100);
    expect(fetches.length + 4).toBeGreaterThanOrEqual(97);
  });

  it('"Refresh now" spends one request at once and the schedule counts on from it', async () => {
    const { timers, fetches, poller } = setup();
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + 60_000);
    expect(fetches).toEqual([DAY]);
    poller.refreshNow();
    await timers.advanceTo(DAY + 61_000);
    expect(fetches).toEqual([DAY, DAY + 60_000]);
    expect(poller.status().nextRefreshAt).toBeGreaterThan(DAY + 5 * 60_000);
  });

  it('never asks for the live list again while it is on its way (a view mounting meanwhile)', async () => {
    const timers = new ManualTimers(DAY);
    const budget = new RequestBudget({ tier: 'free', now: timers.now });
    const asked: number[] = [];
    let answer: () => void = () => undefined;
    const poller = new LivePoller({
      budget,
      timers,
      expectedVisibleMs: 12 * H,
      reserve: 5,
      // Not tracked: the manual clock would wait for an answer this test holds back.

      refresh: () => {
        asked.push(timers.now());
        return new Promise<void>((resolve) => {
          answer = resolve;
        });
      },
    });
    poller.start();
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + 1_000);
    expect(asked).toEqual([DAY]);
    // A match page mounts and the slate's upcoming section registers while the list is in flight.
    poller.openLiveView();
    poller.setVisible(true);
    await timers.advanceTo(DAY + 30_000);
    expect(asked).toEqual([DAY]);
    answer();
    await timers.advanceTo(DAY + 60_000);
    expect(asked).toEqual([DAY]);
    expect(poller.status().nextRefreshAt).toBeGreaterThan(DAY + 5 * 60_000);
  });
});
