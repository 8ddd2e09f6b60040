/* biome-ignore-all lint/suspicious/noExplicitAny: frames are inspected as raw JSON */
import type { FastifyInstance } from 'fastify';
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
import { defaultFeedSettings } from '../gateway-config';
import { type RedisHarness, startRedis } from './redis.test-harness';
import { feedKeys } from './redis-feed-keys';

// Two gateways on one real redis-server, which is killed and started again empty, in front of the
// real local service (its clock moved by the test). Each gateway uses its own Redis client as in
// production (`REDIS_URL`), so what is tested is how that client and the gateway behave when Redis
// goes: each goes on alone, tells its browsers, and on Redis's return no point is missing.
let redis: RedisHarness;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis.stop());

const LIVE_WITH_POINTS = { topics: ['live-scores'], signals: ['points'] };
let h: GatewayHarness;
let second: { gateway: FastifyInstance; gatewayUrl: string };
const desks: Desk[] = [];

beforeEach(async () => {
  await redis.client.flushall();
  h = await gatewayHarness(
    await fakeDist(),
    'demo-ultra',
    {
      redisUrl: redis.url,
      feed: { ...defaultFeedSettings, lingerMs: 5_000, pingMs: 60_000, ingestLockMs: 900 },
    },
    { feedTickMs: 0, wsPingMs: 60_000 },
  );
  second = await anotherGateway(h);
  h.tick();
});
afterEach(async () => {
  for (const d of desks.splice(0)) d.stop();
  await second.gateway.close();
  await h.close();
});

/**
 * A dashboard's feed on one gateway: subscribes, and on a close reconnects and subscribes again as
 * the browser's client does (1012: reconnect). Every frame of every connection is kept.
 */
interface Desk {
  frames: any[];
  closes: number[];
  /** The connection open now. */
  client(): FeedClient;
  stop(): void;
}

async function desk(on: { gatewayUrl: string }): Promise<Desk> {
  const frames: any[] = [];
  const closes: number[] = [];
  let current: FeedClient;
  let stopped = false;
  const open = async () => {
    const c = await feedClient(on);
    current = c;
    c.ws.on('message', () => frames.push(...c.frames.splice(0)));
    c.send(LIVE_WITH_POINTS);
    void c.closed.then(({ code }) => {
      closes.push(code);
      if (!stopped) void settle(100).then(open);
    });
  };
  await open();
  await current!.next((f) => f.type === 'subscribed', 10_000);
  const d: Desk = {
    frames,
    closes,
    client: () => current,
    stop() {
      stopped = true;
      current.ws.terminate();
    },
  };
  desks.push(d);
  return d;
}

const until = async (ok: () => boolean | Promise<boolean>) => {
  while (!(await ok())) await settle(25);
};
const pointSeqs = (d: Desk, matchId: number) =>
  d.frames.filter((f) => f.type === 'point' && f.match_id === matchId).map((f) => f.point.seq as number);
const serviceFeedConnections = async () =>
  (await h.service.admin.inject({ method: 'GET', url: '/_admin/faults' })).json().ws_connections as number;
const truthSeqs = async (matchId: number) =>
  (
    await h.service.inject({
      method: 'GET',
      url: `/matches/${matchId}/points?after_seq=0`,
      headers: { 'x-api-key': 'demo-ultra' },
    })
  )
    .json()
    .points.map((p: any) => p.seq as number);

describe('two gateways when their Redis goes and comes back', () => {
  it('each goes on alone, tells its browsers, and after Redis returns empty no point is missing', {
    timeout: 120_000,
  }, async () => {
    const desks = [await desk(h), await desk(second)];
    h.tick(60_000);
    for (const d of desks) await until(() => d.frames.some((f) => f.type === 'point'));
    const id: number = desks[0].frames.find((f) => f.type === 'point').match_id;
    const firstSeen = desks.map((d) => Math.min(...pointSeqs(d, id)));

    // Redis dies. Points published before either gateway notices are only in the service.
    await redis.kill();
    h.tick(60_000);
    // Each gateway tells its browsers: the feed restarts (1012), reconnect.
    for (const d of desks) await until(() => d.closes.includes(1012));
    // Alone, each follows the upstream itself: points keep arriving, the missed ones first.
    h.tick(60_000);
    const duringOutage = Math.max(...(await truthSeqs(id)));
    for (const d of desks) await until(() => pointSeqs(d, id).includes(duringOutage));
    // REST does not wait on the dead Redis.
    for (const url of [h.gatewayUrl, second.gatewayUrl])
      expect((await fetch(`${url}/api/matches?status=live`)).status).toBe(200);
    expect(await serviceFeedConnections()).toBeLessThanOrEqual(2);

    // Redis returns with nothing in it; the gateways share again (one ingester, one upstream socket).
    await redis.restart();
    h.tick(60_000);
    for (const d of desks) await until(() => d.closes.filter((c) => c === 1012).length >= 2);
    await until(async () => (await redis.client.get(feedKeys().lock)) !== null);
    await until(async () => (await serviceFeedConnections()) === 1);
    h.tick(60_000);
    const last = Math.max(...(await truthSeqs(id)));
    for (const d of desks) await until(() => pointSeqs(d, id).includes(last));

    // Every point from the first each browser saw to the newest reached it, across its reconnects.
    const truth = await truthSeqs(id);
    desks.forEach((d, i) => {
      const seen = new Set(pointSeqs(d, id));
      const missing = truth.filter((s: number) => s >= firstSeen[i] && !seen.has(s));
      expect(missing, `gateway ${i + 1}`).toEqual([]);
    });
  });

  it('a gateway that joined the running desk reads its missed points too', { timeout: 120_000 }, async () => {
    const early = await desk(h);
    h.tick(60_000);
    await until(() => early.frames.some((f) => f.type === 'point'));
    const id: number = early.frames.find((f) => f.type === 'point').match_id;
    // A third instance joins now: it has routed no point of its own when Redis goes.
    const third = await anotherGateway(h);
    let opened: Desk | null = null;
    try {
      const late = await desk(third);
      opened = late;
      const joinedAfter = Math.max(...(await truthSeqs(id)));
      await redis.kill();
      h.tick(60_000); // published before any gateway notices: only the service has these
      await until(() => late.closes.includes(1012));
      h.tick(60_000);
      const newest = Math.max(...(await truthSeqs(id)));
      await until(() => pointSeqs(late, id).includes(newest));
      const seen = new Set(pointSeqs(late, id));
      const missing = (await truthSeqs(id)).filter((s: number) => s > joinedAfter && !seen.has(s));
      expect(missing).toEqual([]);
    } finally {
      // Before its gateway closes, or it would redial a port no one listens on.
      opened?.stop();
      await redis.restart();
      await third.gateway.close();
    }
  });
});
