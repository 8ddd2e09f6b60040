import { Redis, type RedisOptions } from 'ioredis';
import { type DeskLedger, memoryDeskLedger } from '../budget/desk-ledger';
import { memoryRestCache, type RestCache } from '../rest/rest-cache';
import { redisDeskLedger } from './redis-desk-ledger';
import { failoverLedger, failoverRestCache } from './redis-failover';
import { defaultRedisLink, RedisLink } from './redis-link';
import { redisRestCache } from './redis-rest-cache';

/** Where the desk's shared REST cache and budget live: this process, or one Redis for every instance. */
export interface SharedState {
  cache: RestCache;
  ledger: DeskLedger;
  /** The connection for commands (null in-process); the feed opens its own for blocking reads. */
  redis: Redis | null;
  /** Whether Redis answers now (null in-process): the cache, the ledger and the feed follow it. */
  link: RedisLink | null;
  close(): Promise<void>;
}

/**
 * How the gateway's Redis clients behave when Redis goes: a command fails at once while
 * disconnected (no offline queue) and within a second when Redis hangs, so no browser's request
 * waits on it; the client redials every second at most, for as long as it takes.
 */
const REDIS_CLIENT_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(1_000, 50 * 2 ** times),
};

function redisClient(url: string): Redis {
  const client = new Redis(url, REDIS_CLIENT_OPTIONS);
  // Connection errors are retried by the client; each command that fails says so to its caller.
  client.on('error', () => {});
  return client;
}

/** In-process without `REDIS_URL`; with it, the cache and the budget in Redis while it answers. */
export function sharedState(redisUrl: string | null, given?: Redis): SharedState {
  if (!redisUrl && !given) {
    const cache = memoryRestCache();
    const ledger = memoryDeskLedger();
    return { cache, ledger, redis: null, link: null, close: async () => cache.close() };
  }
  const redis = given ?? redisClient(redisUrl as string);
  const link = new RedisLink({ ...defaultRedisLink, ping: () => redis.ping() });
  link.start();
  return {
    cache: failoverRestCache(link, redisRestCache(redis), memoryRestCache()),
    ledger: failoverLedger(link, redisDeskLedger(redis), memoryDeskLedger()),
    redis,
    link,
    close: async () => {
      link.stop();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
