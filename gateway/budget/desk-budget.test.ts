import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RedisHarness, startRedis } from '../redis/redis.test-harness';
import { redisDeskLedger } from '../redis/redis-desk-ledger';
import { DeskBudget } from './desk-budget';
import { type DeskLedger, memoryDeskLedger } from './desk-ledger';

// The desk's budget with each store: one process's memory, and one Redis shared by two gateway
// instances (two DeskBudget objects over two connections), which must split one key's minute.
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
const usage = { limits: { per_minute: 60, per_day: 1000 }, today: { calls: 10 } };

function budgets(ledgers: DeskLedger[]): DeskBudget[] {
  // reserve 0: the figures below are the key's own limit.
  return ledgers.map(
    (ledger) => new DeskBudget({ ledger, readUsage: async () => usage, now: () => clock.t, reserve: 0 }),
  );
}

const stores: Array<[string, () => DeskLedger[]]> = [
  ['in-process', () => [memoryDeskLedger()]],
  [
    'Redis, two instances',
    () => {
      const a = redis.duplicate();
      const b = redis.duplicate();
      return [redisDeskLedger(a, 'test:budget'), redisDeskLedger(b, 'test:budget')];
    },
  ],
];

describe.each(stores)('the desk budget (%s)', (_name, make) => {
  let desk: DeskBudget[];
  beforeEach(async () => {
    await redis.client.flushall();
    clock.t += 120_000;
    desk = budgets(make());
  });
  const on = (i: number) => desk[i % desk.length];

  it('learns the key limits from /usage and tells the browser the desk figures', async () => {
    expect(await on(0).take('a')).toEqual({ ok: true });
    expect(await on(1).deskHeaders()).toEqual({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '59',
      // /usage counted 10 calls today, then one more was spent.
      'X-Quota-Remaining-Day': '989',
      'X-Courtside-Budget': 'desk',
    });
  });

  it('keeps room for a quiet browser while a hungry one is refused, across instances', async () => {
    expect(await on(1).take('quiet')).toEqual({ ok: true });
    let granted = 0;
    let refusal: unknown = null;
    for (let i = 0; i < 80; i++) {
      const r = await on(i).take('hungry');
      if (r.ok) granted++;
      else refusal ??= r.refusal;
    }
    // Shares of 30: the quiet browser is still owed 29 of the minute's 60.
    expect(granted).toBe(30);
    expect(refusal).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', scope: 'minute' },
      headers: { 'Retry-After': '60', 'X-RateLimit-Remaining': '0' },
    });
    for (let i = 0; i < 29; i++) expect(await on(i).take('quiet')).toEqual({ ok: true });
    expect(await on(0).take('quiet')).toMatchObject({ ok: false });
    clock.t += 60_001;
    expect(await on(1).take('hungry')).toEqual({ ok: true });
  });

  it('stops everyone for the Retry-After of an upstream 429, and relays its body', async () => {
    const body = {
      error: 'rate_limited',
      scope: 'day',
      limit_per_day: 1000,
      resets_at: new Date(clock.t + 5_000).toISOString(),
    };
    await on(0).learn({ status: 429, headers: new Headers({ 'retry-after': '3' }), body });
    const r = await on(1).take('b');
    expect(r).toMatchObject({ ok: false, refusal: { status: 429, body, headers: { 'Retry-After': '5' } } });
    clock.t += 5_001;
    expect(await on(1).take('b')).toEqual({ ok: true });
  });

  it('adopts the service count of the day, and refuses with the day body once it is spent', async () => {
    await on(0).take('a');
    await on(0).learn({ status: 200, headers: new Headers({ 'x-quota-remaining-day': '1' }), body: null });
    expect((await on(1).deskHeaders())['X-Quota-Remaining-Day']).toBe('1');
    expect(await on(1).take('b')).toEqual({ ok: true });
    const r = await on(0).take('c');
    expect(r).toMatchObject({
      ok: false,
      refusal: { status: 429, body: { scope: 'day', limit_per_day: 1000 } },
    });
  });
});
