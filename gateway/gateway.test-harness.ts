/* biome-ignore-all lint/suspicious/noExplicitAny: responses are inspected as raw JSON */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildApp } from '../server/app';
import { type ServiceConfig, testConfig } from '../server/config';
import { buildGateway } from './gateway-app';
import type { GatewayConfig } from './gateway-config';
import { defaultFeedSettings, wsOriginOf } from './gateway-config';

/** The real local service and a gateway in front of it, both on ephemeral loopback ports. */
export interface GatewayHarness {
  service: FastifyInstance;
  gateway: FastifyInstance;
  serviceUrl: string;
  gatewayUrl: string;
  key: string;
  /** What reached the service: `METHOD url` of each request, and the URL of each WebSocket handshake. */
  upstream: { requests: string[]; upgrades: string[] };
  /** The service clock; with `feedTickMs: 0` nothing is published until `tick`. */
  clock: { t: number };
  /** Moves the service clock on and publishes what changed (the feed publisher's tick). */
  tick(advanceMs?: number): number;
  /** The gateway's config, for starting more instances of it (`anotherGateway`). */
  cfg: GatewayConfig;
  /** A fault control on the service's admin listener (server/faults/README.md). */
  fault(name: string, body?: object): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

const portOf = (app: FastifyInstance) => {
  const addr = app.server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
};

/** A stand-in dist/ with a Vite-like index.html, for tests that do not need a real build. */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Courtside</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log("courtside");\n');
  return dir;
}

export async function gatewayHarness(
  distDir: string,
  key = 'demo-ultra',
  extra: Partial<GatewayConfig> = {},
  serviceOverrides: Partial<ServiceConfig> = {},
  redis?: Redis,
): Promise<GatewayHarness> {
  const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const service = buildApp(testConfig({ now: () => clock.t, ...serviceOverrides }));
  const upstream = { requests: [] as string[], upgrades: [] as string[] };
  service.addHook('onRequest', async (req) => {
    upstream.requests.push(`${req.method} ${req.url}`);
  });
  service.server.on('upgrade', (req) => upstream.upgrades.push(req.url ?? ''));
  await service.listen({ port: 0, host: '127.0.0.1' });
  const serviceUrl = `http://127.0.0.1:${portOf(service)}`;
  const cfg: GatewayConfig = {
    host: '127.0.0.1',
    port: 0,
    baseUrl: serviceUrl,
    key,
    distDir,
    feedOrigins: [wsOriginOf(serviceUrl)],
    allowedHosts: [],
    feed: defaultFeedSettings,
    ...extra,
  };
  const gateway = buildGateway(cfg, { redis });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    service,
    gateway,
    serviceUrl,
    gatewayUrl: `http://127.0.0.1:${portOf(gateway)}`,
    key,
    cfg,
    upstream,
    clock,
    tick(advanceMs = 0) {
      clock.t += advanceMs;
      return service.feedPublisher.tick();
    },
    async fault(name, body = {}) {
      const res = await service.admin.inject({
        method: 'POST',
        url: `/_admin/faults/${name}`,
        payload: body,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await gateway.close();
      await service.close();
    },
  };
}

/** One more gateway instance in front of the harness's service (the Redis tests run several). */
export async function anotherGateway(
  h: GatewayHarness,
  redis?: Redis,
): Promise<{ gateway: FastifyInstance; gatewayUrl: string }> {
  const gateway = buildGateway(h.cfg, { redis });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, gatewayUrl: `http://127.0.0.1:${portOf(gateway)}` };
}

/** An answer read whole: status, headers and the body as text. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request with the path and headers exactly as given: `fetch` resolves `%2e%2e` and `..` and
 * will not send another `Host`, which is what the refusals must be shown against.
 */
export function rawRequest(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...opts.headers };
  // Node sends a DELETE body without a length unless told; the server would read it as a request.
  if (opts.body !== undefined && !headers['transfer-encoding'])
    headers['content-length'] = String(Buffer.byteLength(opts.body));
  return new Promise((resolve, reject) => {
    const req = request(
      // A fresh connection each time: one test's refused body never lands in the next request.
      { host: hostname, port, method: opts.method ?? 'GET', path: opts.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The outcome of a WebSocket handshake: an open socket, or the HTTP answer that refused it. */
export type FeedOutcome = { open: true; ws: WebSocket } | { open: false; status: number; body: any };

/** Opens a WebSocket with the given headers (Origin, Host) and reports how the handshake ended. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<FeedOutcome> {
  const ws = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ open: true, ws }));
    ws.on('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ open: false, status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    ws.on('error', reject);
  });
}

/** The socket of a handshake that had to open; anything else fails the test. */
export function opened(outcome: FeedOutcome): WebSocket {
  if (!outcome.open) throw new Error(`handshake refused: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return outcome.ws;
}

/** Subscribes to live scores and resolves with the first frame back (the service's `subscribed` ack). */
export function firstFrame(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    ws.on('message', (d) => resolve(JSON.parse(String(d))));
    ws.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
    ws.send(JSON.stringify({ topics: ['live-scores'] }));
  });
}

/** A browser on the gateway's feed: every frame it got, every message as it came, and how it closed. */
export interface FeedClient {
  ws: WebSocket;
  frames: any[];
  /** Each WebSocket message's text (the service's `/ws` sends one frame a message). */
  messages: string[];
  closed: Promise<{ code: number; reason: string }>;
  send(v: unknown): void;
  /**
   * The first frame matching (seen already or arriving within `ms`). The default is a limit for a
   * frame that never comes, not for speed: at load 25-31 a frame took over 3 s to arrive.
   */
  next(match: (f: any) => boolean, ms?: number): Promise<any>;
}

/** Opens `/api/ws` from the gateway's own page origin and records everything it receives. */
export async function feedClient(h: Pick<GatewayHarness, 'gatewayUrl'>): Promise<FeedClient> {
  const ws = opened(
    await openSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, { Origin: h.gatewayUrl }),
  );
  ws.on('error', () => {});
  const frames: any[] = [];
  const messages: string[] = [];
  const waiters = new Set<{ match: (f: any) => boolean; resolve: (f: any) => void }>();
  ws.on('message', (data) => {
    messages.push(String(data));
    // Split as a newline-batching feed would be, so a batched message still shows its frames.
    for (const line of String(data).split('\n')) {
      const f = JSON.parse(line);
      frames.push(f);
      for (const w of waiters)
        if (w.match(f)) {
          waiters.delete(w);
          w.resolve(f);
        }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    ws,
    frames,
    messages,
    closed,
    send: (v) => ws.send(typeof v === 'string' ? v : JSON.stringify(v)),
    next(match, ms = 30_000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), ms);
        waiters.add({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
  };
}

/** Lets the event loop deliver what was sent. */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
