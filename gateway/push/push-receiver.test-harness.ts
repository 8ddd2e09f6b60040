import { createServer, type Server } from 'node:net';
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
