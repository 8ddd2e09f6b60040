import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KeyRecord } from './keys';

// The REST access hook and the feeds' upgrade checks read the presented key the same way.

/** Reads the key from `Authorization: Bearer`, `X-API-Key` or `?token=`, in that order. */
export function presentedKey(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth))
    return auth.replace(/^Bearer\s+/i, '').trim() || null;
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const token = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The key record with the revoke fault applied: disabled outright, or downgraded to a lower tier. */
export function effectiveKey(app: FastifyInstance, presented: string): KeyRecord | undefined {
  const key = app.keys.get(presented);
  const revoked = key ? app.faults?.revoked.get(key.key) : undefined;
  if (!key || !revoked) return key;
  return revoked === 'disabled' ? { ...key, disabled: true } : { ...key, tier: revoked };
}
