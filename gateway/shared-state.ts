import { Redis } from 'ioredis';
import { type DeskLedger, memoryDeskLedger } from './desk-ledger';
import { redisDeskLedger } from './redis-desk-ledger';
import { redisRestCache } from './redis-rest-cache';
import { memoryRestCache, type RestCache } from './rest-cache';

/** Where the desk's shared REST cache and budget live: this process, or one Redis for every instance. */
export interface SharedState {
  cache: RestCache;
  ledger: DeskLedger;
  /** The connection for commands (null in-process); the feed opens its own for blocking reads. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** A Redis client for the gateway: retries forever with a capped delay, never queues forever. */
function redisClient(url: string): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 2,
    retryStrategy: (times) => Math.min(2_000, 50 * 2 ** times),
  });
  // Connection errors are retried by the client; each command that fails says so to its caller.
  client.on('error', () => {});
  return client;
}

/** In-process without `REDIS_URL`; with it, the cache and the budget in Redis. */
export function sharedState(redisUrl: string | null, given?: Redis): SharedState {
  if (!redisUrl && !given) {
    const cache = memoryRestCache();
    const ledger = memoryDeskLedger();
    return { cache, ledger, redis: null, close: async () => cache.close() };
  }
  const redis = given ?? redisClient(redisUrl as string);
  return {
    cache: redisRestCache(redis),
    ledger: redisDeskLedger(redis),
    redis,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
