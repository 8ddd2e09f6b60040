import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { listLiveMatches } from '../../api/matches';
import { getUsage } from '../../api/service';
import { RequestBudget } from '../../budget/request-budget';
import { type LiveService, startService } from '../service-fixture.test-harness';

let svc: LiveService;

async function outcome(p: Promise<unknown>): Promise<ApiError | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
}

beforeAll(async () => {
  // Midnight start: the whole test stays inside one UTC day of the service's limiter.
  svc = await startService(Date.UTC(2026, 10, 21, 0, 0, 0));
});
afterAll(async () => {
  await svc.close();
});

describe('limits against the real service', () => {
  it('with the budget gate, a FREE key never meets a 429: the 31st call in a minute is refused locally', async () => {
    const budget = new RequestBudget({ tier: 'free', now: () => svc.clock.t });
    const connection = svc.direct('demo-free');
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await outcome(listLiveMatches({ connection, gate: budget })));
    expect(results.slice(0, 30).every((r) => r === 'ok')).toBe(true);
    const last = results[30] as ApiError;
    expect(last.kind).toBe('budget');
    expect(last.problem).toMatchObject({ type: 'budget', reason: 'minute_full' });
    // The service agrees with the local count (usage is quota-exempt).
    const usage = await getUsage({ connection, gate: budget });
    expect(usage.today?.calls).toBe(30);
  });

  it('without the gate, the service answers the per-minute 429 with Retry-After and the next tier', async () => {
    const e = (await outcome(
      listLiveMatches({ connection: svc.direct('demo-free'), gate: null }),
    )) as ApiError;
    expect(e.status).toBe(429);
    expect(e.problem).toMatchObject({
      type: 'rate_limited_minute',
      retryAfterS: expect.any(Number),
      nextTier: 'basic',
    });
    expect((e.problem as { retryAfterS: number }).retryAfterS).toBeGreaterThan(0);
    // The budget learns from the answer and holds back until Retry-After has passed.
    const budget = new RequestBudget({ tier: 'free', now: () => svc.clock.t });
    await budget.afterResponse(
      { path: '/matches', exempt: false },
      { status: 429, headers: new Headers(), error: e },
    );
    expect(budget.verdict()).toMatchObject({ ok: false, reason: 'blocked' });
  });

  it('the per-day quota: the budget stops at 100, the service’s day 429 carries resets_at', async () => {
    const connection = svc.direct('demo-free');
    // A new minute: the usage read reports the day's count, not the minute's.
    svc.clock.t += 60_000;
    const budget = new RequestBudget({ tier: 'free', now: () => svc.clock.t });
    await budget.syncUsage(await getUsage({ connection, gate: null }));
    let ok = 0;
    for (let i = 0; i < 90; i++) {
      svc.clock.t += 2_500; // 24 calls a minute: under the minute cap, so only the day limit binds
      const r = await outcome(listLiveMatches({ connection, gate: budget }));
      if (r === 'ok') ok++;
      else expect(r.problem).toMatchObject({ type: 'budget', reason: 'day_spent' });
    }
    expect(ok).toBe(70); // 30 spent by the first test (synced from GET /usage) + 70 = 100
    svc.clock.t += 60_000;
    const e = (await outcome(listLiveMatches({ connection, gate: null }))) as ApiError;
    expect(e.problem).toMatchObject({
      type: 'rate_limited_day',
      limitPerDay: 100,
      resetsAt: '2026-11-22T00:00:00.000Z',
    });
  });

  it('hammering past the cap earns abuse_throttled, and the budget then stops', async () => {
    const connection = svc.direct('demo-free');
    let last: ApiError | 'ok' = 'ok';
    for (let i = 0; i < 100 && !(last instanceof ApiError && last.code === 'abuse_throttled'); i++) {
      last = await outcome(listLiveMatches({ connection, gate: null }));
    }
    expect(last).toBeInstanceOf(ApiError);
    const e = last as ApiError;
    expect(e.problem.type).toBe('abuse_throttled');
    const budget = new RequestBudget({ tier: 'free', now: () => svc.clock.t });
    await budget.afterResponse(
      { path: '/matches', exempt: false },
      { status: 429, headers: new Headers(), error: e },
    );
    expect(budget.verdict()).toMatchObject({ ok: false, reason: 'stopped' });
    svc.clock.t += 12 * 3_600_000;
    expect(budget.verdict()).toMatchObject({ ok: false, reason: 'stopped' });
  });
});
