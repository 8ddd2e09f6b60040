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

  it('a whole day visible never exceeds the day or the minute, and keeps the reserve', async () => {
    const { timers, fetches, poller } = setup();
    poller.setVisible(true);
    poller.openLiveView();
    await timers.advanceTo(DAY + DAY_MS - 1);
    expect(fetches.length).toBeLessThanOrEqual(95);
    expect(fetches.length).toBeGreaterThan(80);
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
});
