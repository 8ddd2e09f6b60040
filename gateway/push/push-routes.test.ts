import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pushRoutes } from './push-routes';
import { makeVapidKeys } from './push-sender';
import { filePushStore } from './push-store';

async function app() {
  const store = filePushStore(await mkdtemp(path.join(tmpdir(), 'courtside-push-')));
  const a = Fastify();
  pushRoutes(a, store, () => store.vapidKeys(makeVapidKeys));
  return { a, store };
}

const body = (endpoint: string) => ({
  subscription: { endpoint, keys: { p256dh: 'BPk', auth: 'au' } },
  follows: { players: [7], matches: [] },
});

describe('push routes', () => {
  it('gives one public key, made on first use and kept', async () => {
    const { a } = await app();
    const first = (await a.inject('/push/key')).json() as { publicKey: string };
    const again = (await a.inject('/push/key')).json() as { publicKey: string };
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(again.publicKey).toBe(first.publicKey);
  });

  it('keeps an HTTPS subscription with its follows and forgets it on request', async () => {
    const { a, store } = await app();
    const saved = await a.inject({
      method: 'POST',
      url: '/push/subscriptions',
      payload: body('https://push.example/x'),
    });
    expect(saved.statusCode).toBe(201);
    expect((await store.all()).map((s) => s.follows.players)).toEqual([[7]]);
    const gone = await a.inject({
      method: 'DELETE',
      url: '/push/subscriptions',
      payload: { endpoint: 'https://push.example/x' },
    });
    expect(gone.statusCode).toBe(204);
    expect(await store.all()).toEqual([]);
  });

  it('refuses a plain-HTTP endpoint (the gateway would post to it) and a malformed body', async () => {
    const { a, store } = await app();
    const local = await a.inject({
      method: 'POST',
      url: '/push/subscriptions',
      payload: body('http://127.0.0.1:8788/x'),
    });
    expect(local.statusCode).toBe(400);
    const malformed = await a.inject({
      method: 'POST',
      url: '/push/subscriptions',
      payload: { follows: {} },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await store.all()).toEqual([]);
  });
});
