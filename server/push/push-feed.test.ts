/* biome-ignore-all lint/suspicious/noExplicitAny: publications are checked against the contract schemas */
import { Centrifuge, type Subscription } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { UpgradeRequired } from '../../contract/errors';
import { pushDataSchema, WsTokenResponse } from '../../contract/push-feed';
import { conforms } from '../test/harness';
import { listeningService, ours, realFrames } from './push-test-kit';

// The official `centrifuge` client against the listening service: the proof that the push feed
// speaks Centrifugo protocol v2 (JSON) well enough for the real SDK, token refresh included.
let svc: Awaited<ReturnType<typeof listeningService>>;
let frames: Awaited<ReturnType<typeof realFrames>>;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  // A one-second token so expiry comes within a test; the grace a refresh has is wider than a busy
  // machine's event-loop stalls, or a correct client is closed for being late.
  svc = await listeningService({ tokenTtlS: 1, expiryGraceMs: 1500, pingMs: 1000, pongTimeoutMs: 800 });
  frames = await realFrames(svc);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await svc.app.close();
});

const tokenCalls: string[] = [];
async function fetchToken(key = 'demo-ultra'): Promise<WsTokenResponse> {
  const res = await fetch(`${svc.base}/ws-token`, { headers: { 'x-api-key': key } });
  const body = conforms(WsTokenResponse, await res.json());
  tokenCalls.push(body.token);
  return body;
}

async function officialClient(): Promise<Centrifuge> {
  const first = await fetchToken();
  const c = new Centrifuge(first.ws_url, {
    websocket: WebSocket,
    getToken: async () => (await fetchToken()).token,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
  });
  c.setToken(first.token);
  clients.push(c);
  return c;
}

const received = (sub: Subscription) => {
  const got: any[] = [];
  sub.on('publication', (ctx) => got.push(ctx.data));
  return got;
};
const until = async (ok: () => boolean, ms = 4000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('GET /ws-token', () => {
  it('mints a short-lived token for ULTRA keys, never the key itself', async () => {
    const t = await fetchToken();
    expect(t.expires_in).toBe(1);
    expect(t.token).not.toContain('demo-ultra');
    expect(t.ws_url).toBe(`${svc.base.replace('http', 'ws')}/connection/websocket`);
    expect(t.channels).toMatchObject({
      match: 'match:{match_id}',
      slate: 'slate:all',
      point_slate: 'point:slate',
    });
    expect((await fetchToken()).token).not.toBe(t.token);
    // The marketplace restriction is for webhooks only.
    expect((await svc.get('/ws-token', 'demo-ultra-marketplace')).status).toBe(200);
  });

  it('answers 401 without a key and 403 upgrade_required below ULTRA', async () => {
    expect((await svc.get('/ws-token', null)).status).toBe(401);
    const pro = await svc.get('/ws-token', 'demo-pro');
    expect(pro.status).toBe(403);
    conforms(UpgradeRequired, pro.body);
  });
});

describe('the official client', () => {
  it('connects, subscribes and receives each family on its own channels', async () => {
    const c = await officialClient();
    const id = frames.matchId;
    const subs = [`match:${id}`, 'slate:all', `point:match:${id}`, 'signal:slate'].map((ch) =>
      c.newSubscription(ch),
    );
    const got = subs.map(received);
    for (const s of subs) s.subscribe();
    c.connect();
    await until(() => subs.every((s) => s.state === 'subscribed'));
    for (const f of [frames.score, frames.point, frames.stoppage])
      svc.app.feedHub.publish({
        family: f.type === 'score' ? 'score' : f.type === 'point' ? 'point' : 'signal',
        matchId: id,
        frame: f,
      });
    await until(() => got.every((g) => ours(g, frames.score).length > 0));
    expect(ours(got[0], frames.score)).toEqual([frames.score]);
    expect(ours(got[1], frames.score)).toEqual([frames.score]);
    expect(ours(got[2], frames.score)).toEqual([frames.point]);
    expect(ours(got[3], frames.score)).toEqual([frames.stoppage]);
    subs.forEach((s, i) => {
      for (const data of got[i]) expect(pushDataSchema(s.channel)!.safeParse(data).success).toBe(true);
    });
    c.disconnect();
  });

  it('carries what the real publisher emits as the replay moves on, each family on its channels', async () => {
    const c = await officialClient();
    const subs = ['slate:all', 'point:slate', 'signal:slate'].map((ch) => c.newSubscription(ch));
    const got = subs.map(received);
    for (const s of subs) s.subscribe();
    c.connect();
    await until(() => subs.every((s) => s.state === 'subscribed'));
    // The replay clock moves ten minutes: every live match plays points, so scores and points flow.
    svc.clock.t += 10 * 60_000;
    expect(svc.app.feedPublisher.tick()).toBeGreaterThan(0);
    await until(() => got[0].length > 0 && got[1].length > 0);
    subs.forEach((s, i) => {
      for (const data of got[i])
        expect(pushDataSchema(s.channel)!.safeParse(data).success, s.channel).toBe(true);
    });
    expect(new Set(got[0].map((f) => f.type))).not.toContain('point');
    expect(got[1].every((f) => f.type === 'point' || f.type === 'point_update')).toBe(true);
    c.disconnect();
  });

  it('refreshes its token in-band and keeps the connection past the first expiry', async () => {
    const c = await officialClient();
    const sub = c.newSubscription('slate:all');
    const got = received(sub);
    sub.subscribe();
    const clientIds: string[] = [];
    c.on('connected', (ctx) => clientIds.push(ctx.client));
    c.connect();
    await until(() => sub.state === 'subscribed');
    const before = tokenCalls.length;
    // Three refreshes in: well past the first token's expiry and its grace, on the same connection.
    await until(() => tokenCalls.length >= before + 3, 20_000);
    expect(c.state).toBe('connected');
    expect(clientIds).toHaveLength(1);
    svc.app.feedHub.publish({ family: 'score', matchId: frames.matchId, frame: frames.score });
    await until(() => ours(got, frames.score).length === 1);
    c.disconnect();
  });

  it('reconnects with a fresh token when the server closes around expiry', async () => {
    const opts = (await import('./push-options')).pushOptions(svc.app);
    opts.announceExpiry = false;
    try {
      const c = await officialClient();
      const sub = c.newSubscription(`match:${frames.matchId}`);
      const got = received(sub);
      sub.subscribe();
      const clientIds: string[] = [];
      const disconnectCodes: number[] = [];
      c.on('connected', (ctx) => clientIds.push(ctx.client));
      c.on('connecting', (ctx) => disconnectCodes.push(ctx.code));
      c.connect();
      await until(() => clientIds.length >= 2 && sub.state === 'subscribed', 15_000);
      expect(disconnectCodes).toContain(3005);
      expect(new Set(clientIds).size).toBe(clientIds.length);
      svc.app.feedHub.publish({ family: 'score', matchId: frames.matchId, frame: frames.score });
      await until(() => ours(got, frames.score).length >= 1);
      expect(ours(got, frames.score)[0]).toEqual(frames.score);
      c.disconnect();
    } finally {
      opts.announceExpiry = true;
    }
  });
});
