import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeDist, type GatewayHarness, gatewayHarness } from '../gateway.test-harness';
import type { StoredSubscription } from './push-store';

// The stand-in push service (web-push-testing): it hands out subscriptions with their own keys,
// checks each message's VAPID signature and headers, and decrypts it (aes128gcm) with the
// subscription's keys, so what the gateway sent is read back as the browser would read it.
// biome-ignore lint/suspicious/noExplicitAny: the package ships no types.
type Any = any;
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as Any;
const WebPushTestingServer = require('web-push-testing/src/server.js') as Any;

async function freePort(): Promise<number> {
  const s: Server = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

export interface PushReceiver {
  base: string;
  /** A subscription of the receiver's for this application server key, following `follows`. */
  subscribe(
    publicKey: string,
    follows?: StoredSubscription['follows'],
    kinds?: string[],
  ): Promise<StoredSubscription & { clientHash: string }>;
  /** The messages this subscription received, decrypted. */
  received(clientHash: string): Promise<unknown[]>;
  close(): void;
}

/** Starts the stand-in push service on a free port. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  server.startServer();
  console.log = log;
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`${base}/status`, { method: 'POST' }).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    base,
    async subscribe(publicKey, follows = { players: [7], matches: [] }, kinds) {
      const res = await fetch(`${base}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: publicKey }),
      });
      const { data } = (await res.json()) as { data: Any };
      return {
        endpoint: data.endpoint,
        keys: data.keys,
        clientHash: data.clientHash,
        follows,
        ...(kinds ? { kinds } : {}),
      };
    },
    async received(clientHash) {
      const res = await fetch(`${base}/get-notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientHash }),
      });
      return ((await res.json()) as { data: { messages: unknown[] } }).data.messages;
    },
    close: () => server._server.close(),
  };
}

/** Waits for `check` to hold, up to `ms`; false when it never did. */
export async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A subscription of the receiver's for the gateway's push key, saved through the gateway's own
 * route as a browser would; returns the route's status and the subscription.
 */
export async function saveSubscription(
  h: GatewayHarness,
  receiver: PushReceiver,
  follows: StoredSubscription['follows'],
  kinds: string[],
): Promise<{ status: number; sub: StoredSubscription & { clientHash: string } }> {
  const host = new URL(h.gatewayUrl).host;
  const { publicKey } = (
    await h.gateway.inject({ method: 'GET', url: '/push/key', headers: { host } })
  ).json();
  const sub = await receiver.subscribe(publicKey, follows, kinds);
  const res = await h.gateway.inject({
    method: 'POST',
    url: '/push/subscriptions',
    headers: { host, origin: h.gatewayUrl },
    payload: {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      follows: sub.follows,
      kinds: sub.kinds,
    },
  });
  return { status: res.statusCode, sub };
}

/** A gateway on the ULTRA demo key with push on (its store in a fresh folder) and the stand-in receiver. */
export async function pushGateway(): Promise<{ h: GatewayHarness; receiver: PushReceiver }> {
  const receiver = await startPushReceiver();
  const dir = await mkdtemp(path.join(tmpdir(), 'courtside-push-'));
  const h = await gatewayHarness(
    await fakeDist(),
    'demo-ultra',
    { push: { dir, allowHttpEndpoints: true } },
    { feedTickMs: 0, wsPingMs: 60_000 },
  );
  h.tick(); // the publisher's first tick only takes a baseline
  return { h, receiver };
}
