import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoreFrame } from '../../contract/feed-frames';
import { CommandReply, PushFrame, WsTokenResponse } from '../../contract/push-feed';
import { sampleScore } from '../../contract/test-samples';
import { conforms } from '../test/harness';
import { RawPushClient, transportOnlyService } from './push-test-kit';
import { mintToken } from './push-token';

// The wire itself, with a raw WebSocket: exact frames, close codes and timings the SDK hides.
// Frames are opaque here, so a spec-derived sample (contract/test-samples) stands in; the
// replayed real matches travel in push-feed.test.ts.
const frames = {
  matchId: 48213,
  score: ScoreFrame.parse({
    type: 'score',
    match_id: 48213,
    score: sampleScore(),
    published_at: '2026-09-20T14:02:11.482Z',
  }),
};
let svc: Awaited<ReturnType<typeof transportOnlyService>>;
let noPoints: Awaited<ReturnType<typeof transportOnlyService>>;
const open: RawPushClient[] = [];

beforeAll(async () => {
  const timings = { pingMs: 200, pongTimeoutMs: 300, connectTimeoutMs: 1000 };
  svc = await transportOnlyService(timings);
  noPoints = await transportOnlyService(timings, { pointsEnabled: false });
});
afterAll(async () => {
  for (const c of open) c.ws.terminate();
  await svc.app.close();
  await noPoints.app.close();
});

async function token(s = svc): Promise<WsTokenResponse> {
  const res = await fetch(`${s.base}/ws-token`, { headers: { authorization: 'Bearer demo-ultra' } });
  return conforms(WsTokenResponse, await res.json());
}

async function client(s = svc): Promise<RawPushClient> {
  const c = new RawPushClient(`${s.base.replace('http', 'ws')}/connection/websocket`);
  open.push(c);
  await c.opened();
  return c;
}

async function connected(s = svc): Promise<RawPushClient> {
  const c = await client(s);
  c.send({ id: 1, connect: { token: (await token(s)).token } });
  await c.line((l) => l.id === 1);
  return c;
}

describe('connect', () => {
  it('replies with client id, ping interval and the expiry the client should refresh at', async () => {
    const c = await client();
    c.send({ id: 1, connect: { token: (await token()).token, name: 'raw' } });
    const reply = conforms(CommandReply, await c.line((l) => l.id === 1));
    expect(reply.error).toBeUndefined();
    expect(reply.connect).toMatchObject({ pong: true, ping: 0.2, expires: true, ttl: 900 });
    expect(reply.connect?.client).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closes 3500 on a forged or foreign token, and never accepts the API key as a token', async () => {
    for (const bad of ['demo-ultra', `${(await token()).token}x`, 42]) {
      const c = await client();
      c.send({ id: 1, connect: { token: bad } });
      expect(await c.closeEvent()).toEqual({ code: 3500, reason: 'invalid token' });
    }
  });

  it('answers an expired token with error 109 so the client fetches a fresh one', async () => {
    const c = await client();
    c.send({ id: 1, connect: { token: mintToken('demo-ultra', Date.now() - 5000, 1) } });
    expect((await c.line((l) => l.id === 1)).error).toEqual({ code: 109, message: 'token expired' });
  });

  it('refuses commands before connect, malformed JSON and sockets that never connect', async () => {
    const early = await client();
    early.send({ id: 1, subscribe: { channel: 'slate:all' } });
    expect((await early.closeEvent()).code).toBe(3501);
    const garbage = await connected();
    garbage.send('{"id": 2, "subscribe": ');
    expect(await garbage.closeEvent()).toEqual({ code: 3501, reason: 'bad request' });
    const silent = await client();
    expect(await silent.closeEvent(2500)).toEqual({ code: 3502, reason: 'stale' });
  });
});

describe('refresh', () => {
  it('extends a connection with a fresh token of the same key, and refuses a token of another key', async () => {
    const c = await connected();
    c.send({ id: 2, refresh: { token: (await token()).token } });
    const ok = conforms(CommandReply, await c.line((l) => l.id === 2));
    expect(ok.refresh).toMatchObject({ expires: true, ttl: 900 });
    const other = await fetch(`${svc.base}/ws-token`, { headers: { 'x-api-key': 'demo-ultra-marketplace' } });
    c.send({ id: 3, refresh: { token: (await other.json()).token } });
    expect(await c.closeEvent()).toEqual({ code: 3500, reason: 'invalid token' });
  });
});

describe('subscribe', () => {
  it('answers each subscribe by id; unknown names 102, doubles 105', async () => {
    const c = await connected();
    c.send(
      { id: 2, subscribe: { channel: 'slate:all' } },
      { id: 3, subscribe: { channel: 'news:all' } },
      { id: 4, subscribe: { channel: 'slate:all' } },
      { id: 5, subscribe: { channel: 'point:slate' } },
    );
    expect(await c.line((l) => l.id === 2)).toEqual({ id: 2, subscribe: {} });
    expect((await c.line((l) => l.id === 3)).error.code).toBe(102);
    expect((await c.line((l) => l.id === 4)).error.code).toBe(105);
    expect(await c.line((l) => l.id === 5)).toEqual({ id: 5, subscribe: {} });
  });

  it('refuses point channels with 103 while the point surface is off, and does not list them', async () => {
    const t = await token(noPoints);
    expect(t.channels.point_match).toBeUndefined();
    expect(t.channels.point_slate).toBeUndefined();
    const c = await connected(noPoints);
    c.send({ id: 2, subscribe: { channel: `point:match:${frames.matchId}` } });
    expect((await c.line((l) => l.id === 2)).error).toEqual({ code: 103, message: 'permission denied' });
  });
});

describe('publications and heartbeats', () => {
  it('batches frames published together into one newline-delimited message', async () => {
    const c = await connected();
    c.send({ id: 2, subscribe: { channel: `match:${frames.matchId}` } });
    await c.line((l) => l.id === 2);
    const before = c.messages.length;
    for (let i = 0; i < 3; i++)
      svc.app.feedHub.publish({ family: 'score', matchId: frames.matchId, frame: frames.score });
    const mine = () => c.lines.filter((l) => l.push?.pub.data.published_at === frames.score.published_at);
    await c.line(() => mine().length === 3);
    const batch = c.messages.slice(before).find((m) => m.includes(frames.score.published_at))!;
    const lines = batch.split('\n').filter((l) => l.includes(frames.score.published_at));
    expect(lines).toHaveLength(3);
    const frame = conforms(PushFrame, JSON.parse(lines[0]));
    expect(frame.push).toEqual({ channel: `match:${frames.matchId}`, pub: { data: frames.score } });
  });

  it('sends {} heartbeats; an answering client stays, a silent one is closed 3012', async () => {
    const polite = await connected();
    const silent = await connected();
    silent.answerPings = false;
    expect(await silent.closeEvent(2000)).toEqual({ code: 3012, reason: 'no pong' });
    expect(polite.lines.filter((l) => Object.keys(l).length === 0).length).toBeGreaterThanOrEqual(2);
    expect(polite.closed).toBeNull();
  });

  it('stops a connection from hearing a channel after unsubscribe', async () => {
    const c = await connected();
    c.send(
      { id: 2, subscribe: { channel: 'signal:slate' } },
      { id: 3, unsubscribe: { channel: 'signal:slate' } },
    );
    await c.line((l) => l.id === 3);
    expect(svc.app.pushBroker.audience('signal:slate')).toBe(0);
  });
});
