/* biome-ignore-all lint/suspicious/noExplicitAny: frames are checked against the contract schemas */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { type ServiceConfig, testConfig } from '../config';

/** A frame or the close a test client saw, in arrival order. */
export interface Client {
  ws: WebSocket;
  frames: any[];
  closed: Promise<{ code: number; reason: string }>;
  send(v: unknown): void;
  /** Resolves with the first frame matching, waiting up to `ms`. */
  next(match: (f: any) => boolean, ms?: number): Promise<any>;
}

/** A listening service on a test clock, driven by `tick()` (no publisher interval). */
export interface FeedHarness {
  app: FastifyInstance;
  clock: { t: number };
  url: string;
  connect(query?: string, headers?: Record<string, string>): Promise<Client>;
  admin(name: string, body?: unknown): Promise<{ status: number; body: any }>;
  get(path: string, key?: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  tick(advanceMs?: number): number;
  close(): Promise<void>;
}

export async function feedHarness(overrides: Partial<ServiceConfig> = {}): Promise<FeedHarness> {
  const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const app = buildApp(testConfig({ now: () => clock.t, feedTickMs: 0, wsPingMs: 60_000, ...overrides }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const url = `ws://127.0.0.1:${port}/ws`;
  return {
    app,
    clock,
    url,
    connect: (query = '?token=demo-ultra', headers = {}) => openClient(`${url}${query}`, headers),
    async admin(name, body = {}) {
      // The fault controls sit on the admin listener, reached in-process (server/admin-app.ts).
      const res = await app.admin.inject({
        method: 'POST',
        url: `/_admin/faults/${name}`,
        payload: body as object,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async get(path, key = 'demo-ultra') {
      const res = await app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    tick(advanceMs = 0) {
      clock.t += advanceMs;
      return app.feedPublisher.tick();
    },
    close: () => app.close(),
  };
}

/** Opens a real `ws` client and records every frame; resolves once open (or closed by the server). */
function openClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(url, { headers });
  // A late socket error must not surface as an uncaught exception after the test moved on.
  ws.on('error', () => {});
  const frames: any[] = [];
  const waiters: Array<{ match: (f: any) => boolean; resolve: (f: any) => void }> = [];
  ws.on('message', (data) => {
    const f = JSON.parse(String(data));
    frames.push(f);
    for (const w of [...waiters])
      if (w.match(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: Client = {
    ws,
    frames,
    closed,
    send: (v) => ws.send(typeof v === 'string' ? v : JSON.stringify(v)),
    next(match, ms = 3000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), ms);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused with HTTP ${res.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** Waits for the event loop to deliver what the server sent. */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
