/* biome-ignore-all lint/suspicious/noExplicitAny: raw response bodies are JSON the tests read by field */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from '../contract/errors';
import { testConfig } from './config';
import { conforms, harness } from './test/harness';
import { ADMIN_HOST, listenAdmin } from './admin-app';

// Real sockets: the refusals below are what a browser page would meet on this machine.
const h = harness({ feedTickMs: 0 });
let adminUrl = '';
let adminPort = 0;
let publicUrl = '';

beforeAll(async () => {
  publicUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
  adminUrl = await listenAdmin(h.app, testConfig({ port: 0 }));
  adminPort = (h.app.admin.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.app.close();
});

/** A raw request, so Host can be anything (fetch always sends the URL's own). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: ADMIN_HOST, port: adminPort, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const refuseFor = (seconds: number) => JSON.stringify({ seconds });

describe('the admin listener', () => {
  it('binds loopback on its own port and takes a plain JSON POST from this machine', async () => {
    expect(h.app.admin.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(adminUrl).toBe(`http://127.0.0.1:${adminPort}`);
    expect(adminUrl).not.toBe(publicUrl);
    const res = await fetch(`${adminUrl}/_admin/faults/refuse`, {
      method: 'POST',
      headers: json,
      body: refuseFor(5),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(h.app.faults.refuseUntil).toBe(h.clock.t + 5000);
    const reset = await fetch(`${adminUrl}/_admin/faults/reset`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(reset.status).toBe(200);
    expect(h.app.faults.refuseUntil).toBe(0);
  });

  it('refuses a cross-site POST (Origin header) without applying it and without CORS', async () => {
    const res = await fetch(`${adminUrl}/_admin/faults/refuse`, {
      method: 'POST',
      headers: { ...json, origin: 'https://some-page.example' },
      body: refuseFor(60),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('cross_site_refused');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(h.app.faults.refuseUntil).toBe(0);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, even without Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const r = await raw(
        'POST',
        '/_admin/faults/refuse',
        {
          ...json,
          host: `127.0.0.1:${adminPort}`,
          'sec-fetch-site': site,
        },
        refuseFor(60),
      );
      expect(r.status, site).toBe(403);
      expect(r.body.error).toBe('cross_site_refused');
    }
    expect(h.app.faults.refuseUntil).toBe(0);
  });

  it('refuses the no-preflight text/plain POST a page could send', async () => {
    const res = await fetch(`${adminUrl}/_admin/faults/refuse`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: refuseFor(60),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe('json_required');
    expect(h.app.faults.refuseUntil).toBe(0);
    const bare = await raw('POST', '/_admin/faults/restart', { host: `localhost:${adminPort}` });
    expect(bare.status).toBe(415);
  });

  it('refuses a Host that is not loopback at the admin port (DNS rebinding)', async () => {
    for (const host of ['rebound.example', `rebound.example:${adminPort}`, `127.0.0.1:${adminPort + 1}`]) {
      const r = await raw('POST', '/_admin/faults/refuse', { ...json, host }, refuseFor(60));
      expect(r.status, host).toBe(403);
      expect(r.body.error).toBe('bad_host');
    }
    expect(h.app.faults.refuseUntil).toBe(0);
    for (const host of [`localhost:${adminPort}`, `[::1]:${adminPort}`, `LOCALHOST:${adminPort}`]) {
      expect((await raw('GET', '/_admin/faults', { host })).status, host).toBe(200);
    }
  });

  it('answers no preflight: a page never gets permission to send JSON', async () => {
    const res = await fetch(`${adminUrl}/_admin/faults/withdraw`, {
      method: 'OPTIONS',
      headers: { origin: 'https://some-page.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('webhooks', () => {
  it('may not target the admin listener, so a delivery can never pull a fault trigger', async () => {
    const res = await fetch(`${publicUrl}/webhooks`, {
      method: 'POST',
      headers: { ...json, 'x-api-key': 'demo-ultra' },
      body: JSON.stringify({ url: `http://localhost:${adminPort}/hook` }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('bad_request');
  });
});

describe('the public port', () => {
  it('answers the contract 404 (with CORS) for every /_admin path', async () => {
    for (const [method, path] of [
      ['GET', '/_admin/faults'],
      ['POST', '/_admin/faults/restart'],
      ['POST', '/_admin/faults/withdraw'],
    ]) {
      const res = await fetch(`${publicUrl}${path}`, {
        method,
        headers: method === 'POST' ? json : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      conforms(NotFound, await res.json());
    }
  });
});
