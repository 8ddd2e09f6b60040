import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { relayableCode } from './feed/relayable-code';
import { fakeDist, type GatewayHarness, gatewayHarness } from './gateway.test-harness';
import { contentSecurityPolicy } from './security/security-headers';

let h: GatewayHarness;
beforeAll(async () => {
  h = await gatewayHarness(await fakeDist());
});
afterAll(() => h.close());

const get = (path: string, init?: RequestInit) => fetch(`${h.gatewayUrl}${path}`, init);

describe('gateway: the app', () => {
  it('serves index.html with the runtime config script and strict security headers', async () => {
    const res = await get('/');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<script src="/courtside-config.js"></script>');
    // The config script runs before the app's module script.
    expect(html.indexOf('courtside-config.js')).toBeLessThan(html.indexOf('/assets/app.js'));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${h.serviceUrl.replace('http', 'ws')}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('falls back to index.html for app routes but not for missing files or paths outside dist', async () => {
    expect(await (await get('/matches/42')).text()).toContain('id="root"');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/..%2f..%2fpackage.json')).status).toBe(404);
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('tells the browser gateway mode on /api, with no key', async () => {
    const res = await get('/courtside-config.js');
    const text = await res.text();
    expect(text).toContain('"mode":"gateway"');
    expect(text).toContain('"baseUrl":"/api"');
    expect(text).not.toContain(h.key);
    expect(text).not.toMatch(/key/i);
  });

  it('builds the CSP from the feed origins it is given', () => {
    expect(contentSecurityPolicy(['wss://push.example'])).toContain("connect-src 'self' wss://push.example");
  });
});

describe('gateway: the API', () => {
  it('forwards /api/* with the key added server-side (an ULTRA-only read answers 200)', async () => {
    const res = await get('/api/ws-token');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; ws_url: string };
    expect(body.token).not.toBe(h.key);
    expect(body.ws_url.startsWith(h.serviceUrl.replace('http', 'ws'))).toBe(true);
  });

  it('ignores a key the browser tries to send and sends no CORS grant', async () => {
    const res = await get('/api/ws-token?token=demo-free', { headers: { 'X-API-Key': 'demo-free' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('passes the service errors through in its own shape', async () => {
    const res = await get('/api/matches?status=bogus');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('bad_status');
  });

  it('never answers with the key in a header or body', async () => {
    const paths = [
      '/',
      '/courtside-config.js',
      '/api/health',
      '/api/matches',
      '/api/ws-token',
      '/api/usage',
      '/api/nope',
      '/x',
    ];
    for (const path of paths) {
      const res = await get(path);
      const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      expect(headers, path).not.toContain(h.key);
      expect(await res.text(), path).not.toContain(h.key);
    }
  });
});

describe('gateway: the native feed', () => {
  it('proxies /api/ws with the key added upstream and passes the ack through', async () => {
    // A browser always sends its page's origin on a handshake; the gateway requires it.
    const ws = new WebSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, {
      headers: { Origin: h.gatewayUrl },
    });
    const first = new Promise<Record<string, unknown>>((resolve, reject) => {
      // Each frame is a message of its own, as the service sends it.
      ws.on('message', (d) => resolve(JSON.parse(String(d))));
      ws.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
    });
    ws.on('open', () => ws.send(JSON.stringify({ topics: ['live-scores'] })));
    expect(await first).toMatchObject({ type: 'subscribed' });
    ws.close();
  });

  it('refuses a socket opened from another origin', async () => {
    const ws = new WebSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, {
      headers: { Origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('relays close codes a peer may send and maps the local-only ones to 1011', () => {
    expect(relayableCode(1013)).toBe(1013);
    expect(relayableCode(1008)).toBe(1008);
    expect(relayableCode(1012)).toBe(1012);
    expect(relayableCode(1006)).toBe(1011);
  });
});
