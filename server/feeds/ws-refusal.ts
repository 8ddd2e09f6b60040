import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorFrame } from '../../contract/feed-frames';
import { tierAtLeast } from '../access/keys';
import { effectiveKey, presentedKey } from '../access/presented-key';

/** The key on a WebSocket upgrade: the REST ways (Bearer, X-API-Key, ?token=) plus `?api_key=`. */
export function wsKey(req: FastifyRequest): string | null {
  const rest = presentedKey(req);
  if (rest) return rest;
  const q = (req.query as Record<string, unknown> | undefined)?.api_key;
  return typeof q === 'string' && q !== '' ? q : null;
}

export interface Limits {
  maxPerKey: number;
  maxConnections: number;
}

export interface Counts {
  perKey: (key: string) => number;
  total: number;
}

/**
 * Why a new connection may not open, as the error frame to send before closing, or null to
 * accept it. Order: a refusing service, then credentials, then tier, then the two limits.
 */
export function refusalFor(
  app: FastifyInstance,
  key: string | null,
  limits: Limits,
  counts: Counts,
  now: number,
): ErrorFrame | null {
  if (app.faults.refuseUntil > now)
    return {
      type: 'error',
      error: 'service_unavailable',
      detail: 'The feed is refusing new connections; retry with backoff.',
    };
  const record = key ? effectiveKey(app, key) : undefined;
  if (!record || record.disabled)
    return {
      type: 'error',
      error: 'unauthorized',
      detail: key ? 'Unknown or disabled API key.' : 'Missing API key.',
    };
  if (!tierAtLeast(record.tier, 'ultra'))
    return { type: 'error', error: 'upgrade_required', detail: 'The WebSocket feed needs an ULTRA key.' };
  if (counts.perKey(record.key) >= limits.maxPerKey)
    return {
      type: 'error',
      error: 'connection_limit',
      reason: 'connection_limit:per_key',
      detail: `At most ${limits.maxPerKey} concurrent connections per key.`,
    };
  if (counts.total >= limits.maxConnections)
    return {
      type: 'error',
      error: 'connection_limit',
      reason: 'connection_limit:server',
      detail: 'The feed is at its connection capacity.',
    };
  return null;
}

/** Whether the key still may hold a feed connection (mid-stream loss of access); the error if not. */
export function accessLost(app: FastifyInstance, key: string): ErrorFrame | null {
  const record = effectiveKey(app, key);
  if (!record || record.disabled)
    return { type: 'error', error: 'unauthorized', detail: 'The API key was disabled.' };
  if (!tierAtLeast(record.tier, 'ultra'))
    return { type: 'error', error: 'upgrade_required', detail: 'The key no longer carries the feed.' };
  return null;
}

/**
 * The HTTP answer of a WebSocket path asked without an upgrade (shape ours): 426 with the
 * contract's `error` body (CORS comes with every reply), where the plugin sent an empty 404.
 */
export function upgradeMissing(_req: FastifyRequest, reply: FastifyReply) {
  return reply.code(426).header('Upgrade', 'websocket').send({
    error: 'websocket_required',
    detail: 'This path is a WebSocket: connect with an Upgrade: websocket request.',
  });
}
