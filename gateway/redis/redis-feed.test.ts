/* biome-ignore-all lint/suspicious/noExplicitAny: frames are inspected as raw JSON */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anotherGateway,
  type FeedClient,
  fakeDist,
  feedClient,
  type GatewayHarness,
  gatewayHarness,
  settle,
} from '../gateway.test-harness';
import { buildGateway } from '../gateway-app';
import { defaultFeedSettings } from '../gateway-config';
import { type RedisHarness, startRedis } from './redis.test-harness';
import { feedKeys } from './redis-feed-keys';

// Two gateway instances, one real redis-server, the real local service (clock moved by the test):
// one upstream socket for both, frames through the Redis stream to the browsers of each, and a new
// ingester when the first one dies, with the points of the gap recovered.
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const LOCK_MS = 900;
const LIVE_WITH_POINTS = { topics: ['live-scores'], signals: ['points'] };
let h: GatewayHarness;
let second: { gateway: FastifyInstance; gatewayUrl: string };
const connections: Redis[] = [];
const clients: FeedClient[] = [];

const connect = () => {
  const c = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  c.on('error', () => {});
  connections.push(c);
  return c;
};

beforeEach(async () => {
  await redis.client.flushall();
  h = await gatewayHarness(
    await fakeDist(),
    'demo-ultra',
    { feed: { ...defaultFeedSettings, lingerMs: 2_000, pingMs: 60_000, ingestLockMs: LOCK_MS } },
    { feedTickMs: 0, wsPingMs: 60_000 },
    connect(),
  );
  second = await anotherGateway(h, connect());
  h.tick();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await second.gateway.close();
  await h.close();
  for (const c of connections.splice(0)) c.disconnect();
});

async function browser(on: { gatewayUrl: string }): Promise<FeedClient> {
  const c = await feedClient(on);
  clients.push(c);
  c.send(LIVE_WITH_POINTS);
  await c.next((f) => f.type === 'subscribed', 5_000);
  return c;
}

const serviceFeedConnections = async () =>
  (await h.service.admin.inject({ method: 'GET', url: '/_admin/faults' })).json().ws_connections;
const pointSeqs = (c: FeedClient, matchId: number) =>
  c.frames.filter((f) => f.type === 'point' && f.match_id === matchId).map((f) => f.point.seq);

describe('gateway instances sharing one upstream feed through Redis', () => {
  it('holds one upstream socket for both instances, and their browsers get the same frames', async () => {
    const onFirst = await browser(h);
    const onSecond = await browser(second);
    h.tick(120_000);
    for (const c of [onFirst, onSecond]) {
      await c.next((f) => f.type === 'score', 5_000);
      await c.next((f) => f.type === 'point', 5_000);
    }
    await settle(300);
    expect(h.upstream.upgrades).toEqual(['/ws']);
    expect(await serviceFeedConnections()).toBe(1);
    const scores = (c: FeedClient) =>
      c.frames.filter((f) => f.type === 'score').map((f) => `${f.match_id}:${f.score.sequence}`);
    expect(scores(onSecond)).toEqual(scores(onFirst));

    // A browser joining the second instance mid-stream gets every match's current score first.
    const late = await browser(second);
    await settle(100);
    const held = late.frames.filter((f) => f.type === 'score');
    expect(held.length).toBeGreaterThan(0);
    for (const f of held.slice(0, 5)) {
      const res = await h.service.inject({
        method: 'GET',
        url: `/matches/${f.match_id}/score`,
        headers: { 'x-api-key': 'demo-ultra' },
      });
      expect(f.score.sequence, `match ${f.match_id}`).toBe(res.json().sequence);
    }
  });

  it('elects a new ingester when the first dies, and no point of the gap is lost', async () => {
    // The first instance's browser came first, so that instance won the lock.
    await browser(h);
    const survivor = await browser(second);
    h.tick(60_000);
    const point = await survivor.next((f) => f.type === 'point', 5_000);
    const id: number = point.match_id;
    await settle(200);
    const seenBefore = Math.max(...pointSeqs(survivor, id));
    const holder = await redis.client.get(feedKeys().lock);
    expect(holder).toEqual(expect.any(String));

    // The first instance loses Redis as a crashed process would: it never releases the lock, its
    // ingester stops (and with it the upstream socket), and the lock must run out on its own.
    connections[0].disconnect();
    h.tick(60_000); // published while no instance holds the upstream
    // The takeover's timing is the lock's own test (redis-feed-source.test.ts); here it is waited for
    // however long a busy machine takes, and what matters is that no point is lost.
    let taken: string | null = holder;
    while (taken === holder || taken === null) {
      await settle(50);
      taken = await redis.client.get(feedKeys().lock);
    }

    const truth = await h.service.inject({
      method: 'GET',
      url: `/matches/${id}/points?after_seq=0`,
      headers: { 'x-api-key': 'demo-ultra' },
    });
    const all: number[] = truth.json().points.map((p: any) => p.seq);
    expect(all.at(-1)).toBeGreaterThan(seenBefore); // the gap had points of this match
    const fromFirst = Math.min(...pointSeqs(survivor, id));
    await survivor.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === all.at(-1), 5_000);
    // Every point from the first the survivor saw to the newest, each once, in order.
    expect(pointSeqs(survivor, id)).toEqual(all.filter((s) => s >= fromFirst));
    // The first instance, its Redis gone, may since follow the upstream itself (redis-outage.test.ts).
    expect(h.upstream.upgrades.slice(0, 2)).toEqual(['/ws', '/ws']);
  });

  it('gives browsers returning to an instance started again the points published while it was down', async () => {
    // The first instance's browser came first, so that instance holds the upstream throughout.
    const onFirst = await browser(h);
    const away = await browser(second);
    h.tick(60_000);
    const point = await away.next((f) => f.type === 'point', 5_000);
    const id: number = point.match_id;
    await settle(200);
    const seenBefore = Math.max(...pointSeqs(away, id));

    // The second instance goes down, its browser's socket with it, while the first keeps publishing.
    away.ws.terminate();
    await second.gateway.close();
    h.tick(60_000);
    const truth = await h.service.inject({
      method: 'GET',
      url: `/matches/${id}/points?after_seq=0`,
      headers: { 'x-api-key': 'demo-ultra' },
    });
    const all: number[] = truth.json().points.map((p: any) => p.seq);
    const newest = all.at(-1) as number;
    expect(newest).toBeGreaterThan(seenBefore); // the gap had points of this match
    // In the stream: the first instance's browser has it.
    await onFirst.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === newest, 5_000);

    // Started again, it gives the returning browser what it missed, with nothing published since.
    second = await anotherGateway(h, connect());
    const back = await browser(second);
    await back.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === newest, 5_000);
    const seen = new Set(pointSeqs(back, id));
    expect(all.filter((s) => s > seenBefore && !seen.has(s))).toEqual([]);
    expect(pointSeqs(back, id)).toEqual([...seen]); // each once
  });

  it('gives browsers returning to an instance started again every point since it went down, however long ago', async () => {
    // The instance has a name across restarts, and returning browsers are owed the points of a
    // window (catchUpMs) far shorter than its absence.
    const catchUpMs = 2_000;
    const named = async () => {
      const gateway = buildGateway(
        { ...h.cfg, instanceId: 'second', feed: { ...h.cfg.feed, catchUpMs } },
        { redis: connect() },
      );
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const { port } = gateway.server.address() as { port: number };
      return { gateway, gatewayUrl: `http://127.0.0.1:${port}` };
    };
    await second.gateway.close();
    second = await named();
    const onFirst = await browser(h);
    const away = await browser(second);
    h.tick(60_000);
    const point = await away.next((f) => f.type === 'point', 5_000);
    const id: number = point.match_id;
    // Long enough for the instance to have noted how far it read.
    await settle(1_500);
    const seenBefore = Math.max(...pointSeqs(away, id));

    away.ws.terminate();
    await second.gateway.close();
    h.tick(60_000); // published just after it went down
    const truth = await h.service.inject({
      method: 'GET',
      url: `/matches/${id}/points?after_seq=0`,
      headers: { 'x-api-key': 'demo-ultra' },
    });
    const all: number[] = truth.json().points.map((p: any) => p.seq);
    const newest = all.at(-1) as number;
    expect(newest).toBeGreaterThan(seenBefore);
    await onFirst.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === newest, 5_000);
    // Down for longer than the window: those points are older than catchUpMs when it starts again.
    await settle(catchUpMs + 1_000);

    second = await named();
    const back = await browser(second);
    await back.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === newest, 5_000);
    const seen = new Set(pointSeqs(back, id));
    expect(all.filter((s) => s > seenBefore && !seen.has(s))).toEqual([]);
  });
});
