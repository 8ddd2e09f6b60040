import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSend,
  DAY_MS,
  initialBudget,
  MINUTE_MS,
  recordAnswer,
  recordSend,
  settle,
  syncUsage,
} from './budget-state';
import { TIER_LIMITS } from './tier-limits';

const T0 = Date.UTC(2026, 10, 21, 0, 0, 0);

// Replays attempts at the given instants; returns the instants actually sent.
function run(tier: keyof typeof TIER_LIMITS, attempts: number[]): number[] {
  let s = initialBudget(tier, T0);
  const sent: number[] = [];
  for (const t of attempts) {
    s = settle(s, t);
    if (canSend(s, t).ok) {
      s = recordSend(s, t);
      sent.push(t);
    }
  }
  return sent;
}

// The service counts fixed windows (UTC minute, UTC day); any such window must stay under the cap.
function maxPerWindow(sent: number[], size: number): number {
  const counts = new Map<number, number>();
  for (const t of sent) counts.set(Math.floor(t / size), (counts.get(Math.floor(t / size)) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

describe('budget ledger', () => {
  it('never exceeds the per-minute or per-day limit of any tier, whatever the attempt pattern', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('free', 'basic', 'pro') as fc.Arbitrary<'free' | 'basic' | 'pro'>,
        fc.array(fc.integer({ min: 0, max: 2 * DAY_MS }), { minLength: 1, maxLength: 3000 }),
        (tier, offsets) => {
          const attempts = offsets.map((o) => T0 + o).sort((a, b) => a - b);
          const sent = run(tier, attempts);
          expect(maxPerWindow(sent, MINUTE_MS)).toBeLessThanOrEqual(TIER_LIMITS[tier].perMinute);
          expect(maxPerWindow(sent, DAY_MS)).toBeLessThanOrEqual(TIER_LIMITS[tier].perDay);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('a burst of FREE attempts sends exactly 30 in the first minute and 100 in the day', () => {
    const burst = Array.from({ length: 200 }, (_, i) => T0 + i * 100);
    expect(run('free', burst)).toHaveLength(30);
    const steady = Array.from({ length: 300 }, (_, i) => T0 + i * 10_000);
    expect(run('free', steady)).toHaveLength(100);
  });
  it("takes a gateway's desk figure for the day as it is, and a service's own only when it says more", () => {
    let s = initialBudget('ultra', T0);
    for (let i = 0; i < 40; i++) s = recordSend(s, T0 + i);
    const answer = { status: 200, problem: null, retryAfterS: null, quotaRemainingDay: 499_990 };
    // The service counts 10 calls where this tab counted 40: its own count is not lowered by it...
    expect(recordAnswer(s, T0 + 50, answer).dayUsed).toBe(40);
    // ...but a desk gateway served 30 of those from its cache: the desk's count is the one shown.
    expect(recordAnswer(s, T0 + 50, { ...answer, desk: true }).dayUsed).toBe(10);
    expect(recordAnswer(s, T0 + 50, { ...answer, quotaRemainingDay: 499_900, desk: true }).dayUsed).toBe(100);
  });
  it('honours Retry-After and backs off on a 429', () => {
    let s = recordSend(initialBudget('free', T0), T0);
    s = recordAnswer(s, T0, {
      status: 429,
      problem: {
        type: 'rate_limited_minute',
        retryAfterS: 40,
        upgradeUrl: null,
        nextTier: null,
        price: null,
      },
      retryAfterS: 40,
      quotaRemainingDay: null,
    });
    expect(canSend(s, T0 + 39_000)).toMatchObject({ ok: false, reason: 'blocked' });
    expect(canSend(s, T0 + 40_000).ok).toBe(true);
    // A second 429 without Retry-After still waits, longer than the first backoff step.
    s = recordAnswer(s, T0 + 40_000, {
      status: 429,
      problem: null,
      retryAfterS: null,
      quotaRemainingDay: null,
    });
    expect(canSend(s, T0 + 45_000).ok).toBe(false);
    expect(canSend(s, T0 + 50_000).ok).toBe(true);
  });
  it('a per-day 429 blocks until its resets_at', () => {
    const resets = T0 + DAY_MS;
    const s = recordAnswer(initialBudget('free', T0), T0 + 1000, {
      status: 429,
      problem: {
        type: 'rate_limited_day',
        retryAfterS: 5,
        limitPerDay: 100,
        resetsAt: new Date(resets).toISOString(),
      },
      retryAfterS: 5,
      quotaRemainingDay: null,
    });
    expect(canSend(s, resets - 1).ok).toBe(false);
    expect(canSend(settle(s, resets), resets).ok).toBe(true);
  });
  it('a per-day 429 resetting before our midnight holds until its resets_at only, across a reload', () => {
    const at = T0 + 10 * 3_600_000;
    const resets = at + 3 * 3_600_000;
    const day429 = (resetsAt: string) =>
      recordAnswer(initialBudget('free', T0), at, {
        status: 429,
        problem: { type: 'rate_limited_day', retryAfterS: 60, limitPerDay: 100, resetsAt },
        retryAfterS: 60,
        quotaRemainingDay: null,
      });
    // The ledger lives in localStorage as JSON: a reload reads the same reset back.
    const reloaded = JSON.parse(JSON.stringify(day429(new Date(resets).toISOString())));
    expect(canSend(settle(reloaded, resets - 1), resets - 1)).toMatchObject({ ok: false, retryAt: resets });
    const after = settle(reloaded, resets);
    expect(canSend(after, resets).ok).toBe(true);
    expect(after.dayUsed).toBe(0);
    // A reset already in the past holds nothing beyond the answer's own Retry-After and backoff.
    const past = day429(new Date(at - 1000).toISOString());
    expect(past.dayResetsAt).toBeUndefined();
    expect(past.blockedUntil).toBeLessThanOrEqual(at + 60_000);
    expect(canSend(settle(past, at + 61_000), at + 61_000).ok).toBe(true);
  });
  it('stops entirely on abuse_throttled until retry_at_epoch', () => {
    const until = T0 + DAY_MS;
    const s = recordAnswer(initialBudget('free', T0), T0, {
      status: 429,
      problem: { type: 'abuse_throttled', retryAtMs: until },
      retryAfterS: 86400,
      quotaRemainingDay: null,
    });
    expect(canSend(s, T0 + 3_600_000)).toMatchObject({ ok: false, reason: 'stopped', retryAt: until });
  });
  it('syncs with the usage read: the larger count of today wins', () => {
    let s = recordSend(initialBudget('free', T0), T0);
    s = syncUsage(s, {
      tier: 'free',
      limits: { perDay: 100, perMinute: 30 },
      callsToday: 97,
      remainingDay: 3,
    });
    expect(s.dayUsed).toBe(97);
    s = syncUsage(s, { tier: 'free', limits: {}, callsToday: 10, remainingDay: null });
    expect(s.dayUsed).toBe(97);
    expect(run('free', [])).toEqual([]);
  });
});
