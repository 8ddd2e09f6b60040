import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreFrame } from '../merge/test-frames';
import type { FeedConnection } from '../store/connection-status';
import { FakeSocket } from './fake-socket';
import { NativeFeedClient } from './native-feed-client';

function setup() {
  const sockets: FakeSocket[] = [];
  const frames: unknown[] = [];
  const status: Partial<FeedConnection>[] = [];
  const client = new NativeFeedClient({
    url: () => 'ws://feed.test/ws',
    subscription: { topics: ['live-scores'], signals: ['points'] },
    onFrames: (f) => frames.push(...f),
    onStatus: (s) => status.push(s),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    silenceMs: 1_000,
    random: () => 1,
  });
  return { client, sockets, frames, status, last: () => status.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('native feed client', () => {
  it('subscribes on open, answers nothing to ping, passes data frames on', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].open();
    expect(JSON.parse(t.sockets[0].sent[0])).toEqual({ topics: ['live-scores'], signals: ['points'] });
    t.sockets[0].receive({ type: 'subscribed', topics: ['live-scores'], signals: ['points'] });
    t.sockets[0].receive({ type: 'ping', published_at: '2026-11-21T12:00:00.000Z' });
    t.sockets[0].receive(scoreFrame(9, 3));
    t.sockets[0].receive({ type: 'brand_new_frame', match_id: 9 });
    expect(t.sockets[0].sent).toHaveLength(1);
    expect(t.frames).toHaveLength(1);
    expect(t.last()).toMatchObject({ state: 'open', signals: ['points'] });
  });

  it('1012: reconnects after a backoff and subscribes again', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].open();
    t.sockets[0].serverClose(1012, 'service_restart');
    expect(t.last()).toMatchObject({ state: 'backoff' });
    vi.advanceTimersByTime(500);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1].open();
    expect(t.sockets[1].sent).toHaveLength(1);
  });

  it('1013: backs off longer, and longer again on a second refusal', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].receive({ type: 'error', error: 'connection_limit', reason: 'connection_limit:per_key' });
    t.sockets[0].serverClose(1013, 'connection_limit:per_key');
    vi.advanceTimersByTime(1_999);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    t.sockets[1].serverClose(1013, 'connection_limit:per_key');
    vi.advanceTimersByTime(3_999);
    expect(t.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(3);
  });

  it('1008: stops and keeps the refusal from the error frame', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].open();
    t.sockets[0].receive({ type: 'error', error: 'upgrade_required' });
    t.sockets[0].serverClose(1008, '');
    vi.advanceTimersByTime(120_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.last()).toMatchObject({ state: 'stopped', reason: 'upgrade_required' });
  });

  it('1000: stops', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].serverClose(1000);
    vi.advanceTimersByTime(120_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('treats silence as a dead link and reconnects; pings keep it alive', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].open();
    vi.advanceTimersByTime(900);
    t.sockets[0].receive({ type: 'ping' });
    vi.advanceTimersByTime(900);
    expect(t.sockets[0].closedWith).toBeNull();
    vi.advanceTimersByTime(200);
    expect(t.sockets[0].closedWith).toBe(4000);
    vi.advanceTimersByTime(500);
    expect(t.sockets).toHaveLength(2);
  });

  it('stop closes normally and never reconnects', () => {
    const t = setup();
    t.client.start();
    t.sockets[0].open();
    t.client.stop();
    expect(t.sockets[0].closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(t.sockets).toHaveLength(1);
  });
});
