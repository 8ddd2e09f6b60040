import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedRecovery } from '../feed/feed-recovery';
import type { FeedSource, FeedSourceEvents } from '../feed/feed-source';
import { IngesterLock, type Schedule } from './ingester-lock';
import { type RedisHarness, startRedis } from './redis.test-harness';
import { feedKeys } from './redis-feed-keys';
import { RedisFeedSource } from './redis-feed-source';

// The Redis half of the shared feed against a real redis-server, with a hand-driven upstream.
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const connections: Redis[] = [];
const connect = () => {
  const c = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  c.on('error', () => {});
  connections.push(c);
  return c;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for a condition, however long a busy machine takes (the test's timeout is the limit). */
async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ok())) await sleep(20);
}

beforeEach(async () => redis.client.flushall());
afterEach(() => {
  for (const c of connections.splice(0)) c.disconnect();
});

/** The lock's timer, stepped by the test: each `step` runs one attempt and waits until it is done. */
function handSchedule() {
  let pending: (() => void) | null = null;
  const delays: number[] = [];
  const schedule: Schedule = (fn, ms) => {
    pending = fn;
    delays.push(ms);
    return () => {
      pending = null;
    };
  };
  const attemptDone = () => until(() => pending !== null);
  return {
    schedule,
    delays,
    attemptDone,
    async step() {
      const run = pending;
      pending = null;
      run?.();
      await attemptDone();
    },
  };
}

describe('the ingester lock', () => {
  it('has one holder, and another takes over at the first attempt after the lock runs out (attempts every third of the TTL)', async () => {
    // A long TTL, stepped by hand: nothing here expires because the machine is slow. The only real
    // wait is for Redis to answer.
    const ttl = 60_000;
    const [ta, tb] = [handSchedule(), handSchedule()];
    const a = new IngesterLock(connect(), 'test:lock', ttl, ta.schedule);
    const b = new IngesterLock(connect(), 'test:lock', ttl, tb.schedule);
    const heard: string[] = [];
    a.start({ won: () => heard.push('a won'), lost: () => heard.push('a lost') });
    await ta.attemptDone();
    b.start({ won: () => heard.push('b won'), lost: () => heard.push('b lost') });
    await tb.attemptDone();
    for (let round = 0; round < 3; round++) {
      await ta.step(); // a renews: b never gets it
      await tb.step();
    }
    expect(heard).toEqual(['a won']);
    expect(a.holding).toBe(true);

    connections[0].disconnect(); // a dies without releasing
    await ta.step();
    expect(heard).toEqual(['a won', 'a lost']);
    // Nobody renews now, so the lock runs out at most one TTL after a's last renewal...
    const left = await redis.client.pttl('test:lock');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(ttl);
    await tb.step();
    expect(b.holding).toBe(false);
    // ...which the test brings forward instead of waiting for it (Redis keeps its own clock).
    await redis.client.pexpire('test:lock', 1);
    await until(async () => (await redis.client.exists('test:lock')) === 0);
    // ...and b, trying every third of the TTL, wins at its next attempt: takeover within 4/3 TTL.
    await tb.step();
    expect(heard).toEqual(['a won', 'a lost', 'b won']);
    expect(new Set([...ta.delays, ...tb.delays])).toEqual(new Set([ttl / 3]));
    await b.stop();
    expect(await redis.client.get('test:lock')).toBeNull();
  });
});

/** An upstream the test drives: what the ingester would hear from the service. */
function handUpstream(): FeedSource & { events: FeedSourceEvents | null } {
  return {
    events: null,
    start(events) {
      this.events = events;
    },
    stop() {
      this.events = null;
    },
  };
}

const noRecovery: FeedRecovery = { pointsAfter: async () => [], currentScore: async () => null };
const score = (matchId: number, sequence: number) =>
  JSON.stringify({ type: 'score', match_id: matchId, score: { sequence } });
const point = (matchId: number, seq: number) =>
  JSON.stringify({ type: 'point', match_id: matchId, point: { seq } });
const asFrame = (text: string) => {
  const frame = JSON.parse(text);
  return { text, type: frame.type, matchId: frame.match_id, frame };
};

function follower(upstream = handUpstream()) {
  const heard: string[] = [];
  const reader = connect();
  const source = new RedisFeedSource({
    redis: connect(),
    reader,
    keys: feedKeys('test:feed'),
    upstream,
    recovery: noRecovery,
    lockMs: 600,
    heldScoreTtlMs: 60_000,
  });
  source.start({
    up: (signals) => heard.push(`up ${signals.join(',')}`),
    frames: (frames) => heard.push(...frames.map((f) => f.text)),
    down: (d) => heard.push(`down ${d.code}`),
  });
  return { source, heard, reader, upstream };
}

describe('the shared feed through a Redis stream', () => {
  it('resumes a follower from the last entry it read after its connection dropped', async () => {
    const ingester = follower();
    await until(() => ingester.source.ingesting && ingester.upstream.events !== null);
    const other = follower();
    ingester.upstream.events?.up(['points']);
    ingester.upstream.events?.frames([asFrame(score(1, 1))]);
    await until(() => other.heard.length === 2);
    expect(other.heard).toEqual(['up points', score(1, 1)]);

    other.reader.disconnect(); // no reconnect until told
    await sleep(100);
    const missed = [point(1, 1), point(1, 2), score(1, 2), point(1, 3)];
    for (const text of missed) ingester.upstream.events?.frames([asFrame(text)]);
    await sleep(200);
    expect(other.heard).toHaveLength(2);
    await other.reader.connect();
    await until(() => other.heard.length === 6);
    expect(other.heard.slice(2)).toEqual(missed);
    other.source.stop();
    ingester.source.stop();
  });

  it('writes the frames the upstream gave in one turn as one stream entry, ahead of a close that follows them', async () => {
    const ingester = follower();
    await until(() => ingester.source.ingesting && ingester.upstream.events !== null);
    ingester.upstream.events?.up(['points']);
    await until(async () => (await redis.client.xlen(feedKeys('test:feed').stream)) === 1);
    // The service writes a tick one frame a message: two messages read in one turn.
    const tick = [score(1, 1), point(1, 1)];
    for (const text of tick) ingester.upstream.events?.frames([asFrame(text)]);
    ingester.upstream.events?.down({ code: 1012, reason: 'restart', error: null, retrying: true });
    await until(async () => (await redis.client.xlen(feedKeys('test:feed').stream)) >= 3);
    const entries = await redis.client.xrange(feedKeys('test:feed').stream, '-', '+');
    expect(entries.map(([, fields]) => fields[1])).toEqual(['up', 'frames', 'down']);
    expect(entries[1][1][3]).toBe(tick.join('\n'));
    ingester.source.stop();
  });

  it('gives an instance that starts mid-match the upstream state and each match newest score first', async () => {
    const ingester = follower();
    await until(() => ingester.upstream.events !== null);
    ingester.upstream.events?.up(['points']);
    ingester.upstream.events?.frames([score(1, 4), score(2, 9), score(1, 7), point(1, 3)].map(asFrame));
    await sleep(100);
    const late = follower();
    await until(() => late.heard.length === 3);
    // Sequence order across matches, and nothing older than each match's newest.
    expect(late.heard).toEqual(['up points', score(1, 7), score(2, 9)]);
    ingester.upstream.events?.frames([asFrame(point(1, 4))]);
    await until(() => late.heard.length === 4);
    expect(late.heard[3]).toBe(point(1, 4));
    late.source.stop();
    ingester.source.stop();
  });
});
