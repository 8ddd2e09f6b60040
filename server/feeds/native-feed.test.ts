/* biome-ignore-all lint/suspicious/noExplicitAny: frames are checked against the contract schemas */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorFrame, FeedFrame, ScoreWithdrawnFrame, SubscribedFrame } from '../../contract/feed-frames';
import { conforms } from '../test/harness';
import { type Client, type FeedHarness, feedHarness, settle } from './feed-harness';

let h: FeedHarness;
const open: Client[] = [];
const connect = async (query?: string, headers?: Record<string, string>) => {
  const c = await h.connect(query, headers);
  open.push(c);
  return c;
};
/** The error frame then the close, as every refusal must send them. */
async function refusal(c: Client) {
  const closed = await c.closed;
  const err = conforms(
    ErrorFrame,
    c.frames.find((f) => f.type === 'error'),
  );
  return { ...closed, error: err.error, frameReason: err.reason };
}

/** Subscribe deadlines the service scheduled, fired by the test instead of waiting 10 s. */
const deadlines: Array<{ fire: () => void; ms: number; cancelled: boolean }> = [];

beforeAll(async () => {
  h = await feedHarness({
    wsPingMs: 150,
    wsMaxConnections: 3,
    wsDeadlineTimer: (fire, ms) => {
      const d = { fire, ms, cancelled: false };
      deadlines.push(d);
      return () => {
        d.cancelled = true;
      };
    },
  });
  h.tick();
});
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.close();
  await settle(30);
});
afterAll(async () => h?.close());

describe('subscribing to the native feed', () => {
  it('acks the topics and only the active signals, then sends score frames', async () => {
    const c = await connect();
    c.send({
      topics: ['live-scores'],
      signals: ['break_point', 'points', 'stoppages', 'telepathy'],
      extra: 1,
    });
    const ack = conforms(SubscribedFrame, await c.next((f) => f.type === 'subscribed'));
    expect(ack.signals.sort()).toEqual(['break_point', 'points', 'stoppages']);
    expect(ack.topics).toEqual(['live-scores']);
    h.tick(120_000);
    await c.next((f) => f.type === 'score');
    await c.next((f) => f.type === 'point');
    for (const f of c.frames) conforms(FeedFrame, f);
  });

  it('sends only score frames without signals, and only the named match on match:<id>', async () => {
    const all = await connect('?api_key=demo-ultra');
    all.send({ topics: ['live-scores'] });
    await all.next((f) => f.type === 'subscribed');
    h.tick(120_000);
    const first = await all.next((f) => f.type === 'score');
    const one = await connect('', { authorization: 'Bearer demo-ultra' });
    one.send({ topics: [`match:${first.match_id}`] });
    await one.next((f) => f.type === 'subscribed');
    h.tick(240_000);
    await settle(100);
    const kinds = new Set(all.frames.map((f) => f.type));
    expect([...kinds].sort()).toEqual(['ping', 'score', 'subscribed'].filter((k) => kinds.has(k)));
    const scores = one.frames.filter((f) => f.type === 'score');
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.every((f) => f.match_id === first.match_id)).toBe(true);
  });

  it('treats any frame as a subscribe frame: a `type` key is not read', async () => {
    const c = await connect('', { 'x-api-key': 'demo-ultra' });
    c.send({ type: 'unsubscribe', topics: ['live-scores'] });
    conforms(SubscribedFrame, await c.next((f) => f.type === 'subscribed'));
  });

  it('sends a ping heartbeat on its period', async () => {
    const c = await connect();
    const ping = await c.next((f) => f.type === 'ping', 2000);
    expect(ping.published_at).toMatch(/\.\d{3}Z$/);
  });
});

describe('refusals: an error frame, then the exact close code with the error as reason', () => {
  it('1008 unauthorized without a key, with an unknown key and with a disabled key', async () => {
    for (const q of ['', '?token=nope', '?token=demo-disabled']) {
      const r = await refusal(await connect(q));
      expect(r).toMatchObject({ code: 1008, reason: 'unauthorized', error: 'unauthorized' });
    }
  });

  it('1008 upgrade_required below ULTRA', async () => {
    const r = await refusal(await connect('?token=demo-pro'));
    expect(r).toMatchObject({ code: 1008, reason: 'upgrade_required' });
  });

  it('1013 connection_limit:per_key on a third connection of one key', async () => {
    await connect();
    await connect();
    const r = await refusal(await connect());
    expect(r).toMatchObject({ code: 1013, reason: 'connection_limit:per_key', error: 'connection_limit' });
    expect(r.frameReason).toBe('connection_limit:per_key');
  });

  it('1013 connection_limit:server past the service capacity', async () => {
    await connect();
    await connect();
    await connect('?token=demo-ultra-marketplace');
    const r = await refusal(await connect('?token=demo-ultra-marketplace'));
    expect(r).toMatchObject({ code: 1013, reason: 'connection_limit:server' });
  });

  it('1008 bad_json on malformed JSON; 1009 on oversize frames, a 5 MB one included', async () => {
    const c = await connect();
    c.send('{"topics": [');
    expect(await refusal(c)).toMatchObject({ code: 1008, reason: 'bad_json' });
    for (const size of [200_000, 5_000_000]) {
      const big = await connect();
      big.send(JSON.stringify({ topics: ['live-scores'], pad: 'x'.repeat(size) }));
      expect(await refusal(big)).toMatchObject({ code: 1009, reason: 'frame_too_large', error: 'bad_json' });
    }
  });

  it('closes a socket that has not subscribed within 10 s (1008 no_topics), freeing its slot', async () => {
    const idle = [await connect(), await connect()];
    const pending = deadlines.slice(-2);
    expect(pending.map((d) => d.ms)).toEqual([10_000, 10_000]);
    // Both of the key's slots are held: a third socket is refused.
    const third = await connect();
    expect(await refusal(third)).toMatchObject({ code: 1013, reason: 'connection_limit:per_key' });
    for (const d of pending) d.fire();
    for (const c of idle) expect(await refusal(c)).toMatchObject({ code: 1008, reason: 'no_topics' });
    // The slots are free again, and a socket that subscribed in time outlives its deadline.
    const real = await connect();
    real.send({ topics: ['live-scores'] });
    await real.next((f) => f.type === 'subscribed');
    const mine = deadlines.at(-1)!;
    mine.fire();
    real.send({ topics: ['live-scores'] });
    expect(
      (
        await real.next(
          (f) => f.type === 'subscribed' && real.frames.filter((x) => x.type === 'subscribed').length === 2,
        )
      ).type,
    ).toBe('subscribed');
    expect(real.ws.readyState).toBe(real.ws.OPEN);
    real.ws.close();
    await real.closed;
    // The server sees the close on its next turn; vi.waitFor's 1 s default is too short for a busy machine.
    await vi.waitFor(() => expect(mine.cancelled).toBe(true), { timeout: 20_000 });
  });

  it('1008 no_topics on missing, empty or malformed topics', async () => {
    for (const frame of [{}, { topics: [] }, { topics: ['match:abc'] }, { topics: 'live-scores' }, [1], 42]) {
      const c = await connect();
      c.send(frame);
      expect(await refusal(c)).toMatchObject({ code: 1008, reason: 'no_topics' });
    }
  });
});

describe('faults on the feed', () => {
  it('1012 restart closes every connection; 1000 on a normal disconnect', async () => {
    const a = await connect();
    const b = await connect('?token=demo-ultra-marketplace');
    expect((await h.admin('restart')).body.closed).toBe(2);
    for (const c of [a, b]) expect(await refusal(c)).toMatchObject({ code: 1012, reason: 'restart' });
    const n = await connect();
    await h.admin('disconnect');
    expect(await n.closed).toEqual({ code: 1000, reason: 'normal' });
  });

  it('withdraw reaches subscribers as the illegal score, then score_withdrawn', async () => {
    const c = await connect();
    c.send({ topics: ['live-scores'] });
    await c.next((f) => f.type === 'subscribed');
    const id = (await h.get('/matches?status=live&limit=1')).body.data[0].id;
    const res = await h.admin('withdraw', { match_id: id });
    const gone = conforms(ScoreWithdrawnFrame, await c.next((f) => f.type === 'score_withdrawn'));
    expect(gone).toEqual(res.body);
    const mine = c.frames.filter((f) => f.match_id === id);
    expect(mine.at(-2)).toMatchObject({ type: 'score', score: { sequence: gone.superseded_sequence } });
    await h.admin('reset');
  });

  it('1013 service_unavailable while refusing, then accepts again', async () => {
    await h.admin('refuse', { seconds: 30 });
    expect(await refusal(await connect())).toMatchObject({ code: 1013, reason: 'service_unavailable' });
    h.clock.t += 31_000;
    const c = await connect();
    c.send({ topics: ['live-scores'] });
    await c.next((f) => f.type === 'subscribed');
  });

  it('1008 on mid-stream loss of access: disabled key or downgraded tier', async () => {
    const c = await connect();
    const m = await connect('?token=demo-ultra-marketplace');
    await h.admin('revoke', { key: 'demo-ultra', to: 'disabled' });
    expect(await refusal(c)).toMatchObject({ code: 1008, reason: 'unauthorized' });
    await h.admin('revoke', { key: 'demo-ultra-marketplace', to: 'pro' });
    expect(await refusal(m)).toMatchObject({ code: 1008, reason: 'upgrade_required' });
    await h.admin('reset');
  });
});

describe('bad clients never hurt the others', () => {
  it('survives a subscribe storm and keeps serving a quiet neighbour', async () => {
    const storm = await connect();
    const calm = await connect('?token=demo-ultra-marketplace');
    calm.send({ topics: ['live-scores'] });
    await calm.next((f) => f.type === 'subscribed');
    for (let i = 0; i < 2000; i++) storm.send({ topics: ['live-scores', `match:${i}`], signals: ['points'] });
    await storm.next((f) => f.type === 'subscribed' && f.topics.includes('match:1999'), 10_000);
    const before = calm.frames.length;
    h.tick(60_000);
    await calm.next((f) => f.type === 'score' && calm.frames.indexOf(f) >= before);
    expect((await h.get('/health', '')).status).toBe(200);
  });
});
