import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeDist, type GatewayHarness, gatewayHarness } from '../gateway.test-harness';
import { type PushReceiver, startPushReceiver } from './push-receiver.test-harness';

// The push watcher reads the live list like one more browser of the desk: through the shared REST,
// so its read fills the cache a browser then reads from (and is counted in the desk's budget), rather
// than a call of its own on the key behind the budget's back.
let h: GatewayHarness;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  const dir = await mkdtemp(path.join(tmpdir(), 'courtside-push-budget-'));
  h = await gatewayHarness(
    await fakeDist(),
    'demo-ultra',
    { push: { dir, allowHttpEndpoints: true } },
    { feedTickMs: 0, wsPingMs: 60_000 },
  );
  h.tick();
});
afterAll(async () => {
  await h?.close();
  receiver?.close();
});

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const LIST = '/matches?status=live&limit=200';
const listReads = () => h.upstream.requests.filter((r) => r === `GET ${LIST}`).length;

it('serves a browser the live list the push watcher has just read, with no second upstream call', async () => {
  const host = new URL(h.gatewayUrl).host;
  const { publicKey } = (
    await h.gateway.inject({ method: 'GET', url: '/push/key', headers: { host } })
  ).json();
  const sub = await receiver.subscribe(publicKey, { players: [], matches: [1] }, ['result']);
  const saved = await h.gateway.inject({
    method: 'POST',
    url: '/push/subscriptions',
    headers: { host, origin: h.gatewayUrl },
    payload: {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      follows: sub.follows,
      kinds: sub.kinds,
    },
  });
  expect(saved.statusCode).toBe(201);
  // The watcher's baseline read of the live list reaches the service once.
  expect(await until(() => listReads() === 1, 5_000)).toBe(true);
  // As the dashboard asks (src/api/http.ts sends Accept: application/json).
  const browser = await h.gateway.inject({
    method: 'GET',
    url: `/api${LIST}`,
    headers: { host, accept: 'application/json' },
  });
  expect(browser.statusCode).toBe(200);
  expect(browser.headers['x-courtside-cache']).toBe('cache');
  expect(listReads()).toBe(1);
});
