import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anotherGateway,
  fakeDist,
  type GatewayHarness,
  gatewayHarness,
  type RawAnswer,
  rawRequest,
} from '../gateway.test-harness';

// The desk's REST through a real gateway in front of the real local service (a FREE key: 30 a
// minute, so shares are small enough to reach): what the service sees, and what each browser is told.
let h: GatewayHarness;
beforeAll(async () => {
  h = await gatewayHarness(await fakeDist(), 'demo-free');
});
afterAll(async () => h.close());
beforeEach(() => {
  h.upstream.requests.length = 0;
});

const cookieOf = (a: RawAnswer) => String(a.headers['set-cookie']).split(';')[0];
const get = (path: string, cookie?: string, base = h.gatewayUrl) =>
  rawRequest(base, { path, headers: cookie ? { cookie } : {} });

describe('the desk REST: one cache and one budget for every browser', () => {
  it('asks the service once for browsers asking the same at once, and tells each the desk budget', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/tournaments?limit=3')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(h.upstream.requests.filter((r) => r.startsWith('GET /tournaments'))).toEqual([
      'GET /tournaments?limit=3',
    ]);
    // Each new browser is named by a cookie of its own, for its share and nothing else.
    expect(new Set(answers.map(cookieOf)).size).toBe(5);
    expect(String(answers[0].headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    const usage = JSON.parse((await get('/api/usage')).text);
    for (const a of answers) {
      expect(a.headers['x-courtside-budget']).toBe('desk');
      expect(a.headers['x-ratelimit-limit']).toBe('30');
      expect(Number(a.headers['x-quota-remaining-day'])).toBe(100 - usage.today.calls);
    }
  });

  it('refuses a browser past its share with the contract 429, and the quiet browser is still served', async () => {
    // A gateway of its own: its minute holds only these two browsers.
    const { gateway, gatewayUrl } = await anotherGateway(h);
    const quiet = cookieOf(await get('/api/tournaments/1', undefined, gatewayUrl));
    const hungry = cookieOf(await get('/api/tournaments/2', undefined, gatewayUrl));
    const seen = h.upstream.requests.length;
    const statuses: number[] = [];
    let refused: RawAnswer | null = null;
    // Distinct tournaments: nothing comes from the cache, so every one would spend the key. (Not
    // players: the service holds a player's read until the archive is built, seconds of CPU.)
    for (let id = 3; id < 40; id++) {
      const a = await get(`/api/tournaments/${id}`, hungry, gatewayUrl);
      statuses.push(a.status);
      if (a.status === 429) refused ??= a;
    }
    // A minute of 29 (one kept for the gateway's own reads): shares of 14, the odd one nobody's.
    // The hungry browser had 1 + 14; 13 stay owed to the quiet one.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(14);
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refused?.text ?? '{}')).toMatchObject({ error: 'rate_limited', scope: 'minute' });
    expect(refused?.headers['access-control-allow-origin']).toBeUndefined();
    expect(h.upstream.requests.length - seen).toBe(14);
    for (let id = 50; id < 55; id++)
      expect((await get(`/api/tournaments/${id}`, quiet, gatewayUrl)).status).not.toBe(429);
    await gateway.close();
  });
});
