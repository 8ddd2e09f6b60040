// Test scaffolding: the real local service in-process for the feed clients' integration tests. Only
// src/test/ may import server/ (biome.json); the dashboard itself never does.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { MatchPoints } from '../../contract/points';
import { WsTokenResponse } from '../../contract/push-feed';
import { Score } from '../../contract/score';
import { buildApp } from '../../server/app';
import { type ServiceConfig, testConfig } from '../../server/config';

/** The push feed's timings, which the push client's tests shorten. */
export { pushOptions } from '../../server/push/push-options';

import type { FeedSocket, SocketFactory } from '../live/feeds/feed-socket';
import type { LiveFetchers } from '../live/sync/live-fetchers';
import { WAIT_LIMIT_MS } from './eventually';

/** The real local service listening on loopback, its publisher driven by the test's clock. */
export interface LiveService {
  app: FastifyInstance;
  clock: { t: number };
  baseUrl: string;
  wsUrl: string;
  /** Moves the clock and lets the publisher send what changed. */
  tick(advanceMs: number): void;
  admin(name: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  fetchers(key?: string): LiveFetchers;
  fetchToken(key?: string): () => Promise<WsTokenResponse>;
  socket(key?: string): SocketFactory;
  get(path: string, key?: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** An error shaped like the fetch layer's: status plus the body (410 carries `merged_into`). */
class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${String(body.error)}`);
  }
}

export async function liveService(overrides: Partial<ServiceConfig> = {}): Promise<LiveService> {
  const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const app = buildApp(testConfig({ now: () => clock.t, feedTickMs: 0, wsPingMs: 60_000, ...overrides }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const getJson = async (path: string, key: string, signal?: AbortSignal) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'X-API-Key': key }, signal });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new HttpFailure(res.status, body);
    return body;
  };
  app.feedPublisher.tick(clock.t);
  return {
    app,
    clock,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    tick(advanceMs) {
      clock.t += advanceMs;
      app.feedPublisher.tick(clock.t);
    },
    async admin(name, body = {}) {
      const res = await app.admin.inject({
        method: 'POST',
        url: `/_admin/faults/${name}`,
        payload: body as object,
      });
      return { status: res.statusCode, body: res.json() };
    },
    fetchers: (key = 'demo-ultra') => ({
      score: async (id, signal) => Score.parse(await getJson(`/matches/${id}/score`, key, signal)),
      points: async (id, after, signal) =>
        MatchPoints.parse(await getJson(`/matches/${id}/points?after_seq=${after}`, key, signal)),
    }),
    fetchToken:
      (key = 'demo-ultra') =>
      async () =>
        WsTokenResponse.parse(await getJson('/ws-token', key)),
    socket:
      (key = 'demo-ultra') =>
      (url) =>
        new WebSocket(url, { headers: { 'X-API-Key': key } }) as unknown as FeedSocket,
    async get(path, key = 'demo-ultra') {
      const res = await fetch(`${baseUrl}${path}`, { headers: { 'X-API-Key': key } });
      return { status: res.status, body: await res.json() };
    },
    close: () => app.close(),
  };
}

/** Resolves once `check` holds, polling every 20 ms, or fails after `ms` naming `what`. */
export async function until(check: () => boolean, what = 'condition', ms = WAIT_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
