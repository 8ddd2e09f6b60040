import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CachedAnswer, RestCache } from '../rest/rest-cache';

/**
 * Shared GET answers in Redis for every gateway instance: one key per answer with its TTL, and a
 * short fill lock (SET NX PX) so that when every instance misses at once only one asks the service;
 * the others wait for its answer (`shared-rest.ts`).
 */
export function redisRestCache(redis: Redis, prefix = 'courtside:rest'): RestCache {
  const id = (key: string) => createHash('sha1').update(key).digest('base64url');
  const token = randomBytes(8).toString('hex');
  return {
    // Redis unreachable: every read is a miss and every instance asks for itself, as in-process.
    async get(key) {
      const raw = await redis.get(`${prefix}:a:${id(key)}`).catch(() => null);
      return raw ? (JSON.parse(raw) as CachedAnswer) : null;
    },
    async set(key, answer, ttlMs) {
      await redis
        .set(`${prefix}:a:${id(key)}`, JSON.stringify(answer), 'PX', Math.max(1, Math.round(ttlMs)))
        .catch(() => undefined);
    },
    async claimFill(key, forMs) {
      return (
        (await redis.set(`${prefix}:fill:${id(key)}`, token, 'PX', forMs, 'NX').catch(() => 'OK')) === 'OK'
      );
    },
    async releaseFill(key) {
      await redis.eval(
        "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
        1,
        `${prefix}:fill:${id(key)}`,
        token,
      );
    },
    async close() {},
  };
}
