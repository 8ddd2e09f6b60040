import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeDist,
  type GatewayHarness,
  gatewayHarness,
  openSocket,
  type RawAnswer,
  rawRequest,
} from '../gateway.test-harness';

// Another site's page loading `/api/...` through the user's browser (an <img>, a <script>, a link)
// sends no Origin, only Sec-Fetch-Site. Proven against the real service, which records every
// request that reaches it: a refused call never spends the key.
let h: GatewayHarness;
beforeAll(async () => {
  h = await gatewayHarness(await fakeDist());
});
afterAll(() => h.close());
beforeEach(() => {
  h.upstream.requests.length = 0;
  h.upstream.upgrades.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(h.gatewayUrl, { path, headers });

/** The contract's error shape, the gateway's security headers, and nothing sent upstream. */
function expectRefused(answer: RawAnswer, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text)).toMatchObject({ error, detail: expect.any(String) });
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(h.upstream.requests).toEqual([]);
}

/** What Chromium sends for `<img src="https://desk/api/matches">` on another site's page. */
const IMG_FROM_ANOTHER_SITE = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
};

describe('gateway: requests another site makes through the browser', () => {
  it('refuses an image load from another site before it spends the key', async () => {
    expectRefused(await get('/api/matches?status=live', IMG_FROM_ANOTHER_SITE), 403, 'forbidden_origin');
  });

  it('refuses a link followed from another site, and a page of a sibling subdomain', async () => {
    const link = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    expectRefused(await get('/api/usage', link), 403, 'forbidden_origin');
    const sibling = { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    expectRefused(await get('/api/health', sibling), 403, 'forbidden_origin');
  });

  it('serves our own page, a typed URL and a client that sends no Sec-Fetch headers', async () => {
    const own = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
    expect((await get('/api/health', own)).status).toBe(200);
    const typed = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect((await get('/api/health', typed)).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    // The three share one cached answer: what matters is that none was refused.
  });

  it('still serves the app itself to a link from another site', async () => {
    const link = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    const page = await get('/matches/12', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
  });

  it('refuses a feed handshake another site asked for, with the security headers', async () => {
    const outcome = await openSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, {
      Origin: h.gatewayUrl,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(outcome).toMatchObject({ open: false, status: 403, body: { error: 'forbidden_origin' } });
    expect(h.upstream.upgrades).toEqual([]);
  });
});

describe('gateway: every refusal carries the gateway headers', () => {
  it('answers a URL over 16 KiB with 431 in the contract shape, before any route', async () => {
    const answer = await get(`/api/matches?q=${'a'.repeat(17 * 1024)}`);
    expectRefused(answer, 431, 'headers_too_large');
  });

  it('answers a refused handshake with the security headers', async () => {
    const raw = await rawRequest(h.gatewayUrl, {
      path: '/api/ws',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        origin: 'https://evil.example',
      },
    });
    expectRefused(raw, 403, 'forbidden_origin');
  });

  it('answers 404 and 405 with them', async () => {
    expectRefused(await get('/api/nowhere'), 404, 'not_found');
    expectRefused(
      await rawRequest(h.gatewayUrl, { method: 'PUT', path: '/api/matches' }),
      405,
      'method_not_allowed',
    );
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('gateway: HEAD', () => {
  it('answers HEAD on an API read as GET, without a body', async () => {
    const head = await rawRequest(h.gatewayUrl, { method: 'HEAD', path: '/api/matches?status=live&limit=7' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-type']).toMatch(/^application\/json/);
    expect(head.headers['content-security-policy']).toContain("default-src 'self'");
    expect(h.upstream.requests).toContain('GET /matches?status=live&limit=7');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers HEAD on the app and its assets as GET, without a body', async () => {
    for (const path of ['/', '/matches/12', '/assets/app.js', '/courtside-config.js']) {
      const head = await rawRequest(h.gatewayUrl, { method: 'HEAD', path });
      expect(head.status, path).toBe(200);
      expect(head.text, path).toBe('');
      expect(head.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });
});
