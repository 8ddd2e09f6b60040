import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeDist,
  firstFrame,
  type GatewayHarness,
  gatewayHarness,
  opened,
  openSocket,
  rawRequest,
} from '../gateway.test-harness';
import { gatewayConfigFromEnv } from '../gateway-config';
import { defaultAllowedHosts, hostPolicy, originRefusal } from './host-guard';

describe('gateway: which hosts and origins it serves', () => {
  it('serves the listen address and localhost on the bound port by default', () => {
    expect(defaultAllowedHosts('127.0.0.1', 5173)).toEqual(['127.0.0.1:5173', 'localhost:5173']);
    expect(defaultAllowedHosts('::1', 5173)).toEqual(['[::1]:5173', 'localhost:5173']);
    expect(defaultAllowedHosts('0.0.0.0', 80)).toEqual([
      'localhost:80',
      '127.0.0.1:80',
      '[::1]:80',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
  });

  it('reads extra hosts from COURTSIDE_ALLOWED_HOSTS', () => {
    const cfg = gatewayConfigFromEnv({
      COURTSIDE_ALLOWED_HOSTS: 'Courtside.example, tv.local:8080 https://x.example',
    });
    expect(cfg.allowedHosts).toEqual(['courtside.example', 'tv.local:8080', 'x.example']);
    expect(gatewayConfigFromEnv({}).allowedHosts).toEqual([]);
  });

  it('derives the origins from the hosts, never from the request', () => {
    const policy = hostPolicy(['127.0.0.1:5173']);
    expect(originRefusal('http://127.0.0.1:5173', policy, { required: true })).toBeNull();
    expect(originRefusal('https://127.0.0.1:5173', policy, { required: true })).toBeNull();
    expect(originRefusal('http://127.0.0.1:5174', policy, { required: true })?.status).toBe(403);
    expect(originRefusal('null', policy, { required: true })?.status).toBe(403);
    expect(originRefusal(undefined, policy, { required: true })?.status).toBe(403);
    expect(originRefusal(undefined, policy, { required: false })).toBeNull();
  });
});

describe('gateway: a rebound host name is refused everywhere', () => {
  let h: GatewayHarness;
  let port: string;
  beforeAll(async () => {
    h = await gatewayHarness(await fakeDist(), 'demo-ultra', { allowedHosts: ['courtside.test'] });
    port = new URL(h.gatewayUrl).port;
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.upstream.requests.length = 0;
    h.upstream.upgrades.length = 0;
  });

  it.each(['/', '/live', '/courtside-config.js', '/assets/app.js', '/api/matches', '/api/_admin/faults'])(
    'answers %s for attacker.example with 421 JSON',
    async (path) => {
      const answer = await rawRequest(h.gatewayUrl, { path, headers: { host: `attacker.example:${port}` } });
      expect(answer.status).toBe(421);
      expect(JSON.parse(answer.text)).toMatchObject({ error: 'misdirected_request' });
      expect(answer.text).not.toContain('window.__COURTSIDE__');
      expect(h.upstream.requests).toEqual([]);
    },
  );

  it('refuses the right name on another port, which is another origin', async () => {
    const answer = await rawRequest(h.gatewayUrl, {
      path: '/',
      headers: { host: `127.0.0.1:${Number(port) + 1}` },
    });
    expect(answer.status).toBe(421);
  });

  it('serves localhost on its port and the configured names', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'courtside.test', 'CourtSide.Test']) {
      const page = await rawRequest(h.gatewayUrl, { path: '/', headers: { host } });
      expect(page.status, host).toBe(200);
    }
    const api = await rawRequest(h.gatewayUrl, { path: '/api/health', headers: { host: 'courtside.test' } });
    expect(api.status).toBe(200);
    expect(h.upstream.requests).toEqual(['GET /health']);
  });

  it('refuses the feed handshake for a foreign host before dialling the service', async () => {
    const outcome = await openSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, {
      Host: `attacker.example:${port}`,
      Origin: `http://attacker.example:${port}`,
    });
    expect(outcome).toMatchObject({ open: false, status: 421, body: { error: 'misdirected_request' } });
    expect(h.upstream.upgrades).toEqual([]);
  });

  it('lets a configured name open the feed from its own origin', async () => {
    const outcome = await openSocket(`${h.gatewayUrl.replace('http', 'ws')}/api/ws`, {
      Host: 'courtside.test',
      Origin: 'http://courtside.test',
    });
    const ws = opened(outcome);
    expect(await firstFrame(ws)).toMatchObject({ type: 'subscribed' });
    ws.close();
    expect(h.upstream.upgrades).toEqual(['/ws']);
  });
});
