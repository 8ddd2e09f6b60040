import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A compact JWT (HS256) as Centrifugo uses: `sub` names the key by a one-way reference, never the
// key itself, so a token leaked from a browser cannot be replayed against the REST surface.
// The secret lives only in this process: a restart invalidates every token, which the spec allows
// ("mint a fresh token on every reconnect").
const SECRET = randomBytes(32);

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sign = (input: string) => createHmac('sha256', SECRET).update(input).digest();

/** One-way reference of an API key, stable for the life of the process. */
export function keyRef(apiKey: string): string {
  return createHmac('sha256', SECRET).update(`key:${apiKey}`).digest('base64url').slice(0, 22);
}

/** Mints a token for a key that expires `ttlS` seconds after `nowMs`. */
export function mintToken(apiKey: string, nowMs: number, ttlS: number): string {
  const payload = b64(
    JSON.stringify({
      sub: keyRef(apiKey),
      iat: Math.floor(nowMs / 1000),
      // Milliseconds precision keeps tiny test lifetimes exact; JWT allows a fractional NumericDate.
      exp: (nowMs + ttlS * 1000) / 1000,
      jti: randomBytes(9).toString('base64url'),
    }),
  );
  const body = `${HEADER}.${payload}`;
  return `${body}.${b64(sign(body))}`;
}

export type TokenCheck =
  | { ok: true; sub: string; expiresAtMs: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; sub: string };

/** Verifies signature and shape, then expiry; an expired token is told apart so the client can refresh. */
export function verifyToken(token: unknown, nowMs: number): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = sign(`${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: { sub?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
    return { ok: false, reason: 'invalid' };
  const expiresAtMs = claims.exp * 1000;
  if (expiresAtMs <= nowMs) return { ok: false, reason: 'expired', sub: claims.sub };
  return { ok: true, sub: claims.sub, expiresAtMs };
}
