import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVapidKeys, PUSH_TTL_SECONDS, pushOptions, sendPush } from './push-sender';
import { filePushStore, type StoredSubscription } from './push-store';

// The stand-in push service (web-push-testing): it hands out subscriptions with their own keys,
// checks each message's VAPID signature and headers, and decrypts it (aes128gcm) with the
// subscription's keys, so what the gateway sent is read back as the browser would read it.
// biome-ignore lint/suspicious/noExplicitAny: the package ships no types.
type Any = any;
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as Any;
const WebPushTestingServer = require('web-push-testing/src/server.js') as Any;

const SUBJECT = 'mailto:courtside@example.invalid';
let receiver: { _server: { close(): void } } | null = null;
let base = '';

async function freePort(): Promise<number> {
  const s: Server = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  receiver = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  (receiver as Any).startServer();
  console.log = log;
  base = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`${base}/status`, { method: 'POST' }).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
});
afterAll(() => receiver?._server.close());

async function subscribe(publicKey: string): Promise<StoredSubscription & { clientHash: string }> {
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
    follows: { players: [7], matches: [] },
  };
}

async function received(clientHash: string): Promise<unknown[]> {
  const res = await fetch(`${base}/get-notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientHash }),
  });
  return ((await res.json()) as { data: { messages: unknown[] } }).data.messages;
}

describe('Web Push to a stand-in push service', () => {
  it('keeps the VAPID keys made on first start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'courtside-push-'));
    const first = await filePushStore(dir).vapidKeys(makeVapidKeys);
    const again = await filePushStore(dir).vapidKeys(makeVapidKeys);
    expect(again).toEqual(first);
  });

  it('delivers an alert the receiver decrypts with the subscription’s keys', async () => {
    const store = filePushStore(await mkdtemp(path.join(tmpdir(), 'courtside-push-')));
    const vapid = await store.vapidKeys(makeVapidKeys);
    const sub = await subscribe(vapid.publicKey);
    await store.save(sub);
    const alert = { matchId: 42, title: 'Anna A v Bea B', body: 'Anna A takes set 1 6–4', urgent: false };
    expect(await sendPush(store, sub, alert, vapid, SUBJECT)).toBe(true);
    const messages = await received(sub.clientHash);
    expect(messages.map((m) => JSON.parse(String(m)))).toEqual([
      { title: 'Anna A v Bea B', body: 'Anna A takes set 1 6–4', matchId: 42 },
    ]);
  });

  it('sends a Topic per match, high Urgency for a match point and an explicit TTL', () => {
    const vapid = makeVapidKeys();
    const sub = { endpoint: 'https://push.example/x', keys: webpushKeys() };
    const headersFor = (urgent: boolean) =>
      webpush.generateRequestDetails(
        sub,
        'x',
        pushOptions({ matchId: 42, title: 't', body: 'b', urgent }, vapid, SUBJECT),
      ).headers as Record<string, string>;
    expect(headersFor(true)).toMatchObject({ Topic: 'match42', Urgency: 'high', TTL: PUSH_TTL_SECONDS });
    expect(headersFor(false).Urgency).toBe('normal');
  });

  it('forgets a subscription the push service says is gone', async () => {
    const store = filePushStore(await mkdtemp(path.join(tmpdir(), 'courtside-push-')));
    const vapid = await store.vapidKeys(makeVapidKeys);
    const sub = await subscribe(vapid.publicKey);
    await store.save(sub);
    await fetch(`${base}/expire-subscription/${sub.clientHash}`, { method: 'POST' });
    const alert = { matchId: 1, title: 't', body: 'b', urgent: true };
    expect(await sendPush(store, sub, alert, vapid, SUBJECT)).toBe(false);
    expect(await store.all()).toEqual([]);
  });
});

/** Keys of a real browser-shaped subscription (a P-256 public key and a 16-byte secret). */
function webpushKeys() {
  const { createECDH, randomBytes } = require('node:crypto') as typeof import('node:crypto');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
