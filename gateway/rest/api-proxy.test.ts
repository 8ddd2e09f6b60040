import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeDist,
  type GatewayHarness,
  gatewayHarness,
  type RawAnswer,
  rawRequest,
} from '../gateway.test-harness';
import { CONTRACT_ROUTES } from './contract-routes';

// Real sockets end to end: the gateway in front of the real local service, which records every
// request that reaches it, so "refused" is proven by what the service never saw.
let h: GatewayHarness;
beforeAll(async () => {
  h = await gatewayHarness(await fakeDist());
});
afterAll(() => h.close());
beforeEach(() => {
  h.upstream.requests.length = 0;
});

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(h.gatewayUrl, { method, path, headers, body });
const json = (answer: RawAnswer) => JSON.parse(answer.text) as Record<string, unknown>;

/** A refusal: the status, the service's error shape as JSON, and nothing sent upstream. */
function expectRefused(answer: RawAnswer, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(json(answer)).toMatchObject({ error, detail: expect.any(String) });
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(h.upstream.requests).toEqual([]);
}

describe('gateway: only the contract reaches the service', () => {
  it('refuses the fault controls with 404, and the service never hears of it', async () => {
    expectRefused(await send('GET', '/api/_admin/faults'), 404, 'not_found');
    expectRefused(
      await send('POST', '/api/_admin/faults/force429', { 'content-type': 'application/json' }, '{}'),
      404,
      'not_found',
    );
  });

  it.each([
    '/api/%2e%2e/_admin/faults',
    '/api/%2E%2E/_admin/faults/force429',
    '/api/matches/..%2f_admin',
    '/api/matches/..%2F..%2F_admin/faults',
    '/api/..%5c_admin/faults',
    '/api/matches\\..\\_admin',
    '/api//_admin/faults',
    '/api/../_admin/faults',
    '/api/matches/%00',
    '/api/%252e%252e/_admin/faults',
  ])('refuses %s with 400 before matching', async (path) => {
    expectRefused(await send('GET', path), 400, 'bad_request');
  });

  it('refuses an encoded escape on a write as well', async () => {
    const answer = await send(
      'POST',
      '/api/%2e%2e/_admin/faults/force429',
      { 'content-type': 'application/json' },
      '{}',
    );
    expectRefused(answer, 400, 'bad_request');
  });

  it('refuses a malformed escape with 400 in the same shape', async () => {
    expectRefused(await send('GET', '/api/matches/%zz'), 400, 'bad_request');
  });

  it('refuses POST on a read route with 405 and the methods it takes', async () => {
    const answer = await send('POST', '/api/matches', { 'content-type': 'application/json' }, '{}');
    expectRefused(answer, 405, 'method_not_allowed');
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(json(answer).allowed).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('refuses every other method on the webhooks routes', async () => {
    expectRefused(
      await send('PUT', '/api/webhooks', { 'content-type': 'application/json' }, '{}'),
      405,
      'method_not_allowed',
    );
    expectRefused(await send('DELETE', '/api/webhooks'), 405, 'method_not_allowed');
    expectRefused(
      await send('POST', '/api/webhooks/1', { 'content-type': 'application/json' }, '{}'),
      405,
      'method_not_allowed',
    );
    expectRefused(await send('PATCH', '/api/webhooks/1'), 405, 'method_not_allowed');
    expectRefused(await send('GET', '/api/webhooks/1'), 405, 'method_not_allowed');
  });

  it('answers the feed path without an upgrade itself', async () => {
    expectRefused(await send('GET', '/api/ws'), 426, 'websocket_required');
  });

  it('answers OPTIONS itself: the methods, no CORS grant, nothing forwarded', async () => {
    const answer = await send('OPTIONS', '/api/webhooks', { origin: h.gatewayUrl });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(h.upstream.requests).toEqual([]);
  });

  it('passes the reads, to the same path and without a browser token', async () => {
    const list = await send('GET', '/api/matches?status=live&token=demo-free');
    expect(list.status).toBe(200);
    expect(json(list).data).toEqual(expect.any(Array));
    expect(await send('GET', '/api/health')).toMatchObject({ status: 200 });
    // The desk's budget reads the key's limits once (quota-exempt) before its first request.
    expect(h.upstream.requests).toEqual(['GET /usage', 'GET /matches?status=live', 'GET /health']);
  });

  it('passes POST /api/webhooks and DELETE /api/webhooks/{id}, and a same-origin page may send them', async () => {
    const created = await send(
      'POST',
      '/api/webhooks',
      { 'content-type': 'application/json', origin: h.gatewayUrl },
      JSON.stringify({ url: 'http://127.0.0.1:9/courtside-hook', events: ['score'] }),
    );
    expect(created.status).toBe(201);
    const id = json(created).id as number;
    expect(json(created).secret).toEqual(expect.any(String));
    const deleted = await send('DELETE', `/api/webhooks/${id}`, { origin: h.gatewayUrl });
    expect(deleted.status).toBe(200);
    expect(json(deleted)).toEqual({ deleted: id });
    expect(h.upstream.requests).toEqual(['POST /webhooks', `DELETE /webhooks/${id}`]);
  });

  it('refuses a POST body over 16 KiB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ url: 'http://127.0.0.1:9/hook', pad: 'x'.repeat(16 * 1024) });
    expectRefused(
      await send('POST', '/api/webhooks', { 'content-type': 'application/json' }, big),
      413,
      'payload_too_large',
    );
    const streamed = await send(
      'POST',
      '/api/webhooks',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      big,
    );
    expectRefused(streamed, 413, 'payload_too_large');
  });

  it('refuses a body on DELETE, and a write not declared as JSON', async () => {
    expectRefused(
      await send('DELETE', '/api/webhooks/1', { 'content-type': 'application/json' }, '{}'),
      413,
      'payload_too_large',
    );
    const form = await send(
      'POST',
      '/api/webhooks',
      { 'content-type': 'text/plain' },
      '{"url":"http://127.0.0.1:9/x"}',
    );
    expectRefused(form, 415, 'unsupported_media_type');
  });

  it("refuses another site's page, even on an allowed route", async () => {
    const answer = await send(
      'POST',
      '/api/webhooks',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      JSON.stringify({ url: 'http://127.0.0.1:9/hook' }),
    );
    expectRefused(answer, 403, 'forbidden_origin');
    expectRefused(
      await send('GET', '/api/ws-token', { origin: 'https://evil.example' }),
      403,
      'forbidden_origin',
    );
  });

  it('lists only routes the local service really has', () => {
    for (const route of CONTRACT_ROUTES) {
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      expect(h.service.hasRoute({ method: 'GET', url }), route.path).toBe(!route.noGet);
      for (const method of Object.keys(route.writes ?? {}))
        expect(
          h.service.hasRoute({ method: method as 'POST' | 'DELETE', url }),
          `${method} ${route.path}`,
        ).toBe(true);
    }
  });
});

describe('gateway: the usage read', () => {
  it('comes back without the principal or any part of the key', async () => {
    // What the service itself says, so the test shows the gateway removed something real.
    const direct = await fetch(`${h.serviceUrl}/usage`, { headers: { 'X-API-Key': h.key } });
    expect(((await direct.json()) as { principal: string }).principal).toContain(h.key.slice(0, 6));
    h.upstream.requests.length = 0;

    const answer = await send('GET', '/api/usage');
    expect(answer.status).toBe(200);
    const body = json(answer);
    expect(body).not.toHaveProperty('principal');
    expect(body).toMatchObject({ tier: 'ultra', limits: expect.any(Object), today: expect.any(Object) });
    expect(answer.text).not.toContain(h.key.slice(0, 6));
    expect(answer.text).not.toContain(h.key);
    expect(h.upstream.requests).toEqual(['GET /usage']);
  });
});
