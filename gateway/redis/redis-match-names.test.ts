import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MatchNames } from '../site/match-names';
import { type RedisHarness, startRedis } from './redis.test-harness';
import { redisMatchNames } from './redis-match-names';

// Two gateways of a desk on one real Redis: a name one of them heard from the service is on the
// match page the other serves (it serves the shared cache's answers and never reads them itself).
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());
beforeEach(async () => {
  await redis.client.flushall();
});

const list = {
  data: [
    {
      id: 1004151,
      players: { p1: { name: 'Kevin Anderson' }, p2: { name: 'Edouard Roger-Vasselin' } },
      replay: { original_event: "2014 Australian Open men's singles", original_date: '2014-01-13' },
    },
  ],
};

/** Settles once the instance's write is in Redis (writes go out without holding the request). */
async function stored(key: string): Promise<void> {
  while ((await redis.client.exists(key)) === 0) await new Promise((r) => setTimeout(r, 10));
}

describe('match names shared through Redis', () => {
  it('finds on one instance the names another heard, and holds them from then on', async () => {
    const a = new MatchNames(redisMatchNames(redis.duplicate(), null));
    const b = new MatchNames(redisMatchNames(redis.duplicate(), null));
    a.heard(list);
    await stored('courtside:names:1004151');
    expect(b.get(1004151)).toBeNull();
    const found = {
      id: 1004151,
      p1: 'Kevin Anderson',
      p2: 'Edouard Roger-Vasselin',
      replay: { event: "2014 Australian Open men's singles", date: '2014-01-13' },
    };
    expect(await b.find(1004151)).toEqual(found);
    expect(b.get(1004151)).toEqual(found);
    expect(await b.find(1)).toBeNull();
  });

  it('reads back only what has the shape it writes, for the match asked', async () => {
    const b = new MatchNames(redisMatchNames(redis.duplicate(), null));
    await redis.client.set('courtside:names:7', 'not json');
    await redis.client.set('courtside:names:8', JSON.stringify({ id: 9, p1: 'A', p2: 'B', replay: null }));
    await redis.client.set('courtside:names:10', JSON.stringify({ id: 10, p1: 'A', p2: '', replay: null }));
    for (const id of [7, 8, 10]) expect(await b.find(id)).toBeNull();
  });

  it('asks Redis nothing while the link says it is gone', async () => {
    const link = { shared: false };
    const a = new MatchNames(redisMatchNames(redis.duplicate(), link));
    a.heard(list);
    await redis.client.set('courtside:names:5', JSON.stringify({ id: 5, p1: 'A', p2: 'B', replay: null }));
    expect(await a.find(5)).toBeNull();
    expect(await redis.client.exists('courtside:names:1004151')).toBe(0);
    link.shared = true;
    expect(await a.find(5)).toEqual({ id: 5, p1: 'A', p2: 'B', replay: null });
  });
});
