import { describe, expect, it } from 'vitest';
import { RateLimitedDay, RateLimitedMinute, UpgradeRequired } from '../../contract/errors';
import { conforms, harness } from './harness';

describe('keys, tiers and limits', () => {
  it('answers /health without a key', async () => {
    const h = harness();
    const r = await h.get('/health', null);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', version: 'v1' });
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses missing, unknown and disabled keys with 401', async () => {
    const h = harness();
    expect((await h.get('/matches', null)).status).toBe(401);
    expect((await h.get('/matches', 'nope')).status).toBe(401);
    const disabled = await h.get('/matches', 'demo-disabled');
    expect(disabled.status).toBe(401);
    expect(disabled.body.error).toBe('unauthorized');
  });

  it('accepts the key as Bearer, X-API-Key or token=', async () => {
    const h = harness();
    expect((await h.get('/players?limit=1', null, { authorization: 'Bearer demo-free' })).status).toBe(200);
    expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(200);
    expect((await h.get('/players?limit=1&token=demo-free', null)).status).toBe(200);
  });

  it('answers CORS preflight on any path', async () => {
    const h = harness();
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/matches',
      headers: { origin: 'http://x', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('GET');
  });

  it('refuses routes above the tier with 403 upgrade_required', async () => {
    const h = harness();
    const id = (await h.get('/matches?limit=1')).body.data[0].id;
    for (const [path, key] of [
      [`/matches/${id}/events`, 'demo-basic'],
      [`/matches/${id}/prices`, 'demo-basic'],
      [`/matches/${id}/analysis`, 'demo-pro'],
      [`/matches/${id}/points`, 'demo-pro'],
      [`/matches/${id}/status-history`, 'demo-history-starter'],
    ] as const) {
      const r = await h.get(path, key);
      if (path.endsWith('status-history')) {
        expect(r.status).toBe(200);
        continue;
      }
      expect(r.status, path).toBe(403);
      conforms(UpgradeRequired, r.body);
    }
  });

  it('spends the FREE key 20 history calls a month, then refuses with free_history_taste', async () => {
    const h = harness();
    for (let i = 0; i < 20; i++)
      expect((await h.get('/matches?status=completed&limit=1', 'demo-free')).status).toBe(200);
    const r = await h.get('/matches?status=completed&limit=1', 'demo-free');
    expect(r.status).toBe(403);
    expect(r.body.free_history_taste).toBe('used');
    // The dashboard's counter reads the same ledger through /usage (our addition; quota-exempt).
    expect((await h.get('/usage', 'demo-free')).body.free_history_taste).toEqual({ allowance: 20, used: 20 });
    expect((await h.get('/usage', 'demo-basic')).body.free_history_taste).toBeNull();
    h.clock.t = Date.UTC(2026, 11, 1, 0, 0, 1);
    expect((await h.get('/matches?status=completed&limit=1', 'demo-free')).status).toBe(200);
  });

  it('limits a FREE key to 30 a minute with Retry-After and the next tier named', async () => {
    const h = harness();
    for (let i = 0; i < 30; i++) expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(200);
    const r = await h.get('/players?limit=1', 'demo-free');
    expect(r.status).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const body = conforms(RateLimitedMinute, r.body);
    expect(body.tier).toBe('basic');
    // /usage is quota-exempt: it still answers and counts 30 calls today.
    const usage = await h.get('/usage', 'demo-free');
    expect(usage.status).toBe(200);
    expect(usage.body.today.calls).toBe(30);
    h.clock.t += 60_000;
    expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(200);
  });

  it("puts the upgrade on the service's own base URL, whatever port it listens on", async () => {
    const h = harness();
    const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect(base).not.toContain(':8787');
      await h.app.admin.inject({
        method: 'POST',
        url: '/_admin/faults/force429',
        payload: { key: 'demo-free', count: 1 },
      });
      const res = await fetch(`${base}/players?limit=1`, { headers: { 'x-api-key': 'demo-free' } });
      expect(res.status).toBe(429);
      expect(conforms(RateLimitedMinute, await res.json()).upgrade_url).toBe(`${base}/pricing?tier=basic`);
    } finally {
      await h.app.close();
    }
  });

  it('stops a FREE key at 100 a day with scope=day and resets_at', async () => {
    const h = harness();
    for (let i = 0; i < 100; i++) {
      if (i % 30 === 0) h.clock.t += 61_000;
      expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(200);
    }
    h.clock.t += 61_000;
    const r = await h.get('/players?limit=1', 'demo-free');
    expect(r.status).toBe(429);
    const body = conforms(RateLimitedDay, r.body);
    expect(body.limit_per_day).toBe(100);
    expect(Date.parse(body.resets_at)).toBe(Date.UTC(2026, 10, 22));
  });

  it('blocks a client hammering far past the cap with abuse_throttled', async () => {
    const h = harness();
    let last = { status: 0, body: {} as { error?: string; retry_at_epoch?: number } };
    for (let i = 0; i < 30 + 91; i++) last = await h.get('/players?limit=1', 'demo-free');
    expect(last.status).toBe(429);
    expect(last.body.error).toBe('abuse_throttled');
    expect(last.body.retry_at_epoch).toBeGreaterThan(h.clock.t / 1000);
  });

  it('shortens every window with windowScale for tests', async () => {
    const h = harness({ windowScale: 60 });
    for (let i = 0; i < 30; i++) await h.get('/players?limit=1', 'demo-free');
    expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(429);
    h.clock.t += 1_000;
    expect((await h.get('/players?limit=1', 'demo-free')).status).toBe(200);
  });
});
