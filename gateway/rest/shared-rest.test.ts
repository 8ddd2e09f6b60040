import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskBudget } from '../budget/desk-budget';
import { memoryDeskLedger } from '../budget/desk-ledger';
import { type RedisHarness, startRedis } from '../redis/redis.test-harness';
import { redisDeskLedger } from '../redis/redis-desk-ledger';
import { redisRestCache } from '../redis/redis-rest-cache';
import { memoryRestCache, type RestCache } from './rest-cache';
import { type SharedGet, SharedRest } from './shared-rest';

// The GET path with each store: several instances over one Redis must ask the service once for what
// all of them miss at the same moment, and a score read must never be older than the feed.
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };

interface Rig {
  instances: SharedRest[];
  asked: string[];
  feed: Map<number, number>;
  sequence: { n: number | null };
  status: { code: number };
}

function rig(stores: Array<{ cache: RestCache; ledger: ReturnType<typeof memoryDeskLedger> }>): Rig {
  const asked: string[] = [];
  const feed = new Map<number, number>();
  const sequence: { n: number | null } = { n: 7 };
  const status = { code: 200 };
  const instances = stores.map(
    ({ cache, ledger }) =>
      new SharedRest({
        cache,
        budget: new DeskBudget({
          ledger,
          readUsage: async () => ({ limits: { per_minute: 600, per_day: 500_000 } }),
          now: () => clock.t,
        }),
        now: () => clock.t,
        feedSequence: (id) => feed.get(id) ?? null,
        fetchUpstream: async (req) => {
          asked.push(req.url);
          // A real round trip's worth of time, so the other callers arrive while it is in flight.
          await new Promise((r) => setTimeout(r, 40));
          const body = req.template.endsWith('/score') ? { sequence: sequence.n } : { data: [] };
          return {
            answer: {
              status: status.code,
              headers: {},
              body: JSON.stringify(body),
              binary: false,
              storedAt: clock.t,
            },
            facts: { status: 200, headers: new Headers(), body: null },
          };
        },
      }),
  );
  return { instances, asked, feed, sequence, status };
}

const live = (browser: string): SharedGet => ({
  url: 'http://svc/matches?status=live',
  template: '/matches',
  accept: 'application/json',
  browser,
  matchId: null,
});
const score = (browser: string): SharedGet => ({
  url: 'http://svc/matches/5/score',
  template: '/matches/{matchId}/score',
  accept: 'application/json',
  browser,
  matchId: 5,
});

const setups: Array<[string, () => Rig]> = [
  ['in-process', () => rig([{ cache: memoryRestCache(() => clock.t), ledger: memoryDeskLedger() }])],
  [
    'Redis, three instances',
    () =>
      rig(
        [0, 1, 2].map(() => {
          const c = redis.duplicate();
          return { cache: redisRestCache(c, 'test:rest'), ledger: redisDeskLedger(c, 'test:budget') };
        }),
      ),
  ],
];

describe.each(setups)('shared GETs (%s)', (_name, make) => {
  let r: Rig;
  beforeEach(async () => {
    await redis.client.flushall();
    r = make();
  });
  const on = (i: number) => r.instances[i % r.instances.length];

  it('asks the service once for thirty browsers asking at once, then serves them from the cache', async () => {
    const served = await Promise.all(Array.from({ length: 30 }, (_, i) => on(i).get(live(`b${i}`))));
    expect(r.asked).toEqual(['http://svc/matches?status=live']);
    expect(served.every((s) => s.kind === 'answer' && s.answer.body === '{"data":[]}')).toBe(true);
    expect(await on(1).get(live('late'))).toMatchObject({ kind: 'answer', source: 'cache' });
    expect(r.asked).toHaveLength(1);
  });

  it('asks again once the live list is older than its class allows', async () => {
    await on(0).get(live('a'));
    // Redis expires by its own clock: wait out the 4.5 s for real only in-process would be slow,
    // so the Redis entry is expired by hand as its TTL would.
    clock.t += 4_600;
    await redis.client.flushall();
    const again = await on(1).get(live('b'));
    if (again.kind !== 'answer') throw new Error('refused');
    expect(r.asked).toHaveLength(2);
  });

  it('shares a 404 for nothing computed yet like an answer, but never a 429', async () => {
    r.status.code = 404;
    await on(0).get(live('a'));
    expect(await on(1).get(live('b'))).toMatchObject({ source: 'cache', answer: { status: 404 } });
    await redis.client.flushall();
    clock.t += 4_600;
    r.status.code = 429;
    await on(0).get(live('a'));
    expect(await on(1).get(live('b'))).toMatchObject({ source: 'upstream', answer: { status: 429 } });
    expect(r.asked).toHaveLength(3);
  });

  it('drops a cached score as soon as the feed holds a newer sequence', async () => {
    await on(0).get(score('a'));
    r.feed.set(5, 7);
    expect(await on(1).get(score('b'))).toMatchObject({ source: 'cache' });
    r.feed.set(5, 8);
    r.sequence.n = 8;
    const fresh = await on(2).get(score('c'));
    expect(fresh).toMatchObject({ source: 'upstream', answer: { body: '{"sequence":8}' } });
    expect(r.asked).toHaveLength(2);
  });

  it('by the contract rule: a cached score without a sequence is behind any sequenced feed state; no fed sequence is never ahead', async () => {
    r.sequence.n = null;
    await on(0).get(score('a'));
    expect(await on(1).get(score('b'))).toMatchObject({ source: 'cache' }); // the feed holds nothing
    r.feed.set(5, 0);
    r.sequence.n = 1;
    expect(await on(2).get(score('c'))).toMatchObject({
      source: 'upstream',
      answer: { body: '{"sequence":1}' },
    });
    r.feed.delete(5);
    expect(await on(0).get(score('d'))).toMatchObject({ source: 'cache' });
  });
});

describe('what the service answered, handed on', () => {
  it('gives the push watcher the body it parsed for the cache, parsed once', async () => {
    const text = JSON.stringify({ data: [{ id: 1 }], meta: { count: 1, has_more: false } });
    const heard: unknown[] = [];
    const rest = new SharedRest({
      cache: memoryRestCache(() => clock.t),
      budget: new DeskBudget({
        ledger: memoryDeskLedger(),
        readUsage: async () => ({ limits: { per_minute: 600, per_day: 500_000 } }),
        now: () => clock.t,
      }),
      now: () => clock.t,
      fetchUpstream: async () => ({
        answer: { status: 200, headers: {}, body: text, binary: false, storedAt: clock.t },
        facts: { status: 200, headers: new Headers(), body: null },
      }),
      onUpstream: (_req, _answer, body) => heard.push(body),
    });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      await rest.get(live('a'));
      expect(parse.mock.calls.filter(([t]) => t === text)).toHaveLength(1);
    } finally {
      parse.mockRestore();
    }
    expect(heard).toEqual([JSON.parse(text)]);
  });
});
