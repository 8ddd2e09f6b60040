// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  currentConnection,
  DIRECT_SETTINGS_KEY,
  resolveConnection,
  saveDirectSettings,
} from './connection';
import { buildUrl } from './http';

afterEach(() => {
  window.__COURTSIDE__ = undefined;
  localStorage.clear();
});

describe('connection config', () => {
  it('defaults to the same-origin gateway with no key', () => {
    const c = currentConnection();
    expect(c).toEqual({ mode: 'gateway', baseUrl: '/api' });
    expect(authHeaders(c)).toEqual({});
  });
  it('direct mode reads the FREE key from settings and sends it as X-API-Key', () => {
    saveDirectSettings('https://svc.example/v1/', 'free-key');
    expect(localStorage.getItem(DIRECT_SETTINGS_KEY)).toContain('free-key');
    const c = currentConnection();
    expect(c).toEqual({ mode: 'direct', baseUrl: 'https://svc.example/v1', apiKey: 'free-key' });
    expect(authHeaders(c)).toEqual({ 'X-API-Key': 'free-key' });
    expect(buildUrl(c, '/matches', { status: 'live', player: [1, 2], tour: undefined })).toBe(
      'https://svc.example/v1/matches?status=live&player=1&player=2',
    );
    // Comma-separated where the spec says so, repeated elsewhere.
    expect(buildUrl(c, '/matches', { tier: ['atp_250', 'atp_500'], system: ['atp', 'wta'] })).toBe(
      'https://svc.example/v1/matches?tier=atp_250%2Catp_500&system=atp&system=wta',
    );
  });
  it('a gateway-injected config wins over a stored key: gateway pages never send one', () => {
    saveDirectSettings('https://svc.example', 'free-key');
    window.__COURTSIDE__ = { mode: 'gateway', baseUrl: '/api/', apiKey: 'ignored' };
    const c = currentConnection();
    expect(c).toEqual({ mode: 'gateway', baseUrl: '/api' });
    expect(authHeaders(c)).toEqual({});
  });
  it('direct settings without a key fall back to the gateway', () => {
    expect(resolveConnection({ mode: 'direct', baseUrl: 'https://svc.example' })).toEqual({
      mode: 'gateway',
      baseUrl: '/api',
    });
  });
});
