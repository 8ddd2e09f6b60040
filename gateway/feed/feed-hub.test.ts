/* biome-ignore-all lint/suspicious/noExplicitAny: frames are inspected as raw JSON */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FeedClient,
  fakeDist,
  feedClient,
  type GatewayHarness,
  gatewayHarness,
  settle,
} from '../gateway.test-harness';
import { defaultFeedSettings } from '../gateway-config';

// Real sockets end to end: browsers → gateway hub → one upstream socket → the real local service,
// whose clock the tests move (feedTickMs 0: nothing is published until `tick`).
let h: GatewayHarness;
const clients: FeedClient[] = [];
const LIVE_WITH_POINTS = { topics: ['live-scores'], signals: ['points'] };

beforeEach(async () => {
  h = await gatewayHarness(
    await fakeDist(),
    'demo-ultra',
    {
      feed: {
        ...defaultFeedSettings,
        lingerMs: 2_000,
        pingMs: 200,
        // Long enough that a test can publish while the hub is away after a restart.
        backoff: { baseMs: 400, refusedBaseMs: 400, maxMs: 800 },
      },
    },
    { feedTickMs: 0, wsPingMs: 60_000 },
  );
  h.tick(); // the publisher's first tick only takes a baseline
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await h.close();
});

async function browser(subscribe?: object): Promise<FeedClient> {
  const c = await feedClient(h);
  clients.push(c);
  if (subscribe) {
    c.send(subscribe);
    await c.next((f) => f.type === 'subscribed');
  }
  return c;
}

const serviceFeedConnections = async () =>
  (await h.service.admin.inject({ method: 'GET', url: '/_admin/faults' })).json().ws_connections;
const typesOf = (c: FeedClient) => new Set(c.frames.map((f) => f.type));
/** What a browser was sent besides the gateway's heartbeat, whose timing is the machine's. */
const dataFrames = (c: FeedClient) => c.frames.filter((f) => f.type !== 'ping');
const pointSeqs = (c: FeedClient, matchId: number) =>
  c.frames.filter((f) => f.type === 'point' && f.match_id === matchId).map((f) => f.point.seq);

describe('gateway feed hub: one upstream socket for every browser', () => {
  it('serves five browsers live frames over one upstream feed connection for the key', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => browser(LIVE_WITH_POINTS)));
    // The gateway's ping (every 200 ms here) may come first on a busy machine: the ack is the first data.
    for (const c of five)
      expect(c.frames.find((f) => f.type !== 'ping')).toMatchObject({
        type: 'subscribed',
        topics: ['live-scores'],
        signals: ['points'],
      });
    h.tick(120_000);
    for (const c of five) {
      await c.next((f) => f.type === 'score');
      await c.next((f) => f.type === 'point');
    }
    expect(h.upstream.upgrades).toEqual(['/ws']);
    expect(await serviceFeedConnections()).toBe(1);
    // The same frames, in the same order, for every browser that asked the same.
    const scoresOf = (c: FeedClient) =>
      c.frames.filter((f) => f.type === 'score').map((f) => f.score.sequence);
    for (const c of five.slice(1)) expect(scoresOf(c)).toEqual(scoresOf(five[0]));
  });

  it('gives a browser that joins mid-stream the current score of every live match first, as the service reads it', async () => {
    const first = await browser({ topics: ['live-scores'] });
    h.tick(120_000);
    await first.next((f) => f.type === 'score');
    await settle(100);

    const late = await browser({ topics: ['live-scores'] });
    await settle(100); // no tick since it joined: everything it got is held state
    const [ack, ...rest] = late.frames.filter((f) => f.type !== 'ping');
    expect(ack.type).toBe('subscribed');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((f) => f.type === 'score')).toBe(true);
    const sequences = rest.map((f) => f.score.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(rest.map((f) => f.match_id)).size).toBe(rest.length);
    for (const f of rest) {
      const res = await h.service.inject({
        method: 'GET',
        url: `/matches/${f.match_id}/score`,
        headers: { 'x-api-key': 'demo-ultra' },
      });
      expect(f.score.sequence, `match ${f.match_id}`).toBe(res.json().sequence);
    }
    expect(h.upstream.upgrades).toEqual(['/ws']);
  });

  it("sends every frame as a WebSocket message of its own, as the service does: a joiner's held scores and a tick's frames alike", async () => {
    const first = await browser(LIVE_WITH_POINTS);
    h.tick(120_000);
    await first.next((f) => f.type === 'point');
    const late = await browser(LIVE_WITH_POINTS);
    await late.next((f) => f.type === 'score'); // the held scores, sent with its ack
    h.tick(60_000);
    await late.next((f) => f.type === 'point');
    await settle(100);
    for (const c of [first, late]) {
      // Many frames came in a turn (a tick, a joiner's ack and held scores); none shared a message.
      expect(c.frames.filter((f) => f.type === 'score').length).toBeGreaterThan(1);
      expect(c.messages.filter((m) => m.includes('\n'))).toEqual([]);
      expect(c.messages.map((m) => JSON.parse(m))).toEqual(c.frames);
    }
  });

  it('filters frames per browser by its own topics and signals', async () => {
    const everything = await browser({ topics: ['live-scores'], signals: ['points', 'break_point'] });
    h.tick(60_000);
    const point = await everything.next((f) => f.type === 'point');
    const id: number = point.match_id;

    const scoresOnly = await browser({ topics: ['live-scores'] });
    const oneMatch = await browser({ topics: [`match:${id}`], signals: ['points', 'telepathy'] });
    expect(oneMatch.frames[0]).toMatchObject({ topics: [`match:${id}`], signals: ['points'] });
    const before = { scoresOnly: scoresOnly.frames.length, oneMatch: oneMatch.frames.length };
    h.tick(120_000);

    const later = (c: FeedClient, from: number) => c.frames.slice(from).filter((f) => f.type !== 'ping');
    // The tick's frames reach each browser when the hub's turn goes out: waited for, however busy.
    const arrived = () =>
      later(oneMatch, before.oneMatch).some((f) => f.type === 'point') &&
      new Set(later(scoresOnly, before.scoresOnly).map((f) => f.match_id)).size > 1;
    while (!arrived()) await settle(20);
    await settle(150); // and whatever else the turn held
    const mine = later(oneMatch, before.oneMatch);
    expect(mine.every((f) => f.match_id === id)).toBe(true);
    const scores = later(scoresOnly, before.scoresOnly);
    expect(scores.every((f) => f.type === 'score')).toBe(true);
    expect(typesOf(everything).has('point')).toBe(true);
  });

  it('answers a bad subscribe frame itself, as the service would, without touching the upstream', async () => {
    const c = await browser();
    c.send('not json');
    expect(await c.closed).toEqual({ code: 1008, reason: 'bad_json' });
    // The gateway's ping (every 200 ms here) may come first on a busy machine.
    expect(dataFrames(c)).toMatchObject([{ type: 'error', error: 'bad_json' }]);
    const d = await browser();
    d.send({ signals: ['points'] });
    expect(await d.closed).toEqual({ code: 1008, reason: 'no_topics' });
  });

  it('sends its own heartbeat to every browser', async () => {
    const c = await browser({ topics: ['live-scores'] });
    // The service's own ping is a minute away here; this one is the gateway's.
    expect((await c.next((f) => f.type === 'ping', 2_000)).published_at).toMatch(/Z$/);
  });
});

describe('gateway feed hub: when the upstream goes away', () => {
  it('tells browsers of a restart (1012), redials once, and recovers the missed points once for everyone', async () => {
    const [a, b] = await Promise.all([browser(LIVE_WITH_POINTS), browser(LIVE_WITH_POINTS)]);
    h.tick(60_000);
    const point = await a.next((f) => f.type === 'point');
    const id: number = point.match_id;
    await settle(100);
    const held = Math.max(...pointSeqs(a, id));

    expect((await h.fault('restart')).status).toBe(200);
    for (const c of [a, b]) {
      expect(await c.closed).toEqual({ code: 1012, reason: 'restart' });
      expect(c.frames.at(-1)).toMatchObject({ type: 'error', error: 'restart' });
    }
    h.tick(60_000); // published while the hub is away: no socket hears it
    const truth = await h.service.inject({
      method: 'GET',
      url: `/matches/${id}/points?after_seq=${held}`,
      headers: { 'x-api-key': 'demo-ultra' },
    });
    const missed: number[] = truth.json().points.map((p: any) => p.seq);
    expect(missed.length).toBeGreaterThan(0);
    const mark = h.upstream.requests.length; // the read above reached the service too

    // The dashboards reconnect; they wait for the hub's redial and get the missed points from it.
    const [a2, b2] = await Promise.all([browser(), browser()]);
    for (const c of [a2, b2]) c.send(LIVE_WITH_POINTS);
    for (const c of [a2, b2]) {
      await c.next((f) => f.type === 'point' && f.match_id === id && f.point.seq === missed.at(-1), 5_000);
      expect(pointSeqs(c, id)).toEqual(missed);
    }
    expect(h.upstream.upgrades).toEqual(['/ws', '/ws']);
    const reads = h.upstream.requests
      .slice(mark)
      .filter((r) => r === `GET /matches/${id}/points?after_seq=${held}`);
    expect(reads).toHaveLength(1);

    // And live frames flow again, with no seq sent twice.
    h.tick(60_000);
    await a2.next((f) => f.type === 'point' && f.match_id === id && f.point.seq > missed.at(-1)!, 5_000);
    const seqs = pointSeqs(a2, id);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('passes an upstream refusal (the key lost access) to every browser as error frame and close', async () => {
    const three = await Promise.all(Array.from({ length: 3 }, () => browser({ topics: ['live-scores'] })));
    expect((await h.fault('revoke', { key: 'demo-ultra', to: 'pro' })).status).toBe(200);
    for (const c of three) {
      expect(await c.closed).toEqual({ code: 1008, reason: 'upgrade_required' });
      expect(c.frames.at(-1)).toMatchObject({ type: 'error', error: 'upgrade_required' });
    }
    await settle(1_000); // past any backoff: a refusal is never redialled unchanged
    expect(h.upstream.upgrades).toEqual(['/ws']);
    // A browser that comes later meets the same refusal, from the service, on a fresh dial.
    const late = await browser();
    late.send({ topics: ['live-scores'] });
    expect(await late.closed).toEqual({ code: 1008, reason: 'upgrade_required' });
    expect(dataFrames(late)).toMatchObject([{ type: 'error', error: 'upgrade_required' }]);
    expect(h.upstream.upgrades).toEqual(['/ws', '/ws']);
  });
});
