import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Score } from '../../../contract/score';
import { type LiveService, liveService, pushOptions, until } from '../../test/live-service.test-harness';
import type { FeedConnection } from '../store/connection-status';
import { createLiveStore } from '../store/live-store';
import { PushFeedClient } from './push-feed-client';

// The push client (official `centrifuge` package) against the real local push feed, with token
// lifetimes and heartbeats shrunk so expiry, refresh and pong happen within the test.

let svc: LiveService;
beforeAll(async () => {
  svc = await liveService();
  Object.assign(pushOptions(svc.app), { tokenTtlS: 2, expiryGraceMs: 300, pingMs: 500, pongTimeoutMs: 400 });
}, 60_000);
afterAll(() => svc?.close());

function pushClient(key = 'demo-ultra') {
  const live = createLiveStore();
  const tokens: string[] = [];
  const statuses: Partial<FeedConnection>[] = [];
  const fetchToken = svc.fetchToken(key);
  const client = new PushFeedClient({
    fetchToken: async () => {
      const t = await fetchToken();
      tokens.push(t.token);
      return t;
    },
    onFrames: live.framesReceived,
    onStatus: (s) => {
      statuses.push(s);
      live.connectionChanged(s);
    },
    websocket: WebSocket,
    minReconnectDelay: 50,
  });
  return { live, tokens, statuses, client };
}

describe('push feed client against the local service', () => {
  it('joins the slate channels and lands at the sequence the REST read shows', async () => {
    const p = pushClient();
    await p.client.start();
    try {
      await until(() => p.live.store.getState().connection.state === 'open', 'connected');
      await new Promise((r) => setTimeout(r, 100));
      for (let i = 0; i < 20 && Object.keys(p.live.store.getState().scores).length === 0; i++) {
        svc.tick(15_000);
        await new Promise((r) => setTimeout(r, 50));
      }
      const heard = Object.keys(p.live.store.getState().scores);
      expect(heard.length).toBeGreaterThan(0);
      const id = Number(heard[0]);
      const rest = (await svc.get(`/matches/${id}/score`)).body as Score;
      expect(rest.sequence).toEqual(expect.any(Number));
      await until(() => p.live.store.getState().scores[id]?.sequence === rest.sequence, 'sequence');
      expect(p.live.store.getState().scores[id]?.score?.sequence).toBe(rest.sequence);
    } finally {
      p.client.stop();
    }
  });

  it('answers heartbeats and mints a fresh token through /ws-token past expiry, staying subscribed', async () => {
    const p = pushClient();
    await p.client.start();
    try {
      await until(() => p.live.store.getState().connection.state === 'open', 'connected', 30_000);
      // Two refreshes: past a whole 2 s token life plus grace, and several 0.5 s heartbeats with a
      // 0.4 s pong window. Waited for rather than slept through (3.5 s), so a busy machine that
      // refreshes later is not failed and a quiet one does not wait longer than the refreshes take;
      // the limits are for a stuck client, not for speed.
      await until(() => new Set(p.tokens).size >= 3, 'two token refreshes', 30_000);
      expect(new Set(p.tokens).size).toBeGreaterThanOrEqual(2);
      await until(() => p.live.store.getState().connection.state === 'open', 'still connected', 30_000);
      const before = p.live.store.getState().scores;
      svc.tick(30_000);
      await until(() => p.live.store.getState().scores !== before, 'frames after refresh', 30_000);
    } finally {
      p.client.stop();
    }
  });

  it('stops and says why when the key may not mint a token', async () => {
    const p = pushClient('demo-pro');
    await p.client.start();
    expect(p.live.store.getState().connection).toMatchObject({ state: 'stopped', reason: 'ws_token_403' });
  });
});
