import { describe, expect, it } from 'vitest';
import { keyRef, mintToken, verifyToken } from './push-token';

describe('push tokens', () => {
  const t0 = Date.UTC(2026, 10, 21, 12);

  it('verifies until expiry, then reports expired with the same subject', () => {
    const token = mintToken('demo-ultra', t0, 60);
    expect(verifyToken(token, t0 + 59_999)).toEqual({
      ok: true,
      sub: keyRef('demo-ultra'),
      expiresAtMs: t0 + 60_000,
    });
    expect(verifyToken(token, t0 + 60_000)).toEqual({
      ok: false,
      reason: 'expired',
      sub: keyRef('demo-ultra'),
    });
  });

  it('carries a one-way key reference, not the key', () => {
    const token = mintToken('demo-ultra', t0, 60);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(JSON.stringify(claims)).not.toContain('demo-ultra');
    expect(keyRef('demo-ultra')).not.toBe(keyRef('demo-ultra-marketplace'));
  });

  it('rejects tampering with any part', () => {
    const [h, p, s] = mintToken('demo-ultra', t0, 60).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: keyRef('demo-ultra'), exp: t0 / 1000 + 9e6 })).toString(
      'base64url',
    );
    for (const bad of [`${h}.${forged}.${s}`, `${h}.${p}.${s.slice(1)}`, `${h}.${p}`, 'x.y.z', '', null])
      expect(verifyToken(bad, t0).ok).toBe(false);
    expect(verifyToken(`${h}.${forged}.${s}`, t0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('mints distinct tokens within the same second', () => {
    expect(mintToken('demo-ultra', t0, 60)).not.toBe(mintToken('demo-ultra', t0, 60));
  });
});
