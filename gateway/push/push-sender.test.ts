import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type PushReceiver, startPushReceiver } from './push-receiver.test-harness';
import { makeVapidKeys, PUSH_TTL_SECONDS, pushOptions, sendPush } from './push-sender';
import { filePushStore } from './push-store';

let receiver: PushReceiver;
const SUBJECT = 'mailto:courtside@example.invalid';

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver?.close());
const subscribe = (publicKey: string) => receiver.subscribe(publicKey);
const received = (clientHash: string) => receiver.received(clientHash);

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
    await fetch(`${receiver.base}/expire-subscription/${sub.clientHash}`, { method: 'POST' });
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
