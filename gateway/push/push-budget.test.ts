import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayHarness } from '../gateway.test-harness';
import { type PushReceiver, pushGateway, saveSubscription, until } from './push-receiver.test-harness';

// The push watcher reads the live list like one more browser of the desk: through the shared REST,
// so its read fills the cache a browser then reads from (and is counted in the desk's budget), rather
// than a call of its own on the key behind the budget's back.
let h: GatewayHarness;
let receiver: PushReceiver;

beforeAll(async () => {
  ({ h, receiver } = await pushGateway());
});
afterAll(async () => {
  await h?.close();
  receiver?.close();
});

const LIST = '/matches?status=live&limit=200';
const listReads = () => h.upstream.requests.filter((r) => r === `GET ${LIST}`).length;

it('serves a browser the live list the push watcher has just read, with no second upstream call', async () => {
  const host = new URL(h.gatewayUrl).host;
  const { status } = await saveSubscription(h, receiver, { players: [], matches: [1] }, ['result']);
  expect(status).toBe(201);
  // The watcher's baseline read of the live list reaches the service once.
  expect(await until(() => listReads() === 1, 5_000)).toBe(true);
  // As the dashboard asks (src/api/http.ts sends Accept: application/json).
  const browser = await h.gateway.inject({
    method: 'GET',
    url: `/api${LIST}`,
    headers: { host, accept: 'application/json' },
  });
  expect(browser.statusCode).toBe(200);
  // Served from the watcher's read: its cached answer, or (on a busy machine, the upstream answer not
  // yet back) joined to that very read in flight. Either way, no second call upstream.
  expect(['cache', 'coalesced']).toContain(browser.headers['x-courtside-cache']);
  expect(listReads()).toBe(1);
});
